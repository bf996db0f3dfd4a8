package dev.wirebench.app.profile;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.engine.profile.CollapsedStacks;
import dev.wirebench.engine.profile.ProfileEvent;
import dev.wirebench.engine.profile.StackProfile;
import dev.wirebench.storage.StoredProfile;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The profile view's model with the inline executor and a fake source: choices, search, notes. */
class ProfileViewModelTest {
  static final String STACKS =
      "java.lang.Thread.run;dev/wirebench/engine/workload/Workload.decode;"
          + "dev/wirebench/engine/codec/json/JsonCodec.decode;com/fasterxml/jackson/Parser.parse 60\n"
          + "java.lang.Thread.run;dev/wirebench/engine/workload/Workload.decode;"
          + "dev/wirebench/engine/codec/json/JsonCodec.decode;java/util/HashMap.put 30\n"
          + "clone3;start_thread;CompileBroker::compiler_thread_loop 10\n";

  static List<StoredProfile> profiles() {
    StackProfile cpu =
        new StackProfile(
            StackProfile.ASYNC_PROFILER,
            ProfileEvent.CPU,
            "itimer",
            1_000_000,
            100,
            CollapsedStacks.parse(STACKS),
            null);
    StackProfile alloc =
        StackProfile.missing(ProfileEvent.ALLOC, "async-profiler could not start: x");
    return List.of(
        new StoredProfile(7, 0, "json decode minimal [avgt]", cpu),
        new StoredProfile(7, 0, "json decode minimal [avgt]", alloc));
  }

  private final List<Throwable> unexpected = new ArrayList<>();
  private final ProfileViewModel model =
      new ProfileViewModel(
          Map.of(1L, profiles(), 2L, List.<StoredProfile>of())::get,
          TaskExecutor.inline(unexpected::add));

  @Test
  void loadingARunOffersEachBenchmarkAndEventAndShowsTheFirst() {
    model.load(1);

    assertThat(model.choices())
        .containsExactly("json decode minimal [avgt] — cpu", "json decode minimal [avgt] — alloc");
    assertThat(model.layoutProperty().get().root().value()).isEqualTo(100);
    assertThat(model.messageProperty().get())
        .startsWith("cpu (event itimer: perf events refused), every 1 ms, 100 samples");
    // the hot frames as `wirebench profile` lists them: by self share, with the total share
    assertThat(model.rows())
        .startsWith(
            new ProfileRow("60.00", "60.00", "com/fasterxml/jackson/Parser.parse", ""),
            new ProfileRow("30.00", "30.00", "java/util/HashMap.put", ""),
            new ProfileRow("10.00", "10.00", "CompileBroker::compiler_thread_loop", ""));
    assertThat(model.rows())
        .contains(
            new ProfileRow(
                "0.00", "90.00", "dev/wirebench/engine/codec/json/JsonCodec.decode", ""));
    model.select(1);
    assertThat(model.rows()).as("no stacks, no rows").isEmpty();
    assertThat(unexpected).isEmpty();
  }

  @Test
  void aSearchSaysTheShareItMatchesCountingNestedMatchesOnce() {
    model.load(1);

    model.searchProperty().set("json");
    assertThat(model.matchedProperty().get()).isEqualTo("matched 90.00 %");
    model.searchProperty().set("Workload|JsonCodec");
    assertThat(model.matchedProperty().get()).isEqualTo("matched 90.00 %");
    model.searchProperty().set("Compile(");
    assertThat(model.patternProperty().get().pattern()).isEqualTo("\\QCompile(\\E");
    assertThat(model.matchedProperty().get()).isEqualTo("matched 0.00 %");
    model.searchProperty().set("");
    assertThat(model.matchedProperty().get()).isEmpty();
  }

  @Test
  void aMissingProfileAndARunWithoutProfilesSayWhy() {
    model.load(1);
    model.select(1);
    assertThat(model.layoutProperty().get()).isNull();
    assertThat(model.messageProperty().get())
        .isEqualTo("No profile: async-profiler could not start: x");

    model.load(2);
    assertThat(model.choices()).isEmpty();
    assertThat(model.messageProperty().get()).startsWith("This run has no profiles.");
  }

  @Test
  void framesAreToldApartAsOwnJavaOrNativeCode() {
    assertThat(FlameLayout.kind("dev/wirebench/engine/codec/json/JsonCodec.decode"))
        .isEqualTo(FlameLayout.Kind.OWN);
    assertThat(FlameLayout.kind("java/util/HashMap.put")).isEqualTo(FlameLayout.Kind.JAVA);
    assertThat(FlameLayout.kind("java.lang.Thread.run")).isEqualTo(FlameLayout.Kind.JAVA);
    assertThat(FlameLayout.kind("CompileBroker::compiler_thread_loop"))
        .isEqualTo(FlameLayout.Kind.NATIVE);
    assertThat(FlameLayout.kind("clear_page_erms_[k]")).isEqualTo(FlameLayout.Kind.NATIVE);
  }
}
