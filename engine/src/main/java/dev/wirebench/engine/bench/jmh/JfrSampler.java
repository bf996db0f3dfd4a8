package dev.wirebench.engine.bench.jmh;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordedStackTrace;
import jdk.jfr.consumer.RecordingFile;

/**
 * Inside a profiled fork, where async-profiler cannot load: the JDK's own flight recorder over the
 * measurement iterations, read back with {@code jdk.jfr.consumer} into async-profiler's collapsed
 * form (frames {@code java/lang/String.<init>}, root first; values: samples for CPU, bytes for
 * allocations). CPU is {@code jdk.ExecutionSample} every {@value #CPU_PERIOD_MS} ms (Java frames
 * only, threads running Java code only); allocations are {@code jdk.ObjectAllocationSample}, each
 * weighted by the bytes it stands for. One per fork; not thread-safe.
 */
final class JfrSampler {
  /** JFR's execution sampler period: its documented "profile" setting is 10-20 ms. */
  static final long CPU_PERIOD_MS = 10;

  private static final String CPU_EVENT = "jdk.ExecutionSample";
  private static final String ALLOC_EVENT = "jdk.ObjectAllocationSample";

  private final Recording recording = new Recording();
  private final boolean alloc;

  private JfrSampler(boolean alloc) {
    this.alloc = alloc;
  }

  /** A recording of {@code event} ({@code cpu} or {@code alloc}), started. */
  static JfrSampler start(String event) {
    JfrSampler sampler = new JfrSampler(event.equals("alloc"));
    if (sampler.alloc) {
      sampler.recording.enable(ALLOC_EVENT).with("throttle", "1000/s").withStackTrace();
    } else {
      sampler
          .recording
          .enable(CPU_EVENT)
          .withPeriod(Duration.ofMillis(CPU_PERIOD_MS))
          .withStackTrace();
    }
    sampler.recording.setToDisk(true);
    sampler.recording.start();
    return sampler;
  }

  /** The JFR event that samples: what the profile says ran. */
  String sampled() {
    return alloc ? ALLOC_EVENT : CPU_EVENT;
  }

  /** The sampling interval in the event's unit: ns for CPU; 0 for allocations (throttled). */
  long interval() {
    return alloc ? 0 : CPU_PERIOD_MS * 1_000_000L;
  }

  /** The collapsed stacks and their sample count; the recording is kept at {@code file}. */
  Collapsed stop(Path file) throws IOException {
    recording.stop();
    recording.dump(file);
    recording.close();
    Map<String, Long> stacks = new LinkedHashMap<>();
    long samples = 0;
    for (RecordedEvent event : RecordingFile.readAllEvents(file)) {
      RecordedStackTrace trace = event.getStackTrace();
      if (trace == null || !event.getEventType().getName().equals(sampled())) {
        continue;
      }
      samples++;
      long value = alloc ? event.getLong("weight") : 1;
      String stack = collapse(trace);
      if (alloc) {
        // as async-profiler's alloc stacks: the allocated type is the leaf, marked _[i]
        stack += ";" + typeName(event.getClass("objectClass").getName()) + "_[i]";
      }
      stacks.merge(stack, value, Long::sum);
    }
    StringBuilder text = new StringBuilder();
    stacks.forEach((stack, value) -> text.append(stack).append(' ').append(value).append('\n'));
    return new Collapsed(text.toString(), samples);
  }

  /** What a recording gave: collapsed text and the number of samples in it. */
  record Collapsed(String text, long samples) {}

  /** {@code [B} as {@code byte[]}, {@code [Ljava.lang.String;} as {@code java.lang.String[]}. */
  static String typeName(String binary) {
    int dims = 0;
    while (dims < binary.length() && binary.charAt(dims) == '[') {
      dims++;
    }
    if (dims == 0) {
      return binary;
    }
    String element =
        switch (binary.charAt(dims)) {
          case 'Z' -> "boolean";
          case 'B' -> "byte";
          case 'C' -> "char";
          case 'S' -> "short";
          case 'I' -> "int";
          case 'J' -> "long";
          case 'F' -> "float";
          case 'D' -> "double";
          default -> binary.substring(dims + 1, binary.length() - 1);
        };
    return element + "[]".repeat(dims);
  }

  private static String collapse(RecordedStackTrace trace) {
    List<String> frames = new ArrayList<>();
    List<RecordedFrame> leafFirst = trace.getFrames();
    if (trace.isTruncated()) {
      // JFR keeps the frames nearest the leaf (the profiled fork asks for 256, JFR's default is 64)
      frames.add("[truncated]");
    }
    for (int i = leafFirst.size() - 1; i >= 0; i--) {
      RecordedFrame frame = leafFirst.get(i);
      if (frame.getMethod() == null) {
        continue;
      }
      frames.add(
          frame.getMethod().getType().getName().replace('.', '/')
              + "."
              + frame.getMethod().getName());
    }
    return String.join(";", frames).replace(' ', '_');
  }
}
