package dev.wirebench.engine.bench.jmh;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.Properties;
import one.profiler.AsyncProfiler;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.profile.ProfilerException;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.runner.IterationType;

/**
 * Inside a profiled fork: async-profiler over the measurement iterations only (not warm-up), as a
 * JMH profiler. Its init line is {@code [lib=PATH;]event=cpu|alloc;interval=N;out=PREFIX}. The
 * {@code cpu} event falls back to {@code itimer} where async-profiler's check says perf events are
 * not allowed; where its library is not given or cannot load or start, the JDK's flight recorder
 * samples instead ({@link JfrSampler}). It writes {@code PREFIX.collapsed} (values: samples for
 * CPU, bytes for allocations) and {@code PREFIX.properties} (the profiler and event that ran, the
 * interval, the sample count, why async-profiler did not run, or the error that kept both from
 * attaching). A profiler that cannot load or start never fails the fork: the benchmark runs on
 * unprofiled and the error is reported instead of the stacks.
 *
 * <p>JMH also makes one in the parent JVM to check the profiler exists; that one loads nothing.
 */
public final class ForkProfiler implements InternalProfiler {
  private final String lib;
  private final String event;
  private final long interval;
  private final Path out;
  private AsyncProfiler profiler;
  private JfrSampler jfr;
  private String fellBack;
  private String sampled;
  private String error;
  private boolean started;
  private int measured;

  public ForkProfiler(String initLine) throws ProfilerException {
    Properties options = new Properties();
    for (String part : initLine.split(";")) {
      int eq = part.indexOf('=');
      if (eq > 0) {
        options.setProperty(part.substring(0, eq).trim(), part.substring(eq + 1).trim());
      }
    }
    lib = options.getProperty("lib");
    event = options.getProperty("event", "cpu");
    out = Path.of(options.getProperty("out", "profile"));
    try {
      interval = Long.parseLong(options.getProperty("interval", "1000000"));
    } catch (NumberFormatException e) {
      throw new ProfilerException("interval must be a number: " + initLine);
    }
  }

  @Override
  public String getDescription() {
    return "Wirebench's async-profiler fork (collapsed stacks of the measurement iterations)";
  }

  @Override
  public void beforeIteration(BenchmarkParams benchmark, IterationParams iteration) {
    if (iteration.getType() == IterationType.MEASUREMENT && !started) {
      started = true;
      start();
    }
  }

  @Override
  public Collection<? extends Result<?>> afterIteration(
      BenchmarkParams benchmark, IterationParams iteration, IterationResult result) {
    if (iteration.getType() == IterationType.MEASUREMENT && ++measured == iteration.getCount()) {
      stopAndDump();
    }
    return List.of();
  }

  private void start() {
    if (lib == null) {
      startJfr("async-profiler has no library here");
      return;
    }
    try {
      profiler = AsyncProfiler.getInstance(lib);
      sampled = event;
      if (event.equals("cpu") && !allows("cpu")) {
        sampled = "itimer";
      }
      profiler.execute("start,event=" + sampled + ",interval=" + interval);
    } catch (Throwable e) {
      // UnsatisfiedLinkError, IllegalStateException from the profiler: JFR samples instead
      profiler = null;
      startJfr("async-profiler could not start: " + e);
    }
  }

  private void startJfr(String why) {
    fellBack = why;
    try {
      jfr = JfrSampler.start(event);
      sampled = jfr.sampled();
    } catch (Throwable e) {
      // no jdk.jfr in the forked runtime, or recording refused: the run goes on unprofiled
      error = why + "; JFR could not start either: " + e;
    }
  }

  /** async-profiler's own check: perf events may be refused (kernel setting, container, VM). */
  private boolean allows(String name) {
    try {
      return profiler.execute("check,event=" + name).trim().startsWith("OK");
    } catch (IllegalStateException | IOException refused) {
      return false;
    }
  }

  private void stopAndDump() {
    Properties meta = new Properties();
    String collapsed = "";
    if (profiler != null) {
      try {
        profiler.execute("stop");
        String samples = profiler.execute("collapsed");
        collapsed = event.equals("alloc") ? profiler.execute("collapsed,total") : samples;
        meta.setProperty("samples", Long.toString(sum(samples)));
        meta.setProperty("sampled", sampled);
      } catch (Throwable e) {
        error = "async-profiler could not dump its stacks: " + e;
      }
    }
    if (jfr != null) {
      collapsed = stopJfr(meta);
    }
    if (fellBack != null) {
      meta.setProperty("fellBack", fellBack);
    }
    meta.setProperty("interval", Long.toString(jfr == null ? interval : jfr.interval()));
    if (error != null) {
      meta.setProperty("error", error);
    }
    write(out.resolveSibling(out.getFileName() + ".collapsed"), collapsed);
    StringWriter text = new StringWriter();
    try {
      meta.store(text, null);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    write(out.resolveSibling(out.getFileName() + ".properties"), text.toString());
  }

  private String stopJfr(Properties meta) {
    try {
      JfrSampler.Collapsed stacks = jfr.stop(out.resolveSibling(out.getFileName() + ".jfr"));
      meta.setProperty("profiler", "jfr");
      meta.setProperty("samples", Long.toString(stacks.samples()));
      meta.setProperty("sampled", sampled);
      return stacks.text();
    } catch (Throwable e) {
      error = fellBack + "; JFR could not read its recording: " + e;
      return "";
    }
  }

  private static long sum(String collapsed) {
    long sum = 0;
    for (String line : collapsed.split("\n")) {
      int space = line.lastIndexOf(' ');
      if (space > 0) {
        try {
          sum += Long.parseLong(line.substring(space + 1).trim());
        } catch (NumberFormatException e) {
          // not a stack line
        }
      }
    }
    return sum;
  }

  private static void write(Path file, String text) {
    try {
      Files.writeString(file, text, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("writing " + file, e);
    }
  }
}
