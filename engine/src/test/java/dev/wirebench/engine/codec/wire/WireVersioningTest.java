package dev.wirebench.engine.codec.wire;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wirebench.engine.codec.Codec;
import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.Codecs;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.SpanChecks;
import dev.wirebench.engine.codec.SpanKind;
import dev.wirebench.engine.model.BaseEntry;
import dev.wirebench.engine.model.BasePriceEntry;
import dev.wirebench.engine.model.BookResetEntry;
import dev.wirebench.engine.model.Decimals;
import dev.wirebench.engine.model.L1Entry;
import dev.wirebench.engine.model.L2EntryNew;
import dev.wirebench.engine.model.L2EntryUpdate;
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
    // size 8 + side 1 + (version 3) TradeEntry's fields, all absent: condition, 4 ids (u16 length
    // each) 10, tradeType 1, two int64 counts 16; then isImplied 1 + contractId's absent length 2
    assertThat(unknown.length()).isEqualTo(8 + 1 + 10 + 1 + 16 + 1 + 2);
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

  @ParameterizedTest
  @MethodSource("readers")
  void version2EntriesDecodeWithTheBaseEntryFieldsAbsent(Function<WireSchema, Codec> reader) {
    // A version 2 writer: every entry record ended with its version 1 fields.
    WireSchema version2Schema =
        ModelSchema.fresh()
            .olderVersion(TradeEntry.class, 5)
            .olderVersion(L1Entry.class, 5)
            .olderVersion(L2EntryNew.class, 5)
            .olderVersion(L2EntryUpdate.class, 6)
            .olderVersion(BookResetEntry.class, 2);
    PackageHeader original = (PackageHeader) WireSamples.fixture("timebase-packages", 1);
    byte[] payload = Codecs.encode(new InterpretedWireCodec(version2Schema), original);
    Codec current = reader.apply(ModelSchema.standard());
    byte[] version3 = Codecs.encode(current, original);
    PackageHeader reused = (PackageHeader) current.decode(version3, 0, version3.length, null);
    assertThat(reused.getEntries().get(1).getIsImplied()).isTrue();
    // version 3 adds per entry a 1-byte isImplied and a u16-prefixed contractId: "BTCH25" on the
    // trade and the update, absent on the quote, "BTCM25" on the reset; and on the update and the
    // quote an int64 numberOfOrders, quoteId (absent / "Q-88120456-B") and participantId
    // ("MM042" / "MM007"); and on the trade TimeBase's TradeEntry fields: condition "@" (2 + 1),
    // tradeType 1, buyer/seller order ids (2 + 11 each), participant ids (2 + 7 each) and two
    // int64 numbers of orders
    assertThat(payload.length)
        .isEqualTo(
            version3.length
                - (9 + 9 + 3 + 9)
                - (8 + 2 + 7)
                - (8 + 14 + 7)
                - (3 + 1 + 13 + 13 + 9 + 9 + 16));

    PackageHeader decoded = (PackageHeader) current.decode(payload, 0, payload.length, reused);

    assertThat(decoded.getEntries()).hasSameSizeAs(original.getEntries());
    for (int i = 0; i < original.getEntries().size(); i++) {
      BaseEntry entry = decoded.getEntries().get(i);
      assertThat(entry.kind()).isEqualTo(original.getEntries().get(i).kind());
      assertThat(entry.getExchangeId()).isEqualTo("BINANCE");
      // absent, not left over from the reused instance's previous (version 3) payload
      assertThat(entry.getIsImplied()).as("entries[%d].isImplied", i).isNull();
      assertThat(entry.getContractId()).as("entries[%d].contractId", i).isNull();
      if (entry instanceof BasePriceEntry priced) {
        assertThat(priced.getNumberOfOrders()).isEqualTo(BasePriceEntry.NO_COUNT);
        assertThat(priced.getQuoteId()).isNull();
        assertThat(priced.getParticipantId()).isNull();
      }
      if (entry instanceof TradeEntry trade) {
        assertThat(trade.getCondition()).isNull();
        assertThat(trade.getTradeType()).isNull();
        assertThat(trade.getBuyerOrderId()).isNull();
        assertThat(trade.getSellerOrderId()).isNull();
        assertThat(trade.getBuyerParticipantId()).isNull();
        assertThat(trade.getSellerParticipantId()).isNull();
        assertThat(trade.getBuyerNumberOfOrders()).isEqualTo(BasePriceEntry.NO_COUNT);
        assertThat(trade.getSellerNumberOfOrders()).isEqualTo(BasePriceEntry.NO_COUNT);
      }
    }
    assertThat(decoded.getSourceId()).isEqualTo("BINANCE");
    List<FieldSpan> spans = current.describe(payload, 0, payload.length);
    SpanChecks.assertTiles(spans, payload.length, "version 2 payload");
    assertThat(SpanChecks.leaves(spans)).noneMatch(s -> s.path().contains("unknown appended"));
  }

  @ParameterizedTest
  @MethodSource("readers")
  void version3PayloadsCarryTheBaseEntryFields(Function<WireSchema, Codec> reader) {
    PackageHeader original = (PackageHeader) WireSamples.fixture("timebase-packages", 1);
    byte[] payload = Codecs.encode(CURRENT, original);

    PackageHeader decoded =
        (PackageHeader)
            reader.apply(ModelSchema.standard()).decode(payload, 0, payload.length, null);

    List<BaseEntry> entries = decoded.getEntries();
    assertThat(entries)
        .extracting(BaseEntry::getIsImplied)
        .containsExactly(false, true, false, null);
    assertThat(entries)
        .extracting(BaseEntry::getContractId)
        .containsExactly("BTCH25", "BTCH25", null, "BTCM25");
    L2EntryUpdate update = (L2EntryUpdate) entries.get(1);
    assertThat(update.getNumberOfOrders()).isEqualTo(12);
    assertThat(update.getQuoteId()).isNull();
    assertThat(update.getParticipantId()).isEqualTo("MM042");
    L1Entry quote = (L1Entry) entries.get(2);
    assertThat(quote.getQuoteId()).isEqualTo("Q-88120456-B");
    assertThat(quote.getParticipantId()).isEqualTo("MM007");
  }
}
