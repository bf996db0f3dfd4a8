package dev.wirebench.engine.codec.fory;

import dev.wirebench.engine.model.AggressorSide;
import dev.wirebench.engine.model.BarMessage;
import dev.wirebench.engine.model.BookLevel;
import dev.wirebench.engine.model.BookResetEntry;
import dev.wirebench.engine.model.BookUpdateAction;
import dev.wirebench.engine.model.FixField;
import dev.wirebench.engine.model.FixGroup;
import dev.wirebench.engine.model.FixMessage;
import dev.wirebench.engine.model.InstrumentMessage;
import dev.wirebench.engine.model.L1Entry;
import dev.wirebench.engine.model.L2EntryNew;
import dev.wirebench.engine.model.L2EntryUpdate;
import dev.wirebench.engine.model.LastTrade;
import dev.wirebench.engine.model.Metadata;
import dev.wirebench.engine.model.NewOrderSingle;
import dev.wirebench.engine.model.OrdType;
import dev.wirebench.engine.model.OrderBookSnapshot;
import dev.wirebench.engine.model.OrderSide;
import dev.wirebench.engine.model.PackageHeader;
import dev.wirebench.engine.model.PackageType;
import dev.wirebench.engine.model.QuoteSide;
import dev.wirebench.engine.model.TimeInForce;
import dev.wirebench.engine.model.TradeEntry;
import dev.wirebench.engine.model.TradingStatus;
import org.apache.fory.Fory;
import org.apache.fory.config.CompatibleMode;
import org.apache.fory.config.Language;

/** How Wirebench configures Fory. */
final class ForySetup {
  /**
   * Nesting limit: a FIX group level costs four objects (field, list, group, list), so this allows
   * the 60 nested levels fixtures may hold (Fory's default of 50 would not).
   */
  static final int MAX_DEPTH = 512;

  /**
   * The most memory one decode may claim for strings and collections; a declared length beyond it
   * is refused before allocating. Fory's own default, made explicit: a hostile length prefix then
   * costs at most this, never an OutOfMemoryError (HostileLengthPrefixTest).
   */
  static final long MAX_GRAPH_BYTES = 128L * 1024 * 1024;

  /** Registration ids; Fory's own internal types use small ids, user ids are separate. */
  private static final int FIRST_ID = 1;

  private static final Class<?>[] REGISTERED = {
    InstrumentMessage.class,
    PackageHeader.class,
    BarMessage.class,
    OrderBookSnapshot.class,
    NewOrderSingle.class,
    FixMessage.class,
    TradeEntry.class,
    L1Entry.class,
    L2EntryNew.class,
    L2EntryUpdate.class,
    BookResetEntry.class,
    BookLevel.class,
    LastTrade.class,
    Metadata.class,
    FixField.class,
    FixGroup.class,
    PackageType.class,
    QuoteSide.class,
    AggressorSide.class,
    BookUpdateAction.class,
    TradingStatus.class,
    OrderSide.class,
    OrdType.class,
    TimeInForce.class
  };

  private ForySetup() {}

  static Fory newFory() {
    Fory fory =
        Fory.builder()
            .withLanguage(Language.JAVA)
            .withCompatibleMode(CompatibleMode.SCHEMA_CONSISTENT)
            .requireClassRegistration(true)
            .withRefTracking(false)
            .withMaxDepth(MAX_DEPTH)
            .withMaxGraphMemoryBytes(MAX_GRAPH_BYTES)
            .build();
    int id = FIRST_ID;
    for (Class<?> type : REGISTERED) {
      fory.register(type, id++);
    }
    return fory;
  }
}
