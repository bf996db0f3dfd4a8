package dev.wirebench.engine.profile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Hot frames, allocation sites and the differential profile on synthetic stacks. */
class ProfileMathsTest {
  private static StackProfile cpu(long samples, String collapsed) {
    return new StackProfile(
        StackProfile.ASYNC_PROFILER,
        ProfileEvent.CPU,
        "itimer",
        1_000_000,
        samples,
        CollapsedStacks.parse(collapsed),
        null);
  }

  @Test
  void selfCountsTheLeafAndTotalCountsARecursiveFrameOncePerStack() {
    StackProfile profile = cpu(100, "main;a;b 60\nmain;a;a 30\nmain;c 10\n");

    List<HotFrames.Frame> frames = HotFrames.of(profile);

    assertThat(frames.get(0).frame()).isEqualTo("b");
    assertThat(frames.get(0).selfShare()).isCloseTo(0.6, within(1e-9));
    HotFrames.Frame a =
        frames.stream().filter(f -> f.frame().equals("a")).findFirst().orElseThrow();
    assertThat(a.self()).isEqualTo(30);
    assertThat(a.total()).isEqualTo(90);
    assertThat(
            frames.stream()
                .filter(f -> f.frame().equals("main"))
                .findFirst()
                .orElseThrow()
                .totalShare())
        .isEqualTo(1.0);
  }

  @Test
  void allocationSitesGroupByAllocatingFrameAndTypeWithoutTheSuffix() {
    StackProfile alloc =
        new StackProfile(
            StackProfile.ASYNC_PROFILER,
            ProfileEvent.ALLOC,
            "alloc",
            524288,
            3,
            CollapsedStacks.parse(
                "main;Parser.read;byte[]_[i] 4096\nmain;Parser.read;byte[]_[k] 1024\nmain;X.y;java.lang.String_[i] 512\n"),
            null);

    List<HotFrames.AllocationSite> sites = HotFrames.allocationSites(alloc);

    assertThat(sites.get(0))
        .isEqualTo(new HotFrames.AllocationSite("Parser.read", "byte[]", 5120, 5120 / 5632.0));
    assertThat(sites.get(1).type()).isEqualTo("java.lang.String");
  }

  @Test
  void aFrameGrowsOnlyWhenTheWilsonIntervalsOfItsSharesDoNotOverlap() {
    StackProfile a = cpu(10_000, "main;decode;parse 5000\nmain;decode;copy 5000\n");
    StackProfile b =
        cpu(10_000, "main;decode;parse 7000\nmain;decode;copy 2950\nmain;decode;noise 50\n");

    ProfileDiff.Result diff = ProfileDiff.of(a, b);

    assertThat(diff.tooFew()).isNull();
    ProfileDiff.Mover top = diff.movers().get(0);
    assertThat(top.frame()).isIn("parse", "copy");
    assertThat(diff.movers())
        .filteredOn(m -> m.frame().equals("parse"))
        .singleElement()
        .satisfies(
            m -> {
              assertThat(m.delta()).isCloseTo(0.2, within(1e-9));
              assertThat(m.change()).isEqualTo(ProfileDiff.Change.GREW);
            });
    assertThat(diff.movers())
        .filteredOn(m -> m.frame().equals("copy"))
        .singleElement()
        .extracting(ProfileDiff.Mover::change)
        .isEqualTo(ProfileDiff.Change.SHRANK);
    assertThat(diff.movers())
        .filteredOn(m -> m.frame().equals("main"))
        .singleElement()
        .extracting(ProfileDiff.Mover::change)
        .isEqualTo(ProfileDiff.Change.WITHIN_NOISE);
  }

  @Test
  void aSmallChangeOnFewSamplesIsWithinNoiseAndTooFewSamplesSupportNothing() {
    StackProfile a = cpu(400, "main;parse 200\nmain;copy 200\n");
    StackProfile b = cpu(400, "main;parse 220\nmain;copy 180\n");
    assertThat(ProfileDiff.of(a, b).movers())
        .allMatch(m -> m.change() == ProfileDiff.Change.WITHIN_NOISE);

    StackProfile few = cpu(50, "main;parse 50\n");
    ProfileDiff.Result diff = ProfileDiff.of(a, few);
    assertThat(diff.tooFew()).contains("B has 50").contains("at least 100");
    assertThat(diff.movers()).allMatch(m -> m.change() == ProfileDiff.Change.WITHIN_NOISE);
  }

  @Test
  void aLambdaIsTheSameFrameInTwoJvmsWhateverItsNumberAndAddress() {
    StackProfile a = cpu(1000, "main;Reader$$Lambda$228.0x00007fbe58233b38.read 1000\n");
    StackProfile b = cpu(1000, "main;Reader$$Lambda$231.0x00007f52c0233b38.read 990\nmain;x 10\n");
    StackProfile jdk21 = cpu(1000, "main;Reader$$Lambda/0x00007f52c0233b38.read 1000\n");

    assertThat(ProfileDiff.of(a, b).movers())
        .filteredOn(m -> m.frame().equals("Reader$$Lambda.read"))
        .singleElement()
        .satisfies(m -> assertThat(m.delta()).isCloseTo(-0.01, within(1e-9)));
    assertThat(ProfileDiff.normalized(jdk21).stacks().get(0).frames())
        .containsExactly("main", "Reader$$Lambda.read");
  }

  @Test
  void wilsonIntervalMatchesTheTextbookValue() {
    double[] interval = ProfileDiff.wilson(0.5, 100);
    assertThat(interval[0]).isCloseTo(0.4038, within(1e-4));
    assertThat(interval[1]).isCloseTo(0.5962, within(1e-4));
  }

  @Test
  void collapsedTextRoundTripsAndABadLineIsNamed() {
    String text = "a;b c;d 3\na 1\n";
    assertThat(CollapsedStacks.format(CollapsedStacks.parse(text))).isEqualTo(text);
    assertThat(CollapsedStacks.parse(text).get(0).frames()).containsExactly("a", "b c", "d");
    assertThatThrownBy(() -> CollapsedStacks.parse("a 1\nb;c\n")).hasMessageContaining("line 2");
  }

  @Test
  void theFlameGraphPageIsSelfContainedAndEscapesFrames() {
    StackProfile profile = cpu(3, "main;<init>\"x\" 2\nmain;b 1\n");

    String page = FlameGraphHtml.of("json <decode>", profile);

    assertThat(page).doesNotContain("http://", "https://", "<script src", "<link");
    assertThat(page).contains("json &lt;decode&gt;");
    assertThat(page).contains("\\u003cinit\\u003e\\\"x\\\"");
    assertThat(page).contains("const tree = [0,3,[1,3,");
    assertThat(FrameTree.of(profile).size()).isEqualTo(4);
  }
}
