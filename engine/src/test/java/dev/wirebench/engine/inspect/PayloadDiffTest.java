package dev.wirebench.engine.inspect;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.codec.Codec;
import dev.wirebench.engine.codec.Codecs;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.json.JsonCodec;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.inspect.PayloadDiff.Run;
import dev.wirebench.engine.model.Message;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class PayloadDiffTest {
  private static final FixtureLoader LOADER = FixtureLoader.bundled();

  @Test
  void identicalPayloadsHaveNoMarks() {
    byte[] bytes = "8=FIX.4.4|35=D|".getBytes(StandardCharsets.US_ASCII);
    assertThat(PayloadDiff.bytes(bytes, bytes.clone()).identical()).isTrue();
  }

  @Test
  void anInsertedByteMarksOnlyThatByteNotEverythingAfterIt() {
    PayloadDiff diff =
        PayloadDiff.bytes(ascii("price=1881.5;size=3"), ascii("price=1881.52;size=3"));
    assertThat(diff.changedInA()).isEmpty();
    assertThat(diff.changedInB()).containsExactly(new Run(12, 1));
  }

  @Test
  void aSubstitutionMarksBothSides() {
    PayloadDiff diff = PayloadDiff.bytes(ascii("side=BUY;qty=1"), ascii("side=SELL;qty=1"));
    assertThat(diff.changedBytesInA()).isPositive().isLessThanOrEqualTo(3);
    assertThat(diff.changedBytesInB()).isPositive().isLessThanOrEqualTo(4);
    assertThat(diff.changedInA()).allSatisfy(run -> assertThat(run.offset()).isBetween(5, 7));
    assertThat(diff.changedInB()).allSatisfy(run -> assertThat(run.offset()).isBetween(5, 8));
  }

  @Test
  void emptyAgainstNonEmptyMarksEverything() {
    PayloadDiff diff = PayloadDiff.bytes(new byte[0], ascii("abc"));
    assertThat(diff.changedInA()).isEmpty();
    assertThat(diff.changedInB()).containsExactly(new Run(0, 3));
  }

  @Test
  void regionsNeedingMoreEditsThanTheBoundAreMarkedWhole() {
    byte[] a = new byte[4000];
    byte[] b = new byte[4000];
    for (int i = 0; i < a.length; i++) {
      a[i] = (byte) (i * 7);
      b[i] = (byte) (i * 13 + 1);
    }
    PayloadDiff diff = PayloadDiff.bytes(a, b);
    assertThat(diff.changedBytesInA()).isEqualTo(a.length);
    assertThat(diff.changedBytesInB()).isEqualTo(b.length);
  }

  @Test
  void withSpansAChangedJsonValueMarksOnlyThatValue() {
    Message original = LOADER.resolve("trade-update").first();
    Message changed = trade("1881.5");
    Codec codec = new JsonCodec();
    byte[] a = Codecs.encode(codec, original);
    byte[] b = Codecs.encode(codec, changed);
    List<FieldSpan> spansA = codec.describe(a, 0, a.length);
    List<FieldSpan> spansB = codec.describe(b, 0, b.length);

    PayloadDiff diff = PayloadDiff.spans(a, spansA, b, spansB);

    FieldSpan priceA = leaf(spansA, "entries[0].price");
    assertThat(diff.changedInB()).isEmpty();
    assertThat(diff.changedInA()).hasSize(1);
    Run run = diff.changedInA().get(0);
    assertThat(run.offset()).isGreaterThanOrEqualTo(priceA.offset());
    assertThat(run.end()).isLessThanOrEqualTo(priceA.end());
    assertThat(new String(a, run.offset(), run.length(), StandardCharsets.UTF_8)).isEqualTo("2");
  }

  @Test
  void withSpansAFieldMissingOnOneSideIsMarkedWhole() {
    Codec codec = new JsonCodec();
    byte[] a = Codecs.encode(codec, LOADER.resolve("trade-update").first());
    byte[] b = Codecs.encode(codec, LOADER.resolve("minimal").first());
    PayloadDiff diff =
        PayloadDiff.spans(a, codec.describe(a, 0, a.length), b, codec.describe(b, 0, b.length));
    FieldSpan entries = leaf(codec.describe(a, 0, a.length), "entries[0].exchangeId");
    assertThat(diff.changedInA())
        .anySatisfy(
            r -> {
              assertThat(r.offset()).isLessThanOrEqualTo(entries.offset());
              assertThat(r.end()).isGreaterThanOrEqualTo(entries.end());
            });
  }

  private static Message trade(String price) {
    String json =
        new String(
                LOADER.catalog().find("trade-update").orElseThrow().readBytes(),
                StandardCharsets.UTF_8)
            .replace("\"1881.52\"", "\"" + price + "\"");
    return LOADER.parse("t", "t", "t", "t.json", json.getBytes(StandardCharsets.UTF_8)).first();
  }

  private static FieldSpan leaf(List<FieldSpan> spans, String path) {
    for (FieldSpan span : spans) {
      if (span.isLeaf() && span.path().equals(path) && span.value() != null) {
        return span;
      }
      if (!span.isLeaf()) {
        FieldSpan found = leaf(span.children(), path);
        if (found != null) {
          return found;
        }
      }
    }
    return null;
  }

  private static byte[] ascii(String text) {
    return text.getBytes(StandardCharsets.US_ASCII);
  }
}
