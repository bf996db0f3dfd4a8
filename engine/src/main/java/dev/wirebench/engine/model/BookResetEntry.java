package dev.wirebench.engine.model;

/** Clears the book: one side, or both when {@link #getSide()} is null. */
public final class BookResetEntry extends BaseEntry {
  private static final long serialVersionUID = 1L;

  private QuoteSide side;

  @Override
  public EntryKind kind() {
    return EntryKind.BOOK_RESET;
  }

  @Override
  public void clear() {
    super.clear();
    side = null;
  }

  public QuoteSide getSide() {
    return side;
  }

  public void setSide(QuoteSide side) {
    this.side = side;
  }
}
