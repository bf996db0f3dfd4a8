package dev.wirebench.engine.codec.wire;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import dev.wirebench.engine.codec.Codec;
import dev.wirebench.engine.codec.Codecs;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.SpanChecks;
import dev.wirebench.engine.codec.SpanKind;
import dev.wirebench.engine.model.Message;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Field spans are per field, at the offsets WIRE-FORMAT.md gives. */
class WireSpansTest {
  private final Codec codec = new CompiledWireCodec();

  private List<FieldSpan> leaves(Message message) {
    byte[] payload = Codecs.encode(codec, message);
    return SpanChecks.leaves(codec.describe(payload, 0, payload.length));
  }

  private static FieldSpan leaf(List<FieldSpan> leaves, String path, SpanKind kind) {
    Optional<FieldSpan> found =
        leaves.stream().filter(s -> s.path().equals(path) && s.kind() == kind).findFirst();
    assertThat(found).as("%s span %s in %s", kind, path, leaves).isPresent();
    return found.get();
  }

  @Test
  void tradePriceHasItsOwnValueSpanAfterTheHeaderAndTheEntryPrefixes() {
    List<FieldSpan> leaves = leaves(WireSamples.fixture("trade-update"));

    // size 4 + type 1 + timestamp 8 + symbol 2+7 + packageType 1 + 2 timestamps 16
    // + 2 sequences 16 = 55; entries count 4; type index 1; length 4; exchangeId 2+7;
    // matchId 2+10 -> price at 85.
    FieldSpan price = leaf(leaves, "entries[0].price", SpanKind.VALUE);
    assertThat(price.offset()).isEqualTo(85);
    assertThat(price.length()).isEqualTo(8);
    assertThat(price.value()).isEqualTo("1881.52");

    FieldSpan size = leaf(leaves, "entries[0].size", SpanKind.VALUE);
    assertThat(size.offset()).isEqualTo(93);
    assertThat(size.value()).isEqualTo("0.003");
  }

  @Test
  void headerSpansNameSizeTypeTimestampAndSymbol() {
    List<FieldSpan> leaves = leaves(WireSamples.fixture("minimal"));

    assertThat(leaves)
        .extracting(FieldSpan::path, FieldSpan::offset, FieldSpan::length, FieldSpan::kind)
        .containsExactly(
            tuple("(message size)", 0, 4, SpanKind.FRAMING),
            tuple("(type index)", 4, 1, SpanKind.HEADER),
            tuple("timestamp", 5, 8, SpanKind.VALUE),
            tuple("symbol", 13, 2, SpanKind.LENGTH),
            tuple("symbol", 15, 7, SpanKind.VALUE));
    assertThat(leaves.get(2).value()).isEqualTo("2025-03-14T09:26:53.123456789Z");
    assertThat(leaves.get(4).value()).isEqualTo("ETHUSDT");
  }

  @Test
  void entriesAreGroupsWithTheirTypeIndexAndLength() {
    byte[] payload = Codecs.encode(codec, WireSamples.fixture("book-update-mix"));
    List<FieldSpan> spans = codec.describe(payload, 0, payload.length);
    FieldSpan entries =
        spans.stream().filter(s -> s.path().equals("entries")).findFirst().orElseThrow();

    assertThat(entries.kind()).isEqualTo(SpanKind.GROUP);
    assertThat(entries.children()).hasSize(8);
    FieldSpan reset = entries.children().get(6);
    assertThat(reset.path()).isEqualTo("entries[5]");
    assertThat(reset.children().get(0).path()).isEqualTo("entries[5].$type");
    assertThat(reset.children().get(0).value()).isEqualTo("BookResetEntry");
    assertThat(reset.children().get(1).kind()).isEqualTo(SpanKind.LENGTH);
  }

  @Test
  void absentValuesAreNamedInParentheses() {
    List<FieldSpan> leaves = leaves(WireSamples.fixture("book-update-mix"));

    // The delete entry has no price or size; the L1 entry has no exchange id.
    assertThat(leaf(leaves, "(entries[1].price absent)", SpanKind.VALUE).length()).isEqualTo(8);
    assertThat(leaf(leaves, "(entries[4].exchangeId absent)", SpanKind.VALUE).length())
        .isEqualTo(2);
  }

  @Test
  void metadataKeysAreTagsAndValuesAreNamedByKey() {
    List<FieldSpan> leaves = leaves(WireSamples.fixture("book-snapshots-5"));

    assertThat(leaf(leaves, "metadata.schema", SpanKind.TAG).value()).isEqualTo("schema");
    assertThat(leaf(leaves, "metadata.schema", SpanKind.VALUE).value()).isEqualTo("v2");
    assertThat(leaf(leaves, "lastTrade.priceNanos", SpanKind.VALUE).value())
        .isEqualTo("259370000000");
  }

  @Test
  void aFixGroupCountIsShownAsALength() {
    List<FieldSpan> leaves = leaves(WireSamples.quoteStatusRequest());

    // The value "2" of NumInGroup (146) counts the group instances: its prefix and its text are
    // both lengths, so no value span claims a path the JSON mapping leaves out.
    assertThat(leaves.stream().filter(s -> s.path().equals("fields[4].value")))
        .extracting(FieldSpan::kind, FieldSpan::value)
        .containsExactly(tuple(SpanKind.LENGTH, "1"), tuple(SpanKind.LENGTH, "2"));
    assertThat(leaf(leaves, "fields[4].groups[1].fields[0].value", SpanKind.VALUE).value())
        .isEqualTo("GBP/USD");
    assertThat(leaf(leaves, "fields[5].value", SpanKind.VALUE).value())
        .isEqualTo("Grüße — ünïcödé 😀");
  }
}
