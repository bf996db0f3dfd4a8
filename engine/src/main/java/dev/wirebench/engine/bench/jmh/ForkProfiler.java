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
 * JMH profiler. Its init line is {@code lib=PATH;event=cpu|alloc;interval=N;out=PREFIX}. The {@code
 * cpu} event falls back to {@code itimer} where async-profiler's check says perf events are not
 * allowed. It writes {@code PREFIX.collapsed} (values: samples for CPU, bytes for allocations) and
 * {@code PREFIX.properties} (the event that ran, the interval, the sample count, or the error that
 * kept the profiler from attaching). A profiler that cannot load or start never fails the fork: the
 * benchmark runs on unprofiled and the error is reported instead of the stacks.
 *
 * <p>JMH also makes one in the parent JVM to check the profiler exists; that one loads nothing.
 */
public final class ForkProfiler implements InternalProfiler {
  private final String lib;
  private final String event;
  private final long interval;
  private final Path out;
  private AsyncProfiler profiler;
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
    if (lib == null) {
      throw new ProfilerException("no lib= in " + initLine);
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
    try {
      profiler = AsyncProfiler.getInstance(lib);
      sampled = event;
      if (event.equals("cpu") && !allows("cpu")) {
        sampled = "itimer";
      }
      profiler.execute("start,event=" + sampled + ",interval=" + interval);
    } catch (Throwable e) {
      // UnsatisfiedLinkError, IllegalStateException from the profiler: the run goes on unprofiled
      error = "async-profiler could not start: " + e;
      profiler = null;
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
    meta.setProperty("interval", Long.toString(interval));
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
