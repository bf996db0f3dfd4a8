package dev.wirebench.app.profile;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.engine.profile.CollapsedStacks;
import dev.wirebench.engine.profile.JfrRecording;
import dev.wirebench.engine.profile.ProfileEvent;
import dev.wirebench.engine.profile.StackProfile;
import dev.wirebench.storage.StoredProfile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The profile view's Export: a flame graph page and collapsed stacks of any profile with stacks,
 * the JFR recording only where one is stored, written through the store's safe write, and the
 * outcome or the reason said in the message.
 */
class ProfileExportTest {
  private static final byte[] RECORDING = "FLR\0 a recording".getBytes(StandardCharsets.UTF_8);

  @TempDir Path dir;

  private final List<Throwable> unexpected = new ArrayList<>();
  private final ProfileExports exports =
      new ProfileExports() {
        @Override
        public Optional<JfrRecording> recording(long resultId, ProfileEvent event) {
          return resultId == 9 && event == ProfileEvent.CPU
              ? Optional.of(new JfrRecording(RECORDING))
              : Optional.empty();
        }

        @Override
        public void write(Path file, byte[] bytes) {
          try {
            Files.write(file, bytes);
          } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
          }
        }
      };

  private final ProfileViewModel model =
      new ProfileViewModel(
          Map.of(1L, profiles())::get, exports, TaskExecutor.inline(unexpected::add));

  private static List<StoredProfile> profiles() {
    List<StoredProfile> list = new ArrayList<>(ProfileViewModelTest.profiles());
    StackProfile jfr =
        new StackProfile(
            "jfr",
            ProfileEvent.CPU,
            "jdk.ExecutionSample",
            10_000_000,
            3,
            CollapsedStacks.parse("main;decode 3\n"),
            null);
    list.add(new StoredProfile(9, 1, "avro decode trade [avgt]", jfr, RECORDING.length));
    return list;
  }

  @Test
  void eachFormatIsOfferedWhereItExistsAndWritten() throws Exception {
    model.load(1);
    assertThat(model.canExport(ProfileFormat.FLAME_GRAPH)).isTrue();
    assertThat(model.canExport(ProfileFormat.JFR)).as("async-profiler wrote no .jfr").isFalse();
    assertThat(model.suggestedName(ProfileFormat.FLAME_GRAPH))
        .isEqualTo("json-decode-minimal-avgt-cpu.html");

    Path page = dir.resolve("flame.html");
    model.export(ProfileFormat.FLAME_GRAPH, page);
    assertThat(Files.readString(page)).contains("<canvas id=\"flame\">");
    assertThat(model.messageProperty().get())
        .isEqualTo(
            "Wrote " + page + " (json decode minimal [avgt] — cpu, Flame graph page (.html))");
    model.export(ProfileFormat.JFR, dir.resolve("none.jfr"));
    assertThat(dir.resolve("none.jfr")).doesNotExist();
    assertThat(model.messageProperty().get()).startsWith("Nothing to export as JFR recording");

    model.select(1); // a profiler that could not attach: nothing at all to export
    assertThat(model.canExport(ProfileFormat.COLLAPSED)).isFalse();

    model.select(2);
    assertThat(model.messageProperty().get()).endsWith(", jfr (its JFR recording is kept)");
    Path jfr = dir.resolve("avro.jfr");
    model.export(ProfileFormat.JFR, jfr);
    assertThat(Files.readAllBytes(jfr)).isEqualTo(RECORDING);
    Path stacks = dir.resolve("avro.txt");
    model.export(ProfileFormat.COLLAPSED, stacks);
    assertThat(CollapsedStacks.parse(Files.readString(stacks)))
        .isEqualTo(CollapsedStacks.parse("main;decode 3\n"));
    assertThat(unexpected).isEmpty();
  }

  @Test
  void anAllocationProfileListsItsSitesByBytes() {
    StackProfile alloc =
        new StackProfile(
            StackProfile.ASYNC_PROFILER,
            ProfileEvent.ALLOC,
            "alloc",
            524288,
            3,
            CollapsedStacks.parse(
                "main;Codec.decode;Reader.text;byte[]_[i] 3000000\n"
                    + "main;Codec.decode;java.math.BigDecimal_[i] 1000000\n"),
            null);
    ProfileViewModel allocs =
        new ProfileViewModel(
            Map.of(3L, List.of(new StoredProfile(4, 0, "json decode trade [avgt]", alloc)))::get,
            exports,
            TaskExecutor.inline(unexpected::add));
    allocs.load(3);
    assertThat(allocs.rows())
        .containsExactly(
            new ProfileRow("75.00", "3.0", "byte[]", "Reader.text"),
            new ProfileRow("25.00", "1.0", "java.math.BigDecimal", "Codec.decode"));
  }

  @Test
  void aFailedWriteSaysWhy() {
    model.load(1);
    Path nowhere = dir.resolve("no/such/dir/flame.html");
    ProfileViewModel failing =
        new ProfileViewModel(
            Map.of(1L, profiles())::get, ProfileExports.NONE, TaskExecutor.inline(unexpected::add));
    failing.load(1);
    failing.export(ProfileFormat.COLLAPSED, nowhere);
    assertThat(failing.messageProperty().get())
        .isEqualTo("Could not export to " + nowhere + ": no run database is open");
  }
}
