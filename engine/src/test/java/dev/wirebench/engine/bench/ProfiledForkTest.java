package dev.wirebench.engine.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.profile.HotFrames;
import dev.wirebench.engine.profile.ProfileEvent;
import dev.wirebench.engine.profile.StackProfile;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.engine.run.CancelToken;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import jdk.jfr.consumer.RecordingFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Real profiled forks: after the measured fork, one fork per event under async-profiler, whose
 * stacks arrive after the result, whose iterations never reach the progress (its scores are not
 * kept), and whose temp folder is gone when the run ends; where async-profiler's library will not
 * load, JFR samples instead and the listener hears why.
 */
class ProfiledForkTest {
  private static final Path TMP = Path.of(System.getProperty("java.io.tmpdir"));

  @Test
  void cpuAndAllocProfilesArriveAfterTheMeasuredForkAndTheirFolderIsGone() throws IOException {
    List<Path> before = profilerFolders();
    Heard heard = new Heard();
    BenchOutcome outcome =
        TinyPlans.engine()
            .run(
                TinyPlans.jmh()
                    .codecs("json")
                    .fixtures("minimal")
                    .operations(Operation.DECODE)
                    .measurement(IterationSpec.of(1, Duration.ofMillis(300)))
                    .profiles(EnumSet.of(ProfileEvent.CPU, ProfileEvent.ALLOC))
                    .build(),
                heard,
                new CancelToken());

    assertThat(outcome.status()).isEqualTo(RunStatus.COMPLETE);
    assertThat(outcome.results()).hasSize(1);
    // only the measured fork's warm-up and measurement reach the progress
    assertThat(heard.iterations).isEqualTo(2);
    // each profiled fork's iterations move the ETA on (one warm-up and one measurement each)
    assertThat(heard.profileProgress).containsExactly("cpu", "cpu", "alloc", "alloc");
    assertThat(heard.started).containsExactly(ProfileEvent.CPU, ProfileEvent.ALLOC);
    assertThat(heard.events).containsExactly("finished", "profiled");
    StackProfile cpu = heard.profiles.get(0);
    assertThat(cpu.note()).isNull();
    assertThat(cpu.sampled()).isIn("cpu", "itimer");
    assertThat(cpu.recording()).as("async-profiler's stacks are their own source").isNull();
    assertThat(cpu.samples()).isPositive();
    assertThat(HotFrames.of(cpu))
        .extracting(HotFrames.Frame::frame)
        .anyMatch(f -> f.contains("Json"));
    StackProfile alloc = heard.profiles.get(1);
    assertThat(alloc.note()).isNull();
    assertThat(alloc.event()).isEqualTo(ProfileEvent.ALLOC);
    assertThat(alloc.total()).isPositive();
    assertThat(HotFrames.allocationSites(alloc)).isNotEmpty();
    assertThat(profilerFolders()).containsExactlyInAnyOrderElementsOf(before);
  }

  @Test
  void aRunCancelledInItsProfiledForkKeepsItsResultAndLeavesNoProfilerFiles() throws IOException {
    List<Path> before = profilerFolders();
    CancelToken cancel = new CancelToken();
    Heard heard =
        new Heard() {
          @Override
          public synchronized void profileStarted(BenchmarkCase benchmark, ProfileEvent event) {
            super.profileStarted(benchmark, event);
            cancel.cancel();
          }
        };

    BenchOutcome outcome =
        TinyPlans.engine()
            .run(
                TinyPlans.jmh()
                    .codecs("json")
                    .fixtures("minimal")
                    .operations(Operation.DECODE)
                    .profiles(Set.of(ProfileEvent.CPU))
                    .build(),
                heard,
                cancel);

    assertThat(outcome.cancelled()).isTrue();
    assertThat(outcome.results()).hasSize(1);
    assertThat(heard.events).containsExactly("finished");
    assertThat(profilerFolders()).containsExactlyInAnyOrderElementsOf(before);
  }

  @Test
  void aLibraryThatWillNotLoadFallsBackToJfrAndSaysWhy(@TempDir Path dir) throws IOException {
    BenchmarkPlan plan =
        TinyPlans.jmh()
            .codecs("json")
            .fixtures("minimal")
            .operations(Operation.DECODE)
            .measurement(IterationSpec.of(1, Duration.ofMillis(300)))
            .profiles(Set.of(ProfileEvent.CPU))
            .build();
    PreparedPlan prepared = TinyPlans.engine().prepare(plan);
    CancelToken cancel = new CancelToken();
    Heard heard = new Heard();
    JmhCaseRunner jmh = new JmhCaseRunner(prepared, heard, cancel, new EtaClock(new double[] {1}));
    ProfilerFolder folder = ProfilerFolder.at(dir, dir.resolve("libmissing.so"));

    List<StackProfile> profiles =
        new ProfiledForks(prepared, jmh, heard, cancel, folder).run(prepared.cases().get(0), 0);

    assertThat(profiles).hasSize(1);
    StackProfile cpu = profiles.get(0);
    assertThat(cpu.note()).isNull();
    assertThat(cpu.profiler()).isEqualTo("jfr");
    assertThat(cpu.sampled()).isEqualTo("jdk.ExecutionSample");
    assertThat(cpu.samples()).isPositive();
    assertThat(HotFrames.of(cpu))
        .extracting(HotFrames.Frame::frame)
        .anyMatch(f -> f.contains("Json"));
    assertThat(heard.fellBack)
        .singleElement()
        .asString()
        .startsWith("cpu: async-profiler could not start")
        .contains("libmissing.so");
    try (Stream<Path> left = Files.list(dir)) {
      assertThat(left).as("the fork's files are read and deleted").isEmpty();
    }
    // the recording the stacks came from is kept, and holds exactly the samples counted
    Path kept = Files.write(dir.resolve("kept.jfr"), cpu.recording().bytes());
    assertThat(
            RecordingFile.readAllEvents(kept).stream()
                .filter(e -> e.getEventType().getName().equals("jdk.ExecutionSample"))
                .filter(e -> e.getStackTrace() != null)
                .count())
        .isEqualTo(cpu.samples());
  }

  @Test
  void theLibraryPropertyPointingAtAMissingFileMakesJfrProfileCpuAndAllocations()
      throws IOException {
    List<Path> before = profilerFolders();
    Heard heard = new Heard();
    System.setProperty(ProfilerFolder.LIB_PROPERTY, "/nonexistent/libasyncProfiler.so");
    BenchOutcome outcome;
    try {
      outcome =
          TinyPlans.engine()
              .run(
                  TinyPlans.jmh()
                      .codecs("json")
                      .fixtures("minimal")
                      .operations(Operation.DECODE)
                      .measurement(IterationSpec.of(1, Duration.ofMillis(300)))
                      .profiles(EnumSet.of(ProfileEvent.CPU, ProfileEvent.ALLOC))
                      .build(),
                  heard,
                  new CancelToken());
    } finally {
      System.clearProperty(ProfilerFolder.LIB_PROPERTY);
    }

    assertThat(outcome.status()).isEqualTo(RunStatus.COMPLETE);
    assertThat(heard.events).containsExactly("finished", "profiled");
    assertThat(heard.profiles).extracting(StackProfile::profiler).containsOnly("jfr");
    assertThat(heard.profiles).extracting(StackProfile::note).containsOnlyNulls();
    StackProfile alloc = heard.profiles.get(1);
    assertThat(alloc.sampled()).isEqualTo("jdk.ObjectAllocationSample");
    assertThat(alloc.total()).isPositive();
    assertThat(HotFrames.allocationSites(alloc)).isNotEmpty();
    assertThat(alloc.describe()).startsWith("alloc (event jdk.ObjectAllocationSample), ");
    // the allocated type is the leaf, as in async-profiler's stacks: a class, not a method frame
    assertThat(HotFrames.allocationSites(alloc))
        .extracting(HotFrames.AllocationSite::type)
        .noneMatch(type -> type.contains("/"));
    assertThat(heard.fellBack)
        .hasSize(2)
        .allMatch(why -> why.contains("/nonexistent/libasyncProfiler.so"));
    assertThat(profilerFolders()).containsExactlyInAnyOrderElementsOf(before);
  }

  private static List<Path> profilerFolders() throws IOException {
    try (Stream<Path> files = Files.list(TMP)) {
      return files
          .filter(p -> p.getFileName().toString().startsWith(ProfilerFolder.PREFIX))
          .toList();
    }
  }

  private static class Heard implements BenchmarkListener {
    final List<String> events = new ArrayList<>();
    final List<ProfileEvent> started = new ArrayList<>();
    final List<StackProfile> profiles = new ArrayList<>();
    final List<String> fellBack = new ArrayList<>();
    int iterations;
    final List<String> profileProgress = new ArrayList<>();

    @Override
    public synchronized void profileProgress(
        BenchmarkCase benchmark, ProfileEvent event, Duration eta) {
      assertThat(eta.isNegative()).isFalse();
      profileProgress.add(event.id());
    }

    @Override
    public synchronized void profilerFellBack(
        BenchmarkCase benchmark, ProfileEvent event, String why) {
      fellBack.add(event.id() + ": " + why);
    }

    @Override
    public synchronized void iteration(IterationProgress progress) {
      iterations++;
    }

    @Override
    public synchronized void benchmarkFinished(dev.wirebench.engine.result.BenchResult result) {
      events.add("finished");
    }

    @Override
    public synchronized void profileStarted(BenchmarkCase benchmark, ProfileEvent event) {
      started.add(event);
    }

    @Override
    public synchronized void profiled(BenchmarkCase benchmark, List<StackProfile> profiles) {
      events.add("profiled");
      this.profiles.addAll(profiles);
    }
  }
}
