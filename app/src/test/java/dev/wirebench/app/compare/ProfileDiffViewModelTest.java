package dev.wirebench.app.compare;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.engine.profile.ProfileDiff;
import dev.wirebench.engine.profile.ProfileEvent;
import dev.wirebench.engine.profile.StackProfile;
import dev.wirebench.storage.StoredProfile;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javafx.scene.paint.Color;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Compare's differential profile, on synthetic stacks, with the inline executor. */
class ProfileDiffViewModelTest {
  private static final String JSON = "json decode minimal [avgt]";
  private static final String PROTO = "protobuf decode minimal [avgt]";

  private final Map<Long, List<StoredProfile>> store = new HashMap<>();
  private final List<Throwable> unexpected = new ArrayList<>();
  private final ProfileDiffViewModel model =
      new ProfileDiffViewModel(
          id -> store.getOrDefault(id, List.of()), TaskExecutor.inline(unexpected::add));

  @AfterEach
  void noSurprises() {
    assertThat(unexpected).isEmpty();
  }

  @Test
  void aFrameWhoseShareGrewIsTheBiggestMoverAndRedAndOneThatShrankBlue() {
    store.put(1L, List.of(stored(JSON, cpu(600, 400))));
    store.put(2L, List.of(stored(JSON, cpu(300, 700))));

    model.load(1, 2);

    assertThat(model.choices()).containsExactly(JSON + " — cpu");
    ProfileDiff.Mover top = model.movers().get(0);
    assertThat(top.change()).isNotEqualTo(ProfileDiff.Change.WITHIN_NOISE);
    assertThat(model.movers())
        .filteredOn(m -> m.frame().equals("Reader.allocate"))
        .singleElement()
        .satisfies(m -> assertThat(m.change()).isEqualTo(ProfileDiff.Change.GREW));
    assertThat(model.movers())
        .filteredOn(m -> m.frame().equals("Reader.parse"))
        .singleElement()
        .satisfies(m -> assertThat(m.change()).isEqualTo(ProfileDiff.Change.SHRANK));
    // the same maths as `wirebench profile A --diff B`
    ProfileDiff.Result cli = ProfileDiff.of(cpu(600, 400), cpu(300, 700));
    assertThat(model.movers()).containsExactlyElementsOf(cli.movers());
    assertThat(model.messageProperty().get()).startsWith("A: cpu").doesNotContain("too few");

    ProfileDiffViewModel.DiffShown shown = model.shownProperty().get();
    DiffColours colours = new DiffColours(shown.diff());
    Color grown = colours.apply(box(shown, "Reader.allocate"));
    Color shrunk = colours.apply(box(shown, "Reader.parse"));
    assertThat(grown.getRed()).isGreaterThan(grown.getBlue());
    assertThat(shrunk.getBlue()).isGreaterThan(shrunk.getRed());
    assertThat(colours.apply(box(shown, "Codec.decode"))).isEqualTo(DiffColours.NOISE);
  }

  @Test
  void aSideWithTooFewSamplesSaysSoAndColoursNothing() {
    store.put(1L, List.of(stored(JSON, cpu(30, 20))));
    store.put(2L, List.of(stored(JSON, cpu(300, 700))));

    model.load(1, 2);

    assertThat(model.messageProperty().get())
        .contains("Too few samples to support a difference (A has 50; at least 100 each)");
    assertThat(model.movers())
        .isNotEmpty()
        .allMatch(m -> m.change() == ProfileDiff.Change.WITHIN_NOISE);
    ProfileDiffViewModel.DiffShown shown = model.shownProperty().get();
    assertThat(new DiffColours(shown.diff()).apply(box(shown, "Reader.allocate")))
        .isEqualTo(DiffColours.NOISE);
  }

  @Test
  void aBenchmarkProfiledInOneRunOnlySaysNoProfileStoredOnTheOtherSide() {
    store.put(1L, List.of(stored(JSON, cpu(600, 400))));
    store.put(
        2L,
        List.of(
            stored(JSON, StackProfile.missing(ProfileEvent.CPU, "perf_event_paranoid is 4")),
            stored(PROTO, cpu(100, 100))));

    model.load(1, 2);

    assertThat(model.choices()).containsExactly(JSON + " — cpu", PROTO + " — cpu");
    assertThat(model.messageProperty().get())
        .isEqualTo("No profile stored in B: perf_event_paranoid is 4");
    assertThat(model.shownProperty().get()).isNull();
    assertThat(model.movers()).isEmpty();

    model.focus(PROTO); // picked in Compare's table
    assertThat(model.selectedProperty().get()).isEqualTo(1);
    assertThat(model.messageProperty().get())
        .isEqualTo("No profile stored in A for this benchmark and event.");
    model.focus("sbe decode minimal [avgt]"); // profiled in neither run: the view stays
    assertThat(model.selectedProperty().get()).isEqualTo(1);
  }

  @Test
  void runsWithoutProfilesSayWhereProfilesComeFrom() {
    model.load(1, 2);

    assertThat(model.choices()).isEmpty();
    assertThat(model.messageProperty().get()).startsWith("Neither run has profiles");
  }

  /** 1000 × the codec's decode: {@code parse} samples in parse, {@code allocate} in allocate. */
  private static StackProfile cpu(long parse, long allocate) {
    return new StackProfile(
        StackProfile.ASYNC_PROFILER,
        ProfileEvent.CPU,
        "cpu",
        1_000_000L,
        parse + allocate,
        List.of(
            new StackProfile.Stack(List.of("Thread.run", "Codec.decode", "Reader.parse"), parse),
            new StackProfile.Stack(
                List.of("Thread.run", "Codec.decode", "Reader.allocate"), allocate)),
        null);
  }

  private static StoredProfile stored(String result, StackProfile profile) {
    return new StoredProfile(1, 0, result, profile);
  }

  private static dev.wirebench.app.profile.FlameLayout.Box box(
      ProfileDiffViewModel.DiffShown shown, String name) {
    return shown.layout().boxes().stream()
        .filter(b -> b.name().equals(name))
        .findFirst()
        .orElseThrow();
  }
}
