package dev.wirebench.engine.throughput;

import dev.wirebench.engine.model.BarMessage;
import dev.wirebench.engine.model.BaseEntry;
import dev.wirebench.engine.model.BookLevel;
import dev.wirebench.engine.model.FixField;
import dev.wirebench.engine.model.FixMessage;
import dev.wirebench.engine.model.InstrumentMessage;
import dev.wirebench.engine.model.L1Entry;
import dev.wirebench.engine.model.L2EntryNew;
import dev.wirebench.engine.model.L2EntryUpdate;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.NewOrderSingle;
import dev.wirebench.engine.model.OrderBookSnapshot;
import dev.wirebench.engine.model.PackageHeader;
import dev.wirebench.engine.model.TradeEntry;
import java.util.List;

/**
 * A hash of a decoded message's values, so a consumer must really read what the codec decoded (and
 * two consumers can be checked to have decoded the same stream). Covers the header, every price,
 * size and sequence, entry kinds and sides; strings by {@link String#hashCode()}, which is cached
 * per instance, so a codec that reuses equal strings pays for it once.
 *
 * <p>Each field is multiplied by its own odd constant and the products summed in a tree: the
 * multiplications are independent, so the hash costs a few cycles of latency rather than one
 * multiply-chain per field, and it stays a small part of what a consumer measures. Stateless;
 * allocates nothing.
 */
public final class MessageChecksum {
  private static final long K1 = 0x9E3779B97F4A7C15L;
  private static final long K2 = 0xC2B2AE3D27D4EB4FL;
  private static final long K3 = 0x165667B19E3779F9L;
  private static final long K4 = 0xD6E8FEB86659FD93L;
  private static final long K5 = 0xFF51AFD7ED558CCDL;
  private static final long K6 = 0xC4CEB9FE1A85EC53L;
  private static final long K7 = 0x94D049BB133111EBL;
  private static final long K8 = 0xBF58476D1CE4E5B9L;

  private MessageChecksum() {}

  /** Folds one message's hash into a running stream checksum (order-sensitive). */
  public static long fold(long checksum, long messageHash) {
    return checksum * 31 + messageHash;
  }

  public static long of(Message message) {
    return switch (message.messageType()) {
      case BAR_MESSAGE -> bar((BarMessage) message);
      case PACKAGE_HEADER -> packageHeader((PackageHeader) message);
      case ORDER_BOOK_SNAPSHOT -> snapshot((OrderBookSnapshot) message);
      case INSTRUMENT_MESSAGE -> header((InstrumentMessage) message);
      case NEW_ORDER_SINGLE -> order((NewOrderSingle) message);
      case FIX_MESSAGE -> fields(((FixMessage) message).getFields());
    };
  }

  private static long text(String value) {
    return value == null ? -1 : value.hashCode();
  }

  private static long ordinal(Enum<?> value) {
    return value == null ? -1 : value.ordinal();
  }

  private static long header(InstrumentMessage message) {
    return text(message.getSymbol()) * K1 + message.getTimestamp() * K2;
  }

  private static long bar(BarMessage bar) {
    return (header(bar) + text(bar.getExchangeId()) * K3)
        + ((bar.getOpen() * K4 + bar.getHigh() * K5)
            + (bar.getLow() * K6 + bar.getClose() * K7)
            + bar.getVolume() * K8);
  }

  private static long packageHeader(PackageHeader header) {
    long hash =
        header(header)
            + (ordinal(header.getPackageType()) * K3
                + header.getFirstSequence() * K4
                + header.getLastSequence() * K5);
    List<BaseEntry> entries = header.getEntries();
    for (int i = 0, n = entries.size(); i < n; i++) {
      hash = hash * 31 + entry(entries.get(i));
    }
    return hash;
  }

  private static long entry(BaseEntry entry) {
    long hash = entry.kind().ordinal() * K6 + text(entry.getExchangeId()) * K7;
    if (entry instanceof L1Entry l1) {
      return hash + (ordinal(l1.getSide()) * K1 + l1.getPrice() * K2 + l1.getSize() * K3);
    }
    if (entry instanceof L2EntryNew l2) {
      return hash + (l2.getLevel() * K1 + l2.getPrice() * K2 + l2.getSize() * K3);
    }
    if (entry instanceof L2EntryUpdate l2) {
      return hash + (ordinal(l2.getAction()) * K1 + l2.getPrice() * K2 + l2.getSize() * K3);
    }
    if (entry instanceof TradeEntry trade) {
      return hash + (ordinal(trade.getSide()) * K1 + trade.getPrice() * K2 + trade.getSize() * K3);
    }
    return hash;
  }

  private static long snapshot(OrderBookSnapshot book) {
    long hash = header(book) + (book.getSequence() * K3 + book.getInstrumentId() * K4);
    hash = levels(hash, book.getBids());
    return levels(hash * 31, book.getAsks());
  }

  private static long levels(long hash, List<BookLevel> levels) {
    for (int i = 0, n = levels.size(); i < n; i++) {
      BookLevel level = levels.get(i);
      hash = hash * 31 + (level.getPriceNanos() * K5 + level.getSize() * K6);
    }
    return hash + levels.size() * K7;
  }

  private static long order(NewOrderSingle order) {
    return (text(order.getClOrdId()) * K1 + text(order.getSymbol()) * K2)
        + (ordinal(order.getSide()) * K3 + order.getPrice() * K4)
        + (order.getOrderQty() * K5 + order.getTransactTime() * K6);
  }

  private static long fields(List<FixField> fields) {
    long hash = fields.size();
    for (int i = 0, n = fields.size(); i < n; i++) {
      FixField field = fields.get(i);
      hash = hash * 31 + (field.getTag() * K1 + text(field.getValue()) * K2);
      for (int g = 0, groups = field.getGroups().size(); g < groups; g++) {
        hash = hash * 31 + fields(field.getGroups().get(g).getFields());
      }
    }
    return hash;
  }
}
