package dev.wirebench.engine.codec.chronicle;

import dev.wirebench.engine.model.BarMessage;
import dev.wirebench.engine.model.BookLevel;
import dev.wirebench.engine.model.BookResetEntry;
import dev.wirebench.engine.model.InstrumentMessage;
import dev.wirebench.engine.model.L1Entry;
import dev.wirebench.engine.model.L2EntryNew;
import dev.wirebench.engine.model.L2EntryUpdate;
import dev.wirebench.engine.model.LastTrade;
import dev.wirebench.engine.model.Metadata;
import dev.wirebench.engine.model.NewOrderSingle;
import dev.wirebench.engine.model.OrderBookSnapshot;
import dev.wirebench.engine.model.PackageHeader;
import dev.wirebench.engine.model.TradeEntry;
import java.util.HashMap;
import java.util.Map;
import net.openhft.chronicle.core.pool.ClassAliasPool;
import net.openhft.chronicle.core.pool.ClassLookup;
import net.openhft.chronicle.core.util.ClassNotFoundRuntimeException;

/**
 * The type names Chronicle writes for the model classes ({@code !PackageHeader}, {@code
 * !L2EntryNew}...) and the only types a payload may name when read (plus Chronicle's {@code
 * !null}). Chronicle's default lookup resolves any class name in a payload ({@code
 * !java.lang.ProcessBuilder {...}}, or {@code !type} for {@code java.lang.Class}) and instantiates
 * it; decoding untrusted bytes must not.
 */
final class ChronicleClassLookup implements ClassLookup {
  private static final Class<?>[] MODEL = {
    InstrumentMessage.class,
    PackageHeader.class,
    BarMessage.class,
    OrderBookSnapshot.class,
    NewOrderSingle.class,
    TradeEntry.class,
    L1Entry.class,
    L2EntryNew.class,
    L2EntryUpdate.class,
    BookResetEntry.class,
    BookLevel.class,
    LastTrade.class,
    Metadata.class
  };

  static final ChronicleClassLookup INSTANCE = new ChronicleClassLookup();

  private final Map<String, Class<?>> byName = new HashMap<>();

  private ChronicleClassLookup() {
    for (Class<?> type : MODEL) {
      byName.put(type.getSimpleName(), type);
      // writers use the global pool: give the model classes their short names there too
      ClassAliasPool.CLASS_ALIASES.addAlias(type, type.getSimpleName());
    }
  }

  /** Chronicle's own name for an absent value ({@code !!null ""} in YAML). */
  private static final String NULL_ALIAS = "!null";

  @Override
  public Class<?> forName(CharSequence name) {
    if (NULL_ALIAS.contentEquals(name)) {
      return void.class;
    }
    Class<?> type = byName.get(name.toString());
    if (type == null) {
      throw new ClassNotFoundRuntimeException(
          new ClassNotFoundException("not a Wirebench model type: " + name));
    }
    return type;
  }

  @Override
  public String nameFor(Class<?> type) {
    if (byName.get(type.getSimpleName()) == type) {
      return type.getSimpleName();
    }
    return ClassAliasPool.CLASS_ALIASES.nameFor(type);
  }

  @Override
  public void addAlias(Class<?>... types) {
    throw new UnsupportedOperationException("the model types are fixed");
  }

  @Override
  public void addAlias(Class<?> type, String names) {
    throw new UnsupportedOperationException("the model types are fixed");
  }
}
