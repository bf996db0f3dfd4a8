package dev.wirebench.storage;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.profile.CollapsedStacks;
import dev.wirebench.engine.profile.JfrRecording;
import dev.wirebench.engine.profile.ProfileEvent;
import dev.wirebench.engine.profile.StackProfile;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Profiles stored with their results come back equal from SQLite and PostgreSQL, travel with a run
 * pushed to a team store and pulled back, go with a deleted run, and a missing profile keeps why.
 */
class StoredProfilesTest {
  @TempDir java.nio.file.Path dir;

  static StackProfile cpu() {
    return new StackProfile(
        StackProfile.ASYNC_PROFILER,
        ProfileEvent.CPU,
        "itimer",
        1_000_000,
        6,
        CollapsedStacks.parse("main;decode;parse 4\nmain;decode;copy 1\nmain;gc 1\n"),
        null);
  }

  /** A bigger profile: many stacks sharing frames, as a real one does. */
  static StackProfile alloc() {
    List<StackProfile.Stack> stacks = new ArrayList<>();
    for (int i = 0; i < 500; i++) {
      stacks.add(
          new StackProfile.Stack(
              List.of(
                  "java.lang.Thread.run", "Codec.decode", "Reader.field" + (i % 37), "byte[]_[i]"),
              1024L * (i + 1)));
    }
    return new StackProfile(
        StackProfile.ASYNC_PROFILER, ProfileEvent.ALLOC, "alloc", 524288, 500, stacks, null);
  }

  /** A JFR-sampled profile with the recording it was read from (bytes of any content here). */
  static StackProfile jfrCpu() {
    byte[] recording = new byte[40_000];
    for (int i = 0; i < recording.length; i++) {
      recording[i] = (byte) (i * 31 + i / 256);
    }
    return new StackProfile(
            "jfr",
            ProfileEvent.CPU,
            "jdk.ExecutionSample",
            10_000_000,
            2,
            CollapsedStacks.parse("main;decode 2\n"),
            null)
        .withRecording(new JfrRecording(recording));
  }

  private static long profiledRun(RunStore store) {
    long run = store.startRun(RunKind.BENCH, "profiled", null, TestResults.environment("17"));
    long first = store.addResult(run, TestResults.bench("json", "decode", 1390.5));
    long second = store.addResult(run, TestResults.bench("cbor", "decode", 900.0));
    store.profiles().add(first, List.of(cpu(), alloc()));
    store
        .profiles()
        .add(
            second,
            List.of(StackProfile.missing(ProfileEvent.CPU, "async-profiler could not start: x")));
    long third = store.addResult(run, TestResults.bench("avro", "decode", 700.0));
    store.profiles().add(third, List.of(jfrCpu()));
    store.finishRun(run, RunStatus.COMPLETE);
    return run;
  }

  private static void assertProfiles(RunStore store, List<StoredProfile> stored) {
    assertThat(stored).extracting(StoredProfile::seq).containsExactly(0, 0, 1, 2);
    assertThat(stored.get(0).profile()).isEqualTo(cpu());
    assertThat(stored.get(1).profile()).isEqualTo(alloc());
    assertThat(stored.get(0).result()).isEqualTo("json decode snapshot-20x20 [avgt]");
    assertThat(stored.get(2).profile().present()).isFalse();
    assertThat(stored.get(2).profile().note()).isEqualTo("async-profiler could not start: x");
    // a recording is sized in the list, read whole only when asked for
    StoredProfile jfr = stored.get(3);
    assertThat(jfr.profile().recording()).isNull();
    assertThat(jfr.profile().withRecording(jfrCpu().recording())).isEqualTo(jfrCpu());
    assertThat(jfr.recordingBytes()).isEqualTo(40_000);
    assertThat(store.profiles().recording(jfr.resultId(), ProfileEvent.CPU))
        .contains(jfrCpu().recording());
    assertThat(stored.subList(0, 3)).noneMatch(StoredProfile::hasRecording);
    assertThat(store.profiles().recording(stored.get(0).resultId(), ProfileEvent.CPU)).isEmpty();
  }

  @Test
  void profilesRoundTripThroughSqliteAndGoWithTheirRun() {
    try (RunStore store = RunStore.open(dir.resolve("runs.db"))) {
      long run = profiledRun(store);

      assertProfiles(store, store.profiles().byRun(run));

      store.deleteRun(run);
      assertThat(TableCounts.of(dir.resolve("runs.db"))).containsEntry("result_profiles", 0L);
    }
  }

  @Test
  void profilesRoundTripThroughPostgresAndTravelWithPushAndPull() {
    String team = TestPostgres.newDatabase();
    try (RunStore local = RunStore.open(dir.resolve("local.db"));
        RunStore shared = RunStore.open(team);
        RunStore elsewhere = RunStore.open(dir.resolve("elsewhere.db"))) {
      long run = profiledRun(local);

      long teamId = new RunTransfer(local, shared).copy(List.of(run), c -> {}).get(0).targetId();
      long pulled =
          new RunTransfer(shared, elsewhere).copy(List.of(teamId), c -> {}).get(0).targetId();

      assertProfiles(shared, shared.profiles().byRun(teamId));
      assertProfiles(elsewhere, elsewhere.profiles().byRun(pulled));
      assertThat(TableCounts.of(team)).containsEntry("result_profiles", 4L);
      long direct = profiledRun(shared);
      assertProfiles(shared, shared.profiles().byRun(direct));
    }
  }

  @Test
  void theBlobInternsFramesAndStaysSmall() {
    StackProfile alloc = alloc();

    byte[] blob = ProfileBlob.encode(alloc.stacks());

    assertThat(ProfileBlob.frameCount(alloc.stacks())).isEqualTo(3 + 37);
    assertThat(ProfileBlob.decode(blob)).isEqualTo(alloc.stacks());
    assertThat(blob.length).isLessThan(CollapsedStacks.format(alloc.stacks()).length() / 5);
  }
}
