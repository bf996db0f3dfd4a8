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
 * <p>Stateless; allocates nothing.
 */
public final class MessageChecksum {
  private static final long MIX = 0x9E3779B97F4A7C15L;

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

  private static long mix(long hash, long value) {
    return (hash ^ value) * MIX;
  }

  private static long text(String value) {
    return value == null ? -1 : value.hashCode();
  }

  private static long header(InstrumentMessage message) {
    return mix(text(message.getSymbol()), message.getTimestamp());
  }

  private static long bar(BarMessage bar) {
    long hash = mix(header(bar), text(bar.getExchangeId()));
    hash = mix(hash, bar.getOpen());
    hash = mix(hash, bar.getHigh());
    hash = mix(hash, bar.getLow());
    hash = mix(hash, bar.getClose());
    return mix(hash, bar.getVolume());
  }

  private static long packageHeader(PackageHeader header) {
    long hash = mix(header(header), ordinal(header.getPackageType()));
    hash = mix(hash, header.getFirstSequence());
    hash = mix(hash, header.getLastSequence());
    List<BaseEntry> entries = header.getEntries();
    for (int i = 0, n = entries.size(); i < n; i++) {
      hash = mix(hash, entry(entries.get(i)));
    }
    return hash;
  }

  private static long entry(BaseEntry entry) {
    long hash = mix(entry.kind().ordinal(), text(entry.getExchangeId()));
    if (entry instanceof L1Entry l1) {
      return mix(mix(mix(hash, ordinal(l1.getSide())), l1.getPrice()), l1.getSize());
    }
    if (entry instanceof L2EntryNew l2) {
      return mix(mix(mix(hash, l2.getLevel()), l2.getPrice()), l2.getSize());
    }
    if (entry instanceof L2EntryUpdate l2) {
      return mix(mix(mix(hash, ordinal(l2.getAction())), l2.getPrice()), l2.getSize());
    }
    if (entry instanceof TradeEntry trade) {
      return mix(mix(mix(hash, ordinal(trade.getSide())), trade.getPrice()), trade.getSize());
    }
    return hash;
  }

  private static long snapshot(OrderBookSnapshot book) {
    long hash = mix(header(book), book.getSequence());
    hash = mix(hash, book.getInstrumentId());
    hash = levels(hash, book.getBids());
    return levels(hash, book.getAsks());
  }

  private static long levels(long hash, List<BookLevel> levels) {
    for (int i = 0, n = levels.size(); i < n; i++) {
      BookLevel level = levels.get(i);
      hash = mix(mix(hash, level.getPriceNanos()), level.getSize());
    }
    return mix(hash, levels.size());
  }

  private static long order(NewOrderSingle order) {
    long hash = mix(text(order.getClOrdId()), text(order.getSymbol()));
    hash = mix(hash, ordinal(order.getSide()));
    hash = mix(hash, order.getPrice());
    hash = mix(hash, order.getOrderQty());
    return mix(hash, order.getTransactTime());
  }

  private static long fields(List<FixField> fields) {
    long hash = fields.size();
    for (int i = 0, n = fields.size(); i < n; i++) {
      FixField field = fields.get(i);
      hash = mix(mix(hash, field.getTag()), text(field.getValue()));
      for (int g = 0, groups = field.getGroups().size(); g < groups; g++) {
        hash = mix(hash, fields(field.getGroups().get(g).getFields()));
      }
    }
    return hash;
  }

  private static long ordinal(Enum<?> value) {
    return value == null ? -1 : value.ordinal();
  }
}
