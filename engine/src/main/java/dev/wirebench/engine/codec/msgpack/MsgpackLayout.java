package dev.wirebench.engine.codec.msgpack;

import dev.wirebench.engine.model.EntryKind;
import dev.wirebench.engine.model.MessageType;

/**
 * Wirebench's positional MessagePack layout: every record is an array of its values in a fixed
 * order, with no field names. A message is {@code [type, ...fields]} where {@code type} is the
 * {@link MessageType} ordinal; a package entry is {@code [kind, exchangeId, ...fields]} where
 * {@code kind} is the {@link EntryKind} ordinal.
 *
 * <ul>
 *   <li>InstrumentMessage: {@code [0, symbol, timestamp]}
 *   <li>PackageHeader: {@code [1, symbol, timestamp, packageType, originalTimestamp,
 *       receiveTimestamp, firstSequence, lastSequence, [entry...], receivedTime, currency,
 *       sequenceNumber, sourceId]}; the last four were appended in Wirebench 2 (TimeBase's fields),
 *       and a 9-element array from an older writer still reads, with them absent
 *   <li>entries: trade {@code [0, exchangeId, matchId, price, size, side]}; L1 {@code [1,
 *       exchangeId, side, price, size, isNational]}; L2 new {@code [2, exchangeId, level, side,
 *       price, size]}; L2 update {@code [3, exchangeId, level, side, price, size, action]}; book
 *       reset {@code [4, exchangeId, side]}; each entry array then appends TimeBase's BaseEntry
 *       fields {@code isImplied, contractId} (Wirebench 3), and an entry array from an older
 *       writer, two values shorter, still reads with them absent
 *   <li>BarMessage: {@code [2, symbol, timestamp, exchangeId, open, high, low, close, volume]}
 *   <li>OrderBookSnapshot: {@code [3, symbol, timestamp, venue, instrumentId, sequence, isTrading,
 *       tradingStatus, lastTrade, [level...], [level...], {metadata}]} with lastTrade {@code
 *       [priceNanos, size, aggressor]} or nil and level {@code [priceNanos, size, orderCount,
 *       maker]}
 *   <li>NewOrderSingle: {@code [4, clOrdId, account, symbol, side, transactTime, sendingTime,
 *       orderQty, ordType, price, stopPx, timeInForce, text]}
 *   <li>FixMessage: {@code [5, beginString, [field...]]} with field {@code [tag, "value"]}, or
 *       {@code [tag, [[field...]...]]} for a repeating group (one array of fields per instance)
 * </ul>
 *
 * <p>Values: absent optional values are nil; enums are ordinals; timestamps are int64 epoch
 * nanoseconds (9 bytes, against 15 for MessagePack's own 96-bit timestamp extension, which would
 * add nothing here); decimals are {@code [unscaled, scale]} (value = unscaled × 10^-scale), the
 * pair {@link java.math.BigDecimal} and DFP decimal64 themselves hold. That pair is exact, keeps
 * the scale ({@code 85664.10} stays two decimals, so a re-encode is byte-identical), is compact
 * (85664.11 takes 7 bytes), and any MessagePack reader in any language can rebuild the number; the
 * raw decimal64 bits would be as exact but meaningless without a DFP library.
 */
final class MsgpackLayout {
  static final int INSTRUMENT_FIELDS = 3;
  static final int PACKAGE_FIELDS = 13;
  static final int PACKAGE_FIELDS_V1 = 9;
  static final int BAR_FIELDS = 9;
  static final int SNAPSHOT_FIELDS = 12;
  static final int ORDER_FIELDS = 13;
  static final int FIX_FIELDS = 3;
  static final int LAST_TRADE_FIELDS = 3;
  static final int LEVEL_FIELDS = 4;
  static final int FIX_FIELD_FIELDS = 2;

  static final int TRADE_FIELDS = 6;
  static final int L1_FIELDS = 6;
  static final int L2_NEW_FIELDS = 6;
  static final int L2_UPDATE_FIELDS = 7;
  static final int RESET_FIELDS = 3;

  static final String[] MESSAGE_TYPES = names(MessageType.values());
  static final String[] ENTRY_KINDS = entryNames();

  private MsgpackLayout() {}

  /** How many values TimeBase's fields add to an entry array of this kind (Wirebench 3). */
  static int entryAppended(EntryKind kind) {
    return switch (kind) {
      case L1, L2_NEW, L2_UPDATE -> 5;
      case TRADE -> 10;
      case BOOK_RESET -> 2;
    };
  }

  /** The array size of an entry of this kind, appended fields included. */
  static int entryFields(EntryKind kind) {
    return switch (kind) {
          case TRADE -> TRADE_FIELDS;
          case L1 -> L1_FIELDS;
          case L2_NEW -> L2_NEW_FIELDS;
          case L2_UPDATE -> L2_UPDATE_FIELDS;
          case BOOK_RESET -> RESET_FIELDS;
        }
        + entryAppended(kind);
  }

  private static String[] names(MessageType[] types) {
    String[] names = new String[types.length];
    for (MessageType type : types) {
      names[type.ordinal()] = type.shortName();
    }
    return names;
  }

  private static String[] entryNames() {
    EntryKind[] kinds = EntryKind.values();
    String[] names = new String[kinds.length];
    for (EntryKind kind : kinds) {
      names[kind.ordinal()] = kind.shortName();
    }
    return names;
  }
}
