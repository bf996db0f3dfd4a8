package dev.wirebench.app.inspect;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import dev.wirebench.app.inspect.HexRuns.Layer;
import dev.wirebench.app.inspect.HexRuns.Marks;
import dev.wirebench.app.inspect.HexRuns.Run;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.SpanKind;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What a hex row draws: runs of alike bytes for tints, the hover underline and the texts. */
class HexRunsTest {
  /** 20 bytes: a 2-byte tag, a 12-byte value, a 6-byte value; one byte not printable. */
  private static final PayloadLayout LAYOUT =
      PayloadLayout.of(
          "{\"price\":\"18\u0001x.52\"}!".getBytes(StandardCharsets.ISO_8859_1),
          List.of(
              FieldSpan.leaf("a", 0, 2, SpanKind.TAG, "t"),
              FieldSpan.leaf("b", 2, 12, SpanKind.VALUE, "v"),
              FieldSpan.leaf("c", 14, 6, SpanKind.VALUE, "w")));

  private static final Marks NONE = new Marks(at -> false, at -> false, at -> false);

  @Test
  void alikeBytesMakeOneTintAndTheHexColumnBreaksAtTheMiddleOfTheRow() {
    List<Run> tints = layer(HexRuns.of(LAYOUT, 0, 16, NONE), Layer.TINT, false);

    // the two value spans touch and look alike: one tint, cut only at byte 8 (the row's gap)
    assertThat(tints)
        .containsExactly(
            new Run(Layer.TINT, false, 0, 2, "kind-tag", null),
            new Run(Layer.TINT, false, 2, 8, "kind-value", null),
            new Run(Layer.TINT, false, 8, 16, "kind-value", null));
    assertThat(layer(HexRuns.of(LAYOUT, 0, 16, NONE), Layer.TINT, true))
        .containsExactly(
            new Run(Layer.TINT, true, 0, 2, "kind-tag", null),
            new Run(Layer.TINT, true, 2, 16, "kind-value", null));
  }

  @Test
  void textsWriteEachByteOnceInHexAndAscii() {
    List<Run> runs = HexRuns.of(LAYOUT, 0, 16, NONE);

    assertThat(layer(runs, Layer.TEXT, false))
        .extracting(Run::text)
        .containsExactly("7B 22 70 72 69 63 65 22", "3A 22 31 38 01 78 2E 35");
    assertThat(layer(runs, Layer.TEXT, true))
        .extracting(Run::text)
        .containsExactly("{\"price\":\"18·x.5");
    assertThat(layer(runs, Layer.UNDERLINE, false)).isEmpty();
  }

  @Test
  void theSelectionWinsOverChangedAndKindAndItsTextIsWrittenApart() {
    Marks marks = new Marks(at -> at >= 4 && at < 6, at -> at >= 5 && at < 7, at -> at == 5);

    List<Run> runs = HexRuns.of(LAYOUT, 0, 16, marks);

    assertThat(layer(runs, Layer.TINT, false))
        .startsWith(
            new Run(Layer.TINT, false, 0, 2, "kind-tag", null),
            new Run(Layer.TINT, false, 2, 4, "kind-value", null),
            new Run(Layer.TINT, false, 4, 6, "selected", null),
            new Run(Layer.TINT, false, 6, 8, "kind-value", null));
    assertThat(layer(runs, Layer.TEXT, false))
        .extracting(Run::from, Run::to, Run::style, Run::text)
        .startsWith(
            tuple(0, 4, "plain", "7B 22 70 72"),
            tuple(4, 5, "selected", "69"),
            tuple(5, 6, "selected-changed", "63"),
            tuple(6, 8, "plain", "65 22"));
    assertThat(layer(runs, Layer.UNDERLINE, true))
        .containsExactly(new Run(Layer.UNDERLINE, true, 5, 7, "hovered", null));
  }

  @Test
  void theLastRowHoldsOnlyTheBytesLeft() {
    List<Run> runs = HexRuns.of(LAYOUT, 16, 16, NONE);

    assertThat(HexRuns.count(LAYOUT, 16, 16)).isEqualTo(4);
    assertThat(runs).allSatisfy(run -> assertThat(run.to()).isLessThanOrEqualTo(4));
    assertThat(layer(runs, Layer.TEXT, false)).extracting(Run::text).containsExactly("32 22 7D 21");
    assertThat(HexRuns.describe(LAYOUT, 16, 16)).isEqualTo("00000010  32 22 7D 21  2\"}!");
  }

  @Test
  void offsetsAndBytesAreUpperCaseHex() {
    assertThat(HexRuns.offset(0)).isEqualTo("00000000");
    assertThat(HexRuns.offset(0x1A0)).isEqualTo("000001A0");
    assertThat(HexRuns.offset(Integer.MAX_VALUE)).isEqualTo("7FFFFFFF");
    PayloadLayout all = PayloadLayout.of(new byte[] {0, 0x0F, (byte) 0xA5, (byte) 0xFF}, List.of());
    assertThat(layer(HexRuns.of(all, 0, 16, NONE), Layer.TEXT, false))
        .extracting(Run::text)
        .containsExactly("00 0F A5 FF");
  }

  @Test
  void aNarrowRowBreaksItsHexRunsAfterFourBytes() {
    List<Run> tints = layer(HexRuns.of(LAYOUT, 8, 8, NONE), Layer.TINT, false);

    assertThat(tints)
        .containsExactly(
            new Run(Layer.TINT, false, 0, 4, "kind-value", null),
            new Run(Layer.TINT, false, 4, 8, "kind-value", null));
  }

  private static List<Run> layer(List<Run> runs, Layer layer, boolean ascii) {
    return runs.stream().filter(r -> r.layer() == layer && r.ascii() == ascii).toList();
  }
}
