package dev.wirebench.engine.bench;

import dev.wirebench.engine.bench.jmh.ForkProfiler;
import dev.wirebench.engine.profile.CollapsedStacks;
import dev.wirebench.engine.profile.JfrRecording;
import dev.wirebench.engine.profile.ProfileEvent;
import dev.wirebench.engine.profile.StackProfile;
import dev.wirebench.engine.run.CancelToken;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

/**
 * The profiled forks of a run: after a benchmark's measured forks, one more fork per event under
 * async-profiler ({@link ForkProfiler}; JFR where its library is missing or will not load, which
 * the listener hears), with the plan's warm-up and measurement, whose scores are thrown away —
 * profiling never touches the measured scores. A profiler that cannot attach, or a profiled fork
 * that fails, leaves that benchmark with a note saying why instead of stacks; the run goes on.
 */
final class ProfiledForks {
  private final PreparedPlan prepared;
  private final JmhCaseRunner jmh;
  private final BenchmarkListener listener;
  private final CancelToken cancel;
  private final ProfilerFolder folder;

  ProfiledForks(
      PreparedPlan prepared,
      JmhCaseRunner jmh,
      BenchmarkListener listener,
      CancelToken cancel,
      ProfilerFolder folder) {
    this.prepared = prepared;
    this.jmh = jmh;
    this.listener = listener;
    this.cancel = cancel;
    this.folder = folder;
  }

  /** The profiles of benchmark {@code index}, one per event of the plan; empty if cancelled. */
  List<StackProfile> run(BenchmarkCase benchmark, int index) {
    List<StackProfile> profiles = new ArrayList<>();
    for (ProfileEvent event : prepared.plan().profiles()) {
      if (cancel.isCancelled()) {
        return List.of();
      }
      listener.profileStarted(benchmark, event);
      StackProfile profile = one(benchmark, index, event);
      if (cancel.isCancelled()) {
        return List.of();
      }
      profiles.add(profile);
    }
    return profiles;
  }

  private StackProfile one(BenchmarkCase benchmark, int index, ProfileEvent event) {
    if (folder.dir() == null) {
      return StackProfile.missing(event, folder.unavailable().orElse("no profiler folder"));
    }
    Path prefix = folder.dir().resolve("b" + index + "-" + event.id());
    String init =
        (folder.lib() == null ? "" : "lib=" + folder.lib() + ";")
            + "event="
            + event.id()
            + ";interval="
            + event.interval()
            + ";out="
            + prefix;
    String failure = jmh.profiledFork(benchmark, event, ForkProfiler.class, init);
    if (failure != null) {
      return StackProfile.missing(event, "the profiled fork failed: " + failure);
    }
    Path meta = prefix.resolveSibling(prefix.getFileName() + ".properties");
    Path stacks = prefix.resolveSibling(prefix.getFileName() + ".collapsed");
    Path recording = prefix.resolveSibling(prefix.getFileName() + ".jfr");
    try {
      Properties properties = new Properties();
      try (Reader in = Files.newBufferedReader(meta, StandardCharsets.UTF_8)) {
        properties.load(in);
      }
      String error = properties.getProperty("error");
      if (error != null) {
        return StackProfile.missing(event, error);
      }
      String fellBack = properties.getProperty("fellBack");
      if (fellBack != null) {
        listener.profilerFellBack(benchmark, event, folder.unavailable().orElse(fellBack));
      }
      return new StackProfile(
          properties.getProperty("profiler", StackProfile.ASYNC_PROFILER),
          event,
          properties.getProperty("sampled", event.id()),
          Long.parseLong(properties.getProperty("interval")),
          Long.parseLong(properties.getProperty("samples")),
          CollapsedStacks.parse(Files.readString(stacks, StandardCharsets.UTF_8)),
          null,
          kept(recording));
    } catch (IOException | RuntimeException e) {
      return StackProfile.missing(event, "the profiled fork left no readable profile: " + e);
    } finally {
      try {
        Files.deleteIfExists(meta);
        Files.deleteIfExists(stacks);
        Files.deleteIfExists(recording);
      } catch (IOException e) {
        // the folder goes when the run ends
      }
    }
  }

  /**
   * The JFR file a JFR-sampled fork left (async-profiler writes none), unless it is past {@link
   * JfrRecording#MAX_BYTES}; null if there is none.
   */
  private static JfrRecording kept(Path recording) throws IOException {
    if (!Files.isRegularFile(recording) || Files.size(recording) > JfrRecording.MAX_BYTES) {
      return null;
    }
    return new JfrRecording(Files.readAllBytes(recording));
  }
}
