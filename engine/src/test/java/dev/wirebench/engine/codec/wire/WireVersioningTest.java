package dev.wirebench.engine.codec.wire;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wirebench.engine.codec.Codec;
import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.Codecs;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.SpanChecks;
import dev.wirebench.engine.codec.SpanKind;
import dev.wirebench.engine.model.Decimals;
import dev.wirebench.engine.model.PackageHeader;
import dev.wirebench.engine.model.Timestamps;
import dev.wirebench.engine.model.TradeEntry;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Fields appended to a record are skipped by readers whose descriptor predates them: payloads are
 * written with the current schema and read with an "older" one that knows only a prefix of the
 * fields.
 */
class WireVersioningTest {
  private static final Codec CURRENT = new CompiledWireCodec();

  static Stream<Function<WireSchema, Codec>> readers() {
    return Stream.of(CompiledWireCodec::new, InterpretedWireCodec::new);
  }

  @ParameterizedTest
  @MethodSource("readers")
  void olderEntryDescriptorSkipsTheEntrysAppendedFields(Function<WireSchema, Codec> reader) {
    PackageHeader original = (PackageHeader) WireSamples.fixture("trade-update");
    byte[] payload = Codecs.encode(CURRENT, original);
    // TradeEntry as version 0 knew it: exchangeId, matchId, price (no size, no side).
    Codec older = reader.apply(ModelSchema.fresh().olderVersion(TradeEntry.class, 3));

    PackageHeader decoded = (PackageHeader) older.decode(payload, 0, payload.length, null);

    TradeEntry trade = (TradeEntry) decoded.getEntries().get(0);
    TradeEntry expected = (TradeEntry) original.getEntries().get(0);
    assertThat(trade.getExchangeId()).isEqualTo("BINANCE");
    assertThat(trade.getMatchId()).isEqualTo(expected.getMatchId());
    assertThat(trade.getPrice()).isEqualTo(expected.getPrice());
    assertThat(Decimals.isNull(trade.getSize())).isTrue();
    assertThat(trade.getSide()).isNull();
    assertThat(decoded.getLastSequence()).isEqualTo(original.getLastSequence());
  }

  @ParameterizedTest
  @MethodSource("readers")
  void olderMessageDescriptorSkipsTheMessagesAppendedFields(Function<WireSchema, Codec> reader) {
    PackageHeader original = (PackageHeader) WireSamples.fixture("snapshot-20x20");
    byte[] payload = Codecs.encode(CURRENT, original);
    // PackageHeader without its last field, the entries.
    Codec older = reader.apply(ModelSchema.fresh().olderVersion(PackageHeader.class, 7));

    PackageHeader decoded = (PackageHeader) older.decode(payload, 0, payload.length, null);

    assertThat(decoded.getSymbol()).isEqualTo("BTCUSDT");
    assertThat(decoded.getLastSequence()).isEqualTo(original.getLastSequence());
    assertThat(decoded.getEntries()).isEmpty();
  }

  @ParameterizedTest
  @MethodSource("readers")
  void olderDescriptorShowsAppendedBytesAsPadding(Function<WireSchema, Codec> reader) {
    byte[] payload = Codecs.encode(CURRENT, WireSamples.fixture("trade-update"));
    Codec older = reader.apply(ModelSchema.fresh().olderVersion(TradeEntry.class, 3));

    List<FieldSpan> spans = older.describe(payload, 0, payload.length);

    SpanChecks.assertTiles(spans, payload.length, "older reader");
    FieldSpan unknown =
        SpanChecks.leaves(spans).stream()
            .filter(s -> s.path().equals("(entries[0] unknown appended fields)"))
            .findFirst()
            .orElseThrow();
    assertThat(unknown.kind()).isEqualTo(SpanKind.PADDING);
    assertThat(unknown.length()).isEqualTo(9); // size 8 + side 1
  }

  @ParameterizedTest
  @MethodSource("readers")
  void aReaderNeedsEveryFieldItKnows(Function<WireSchema, Codec> reader) {
    Codec olderWriter =
        new InterpretedWireCodec(ModelSchema.fresh().olderVersion(TradeEntry.class, 3));
    byte[] payload = Codecs.encode(olderWriter, WireSamples.fixture("trade-update"));
    Codec current = reader.apply(ModelSchema.standard());

    assertThatThrownBy(() -> current.decode(payload, 0, payload.length, null))
        .isInstanceOf(CodecException.class)
        .hasMessageContaining("entries[0].size");
  }

  @ParameterizedTest
  @MethodSource("readers")
  void version1PayloadsDecodeWithTheAppendedTimeBaseFieldsAbsent(
      Function<WireSchema, Codec> reader) {
    // A version 1 writer: PackageHeader ended with its entries (8 fields).
    Codec version1 =
        new InterpretedWireCodec(ModelSchema.fresh().olderVersion(PackageHeader.class, 8));
    PackageHeader original = (PackageHeader) WireSamples.fixture("timebase-packages");
    byte[] payload = Codecs.encode(version1, original);
    Codec current = reader.apply(ModelSchema.standard());
    byte[] version2 = Codecs.encode(current, original);
    PackageHeader reused = (PackageHeader) current.decode(version2, 0, version2.length, null);
    assertThat(reused.getCurrency()).isEqualTo("USDT");

    PackageHeader decoded = (PackageHeader) current.decode(payload, 0, payload.length, reused);

    assertThat(decoded.getSymbol()).isEqualTo(original.getSymbol());
    assertThat(decoded.getLastSequence()).isEqualTo(original.getLastSequence());
    assertThat(decoded.getEntries()).hasSameSizeAs(original.getEntries());
    // absent, not left over from the reused instance's previous (version 2) payload
    assertThat(decoded.getReceivedTime()).isEqualTo(Timestamps.NULL);
    assertThat(decoded.getCurrency()).isNull();
    assertThat(decoded.getSequenceNumber()).isEqualTo(Long.MIN_VALUE);
    assertThat(decoded.getSourceId()).isNull();
    List<FieldSpan> spans = current.describe(payload, 0, payload.length);
    SpanChecks.assertTiles(spans, payload.length, "version 1 payload");
    assertThat(SpanChecks.leaves(spans)).noneMatch(s -> s.path().startsWith("(message unknown"));
  }

  @ParameterizedTest
  @MethodSource("readers")
  void version2PayloadsCarryTheTimeBaseFields(Function<WireSchema, Codec> reader) {
    PackageHeader original = (PackageHeader) WireSamples.fixture("timebase-packages");
    byte[] payload = Codecs.encode(CURRENT, original);

    PackageHeader decoded =
        (PackageHeader)
            reader.apply(ModelSchema.standard()).decode(payload, 0, payload.length, null);

    assertThat(decoded.getReceivedTime()).isEqualTo(original.getReceivedTime());
    assertThat(decoded.getReceiveTimestamp()).isNotEqualTo(decoded.getReceivedTime());
    assertThat(decoded.getCurrency()).isEqualTo("USDT");
    assertThat(decoded.getSequenceNumber()).isEqualTo(88120455L);
    assertThat(decoded.getSourceId()).isEqualTo("BINANCE");
  }

  @ParameterizedTest
  @MethodSource("readers")
  void aPartlyWrittenAppendedBlockIsRefused(Function<WireSchema, Codec> reader) {
    byte[] full = Codecs.encode(CURRENT, WireSamples.fixture("timebase-packages"));
    byte[] payload = java.util.Arrays.copyOf(full, full.length - 1);
    WireBytes.setInt(payload, 0, payload.length - 4); // a consistent size, one byte short

    assertThatThrownBy(
            () -> reader.apply(ModelSchema.standard()).decode(payload, 0, payload.length, null))
        .isInstanceOf(CodecException.class);
  }
}
