package dev.wirebench.engine.model;

import java.util.ArrayList;
import java.util.function.Supplier;

/** The polymorphic entry classes of a {@link PackageHeader}, in a fixed order codecs may index. */
public enum EntryKind {
  TRADE("TradeEntry", TradeEntry.class, TradeEntry::new),
  L1("L1Entry", L1Entry.class, L1Entry::new),
  L2_NEW("L2EntryNew", L2EntryNew.class, L2EntryNew::new),
  L2_UPDATE("L2EntryUpdate", L2EntryUpdate.class, L2EntryUpdate::new),
  BOOK_RESET("BookResetEntry", BookResetEntry.class, BookResetEntry::new);

  private static final EntryKind[] VALUES = values();

  private final String shortName;
  private final Class<? extends BaseEntry> type;
  private final Supplier<? extends BaseEntry> factory;

  <T extends BaseEntry> EntryKind(String shortName, Class<T> type, Supplier<T> factory) {
    this.shortName = shortName;
    this.type = type;
    this.factory = factory;
  }

  public String shortName() {
    return shortName;
  }

  public Class<? extends BaseEntry> type() {
    return type;
  }

  public BaseEntry newInstance() {
    return factory.get();
  }

  /** The kind at {@code ordinal}, or null if out of range (for decoders checking a type index). */
  public static EntryKind byOrdinal(int ordinal) {
    return ordinal >= 0 && ordinal < VALUES.length ? VALUES[ordinal] : null;
  }

  /**
   * The entry at {@code index} of {@code entries}, reused if it already has this kind, otherwise
   * replaced by a new one.
   */
  public BaseEntry slot(ArrayList<BaseEntry> entries, int index) {
    return Reuse.slot(entries, index, type, factory);
  }
}
