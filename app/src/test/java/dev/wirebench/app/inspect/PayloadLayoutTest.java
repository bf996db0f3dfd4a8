package dev.wirebench.app.inspect;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.codec.Codec;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.codec.Codecs;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.SpanKind;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.model.Message;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PayloadLayoutTest {
  private static final Message TRADE = FixtureLoader.bundled().resolve("trade-update").first();
  private static final CodecRegistry REGISTRY = CodecRegistry.discover();

  @Test
  void everyByteOfEveryCodecsPayloadBelongsToALeafSpan() {
    for (String id : REGISTRY.ids()) {
      if (!REGISTRY.create(id).support(TRADE.messageType()).supported()) {
        continue; // the -gen rows: code generated from a user's schema, n/a on the model
      }
      PayloadLayout layout = layout(id);
      for (int offset = 0; offset < layout.size(); offset++) {
        assertThat(layout.leafAt(offset)).as("%s byte %d", id, offset).isNotNull();
      }
    }
  }

  @Test
  void aParentPathCoversItsChildrenAndCountsTheirBytes() {
    PayloadLayout layout = layout("fix");
    ByteRange entry = layout.rangeOf("entries[0]");
    ByteRange price = layout.rangeOf("entries[0].price");

    assertThat(entry.start()).isLessThanOrEqualTo(price.start());
    assertThat(entry.end()).isGreaterThanOrEqualTo(price.end());
    int underEntry =
        layout.leaves().stream()
            .filter(s -> s.path().startsWith("entries[0]."))
            .mapToInt(FieldSpan::length)
            .sum();
    assertThat(layout.bytesOf("entries[0]")).isGreaterThanOrEqualTo(underEntry);
    assertThat(layout.rangeOf("")).isEqualTo(new ByteRange(0, layout.size()));
  }

  @Test
  void theTreesByteCountIsTheOneTheSelectionHighlightsAndReads() {
    PayloadLayout json = layout("json");
    FieldSelection selection = new FieldSelection();
    selection.setLayout(json);
    for (String path : List.of("symbol", "packageType")) {
      selection.selectPath(path);
      int highlighted = selection.rangeProperty().get().length();

      assertThat(json.bytesOf(path)).as(path).isEqualTo(highlighted);
      assertThat(selection.infoProperty().get()).endsWith(" · " + highlighted + " bytes");
    }
  }

  @Test
  void aFieldWithoutSpansInThisCodecHasNoRange() {
    assertThat(layout("fix").rangeOf("packageType")).isNull();
    assertThat(layout("fix").bytesOf("packageType")).isZero();
  }

  @Test
  void aCoarselyDescribedPayloadStillMapsEveryByte() {
    PayloadLayout layout = layout("java-serialization");

    assertThat(layout.fieldAt(layout.size() - 1)).isNull();
    assertThat(layout.kindAt(layout.size() - 1)).isEqualTo(SpanKind.VALUE);
    assertThat(layout.describe(layout.size() - 1)).contains("(");
  }

  @Test
  void withoutSpansBytesAreDescribedAsSuch() {
    PayloadLayout bare = PayloadLayout.of(new byte[] {1, 2, 3}, List.of());

    assertThat(bare.hasSpans()).isFalse();
    assertThat(bare.describe(1)).isEqualTo("byte 1 (0x0001) = 0x02 · not described by the codec");
    assertThat(bare.leafRange(1)).isEqualTo(new ByteRange(1, 2));
  }

  private static PayloadLayout layout(String codecId) {
    Codec codec = REGISTRY.create(codecId);
    byte[] payload = Codecs.encode(codec, TRADE);
    return PayloadLayout.of(payload, codec.describe(payload, 0, payload.length));
  }

  @Test
  void everyPathsRangeAndBytesAreWhatWalkingEachSpansAncestorsGives() {
    FixtureLoader fixtures = FixtureLoader.bundled();
    int compared = 0;
    for (String fixture : fixtures.catalog().ids()) {
      Message message = fixtures.resolve(fixture).first();
      for (String id : REGISTRY.ids()) {
        Codec codec = REGISTRY.create(id);
        if (!codec.support(message.messageType()).supported()) {
          continue;
        }
        byte[] payload = Codecs.encode(codec, message);
        List<FieldSpan> spans = codec.describe(payload, 0, payload.length);
        PayloadLayout layout = PayloadLayout.of(payload, spans);
        Map<String, ByteRange> ranges = new HashMap<>();
        walkAncestors(spans, ranges);
        if (payload.length > 0) {
          ranges.put("", new ByteRange(0, payload.length));
        }
        for (Map.Entry<String, ByteRange> each : ranges.entrySet()) {
          String path = each.getKey();
          assertThat(layout.rangeOf(path))
              .as("%s %s %s", fixture, id, path)
              .isEqualTo(each.getValue());
          assertThat(layout.bytesOf(path))
              .as("%s %s %s", fixture, id, path)
              .isEqualTo(each.getValue().length());
          compared++;
        }
      }
    }
    assertThat(compared).isGreaterThan(1000);
  }

  /** How the layout used to index: each model span grows its path and every enclosing path. */
  private static void walkAncestors(List<FieldSpan> spans, Map<String, ByteRange> ranges) {
    for (FieldSpan span : spans) {
      if (FieldPaths.isModel(span.path()) && span.length() > 0) {
        ByteRange range = new ByteRange(span.offset(), span.end());
        for (String p = span.path(); p != null; p = FieldPaths.parent(p)) {
          ranges.merge(p, range, ByteRange::union);
        }
      }
      if (!span.isLeaf()) {
        walkAncestors(span.children(), ranges);
      }
    }
  }
}
