package dev.wirebench.app.runs;

import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.storage.RunPage;
import dev.wirebench.storage.RunQuery;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * Which runs the list shows: the filter (label text, kind, status) and the page, turned into a
 * {@link RunQuery}; and what a listed page says about itself (position, total, the empty-state
 * text). Part of {@link RunsViewModel}; FX thread only.
 */
final class RunListing {
  private final int pageSize;
  private final StringProperty filterText = new SimpleStringProperty(this, "filterText", "");
  private final ObjectProperty<RunKind> kind = new SimpleObjectProperty<>(this, "kind");
  private final ObjectProperty<RunStatus> status = new SimpleObjectProperty<>(this, "status");
  private final ReadOnlyIntegerWrapper page = new ReadOnlyIntegerWrapper(this, "page");
  private final ReadOnlyLongWrapper pageCount = new ReadOnlyLongWrapper(this, "pageCount", 1);
  private final ReadOnlyLongWrapper total = new ReadOnlyLongWrapper(this, "total");
  private final ReadOnlyStringWrapper pageText = new ReadOnlyStringWrapper(this, "pageText", "");
  private final ReadOnlyStringWrapper emptyText =
      new ReadOnlyStringWrapper(this, "empty", RunsViewModel.NO_RUNS);
  private boolean muted;

  /**
   * @param onFilterChange called after the filter changed and the page went back to the first
   */
  RunListing(int pageSize, Runnable onFilterChange) {
    this.pageSize = pageSize;
    Runnable first =
        () -> {
          if (!muted) {
            page.set(0);
            onFilterChange.run();
          }
        };
    filterText.addListener((o, old, now) -> first.run());
    kind.addListener((o, old, now) -> first.run());
    status.addListener((o, old, now) -> first.run());
  }

  RunQuery query() {
    String text = filterText.get() == null ? "" : filterText.get().strip();
    return RunQuery.all()
        .withLabel(text.isEmpty() ? null : text)
        .withKind(kind.get())
        .withStatus(status.get())
        .withPage(page.get(), pageSize);
  }

  /** Moves to the next page; false if this is the last. */
  boolean next() {
    if (page.get() + 1 >= pageCount.get()) {
      return false;
    }
    page.set(page.get() + 1);
    return true;
  }

  /** Moves to the previous page; false if this is the first. */
  boolean previous() {
    if (page.get() == 0) {
      return false;
    }
    page.set(page.get() - 1);
    return true;
  }

  /** Clears the filter and goes to the first page without listing: the caller lists once. */
  void clear() {
    muted = true;
    try {
      filterText.set("");
      kind.set(null);
      status.set(null);
      page.set(0);
    } finally {
      muted = false;
    }
  }

  /**
   * Takes in a listed page. Returns false if the page came back empty past the first (its runs were
   * deleted): the listing moved to the last page, and the caller should list again.
   */
  boolean showed(RunPage shown) {
    if (shown.runs().isEmpty() && shown.page() > 0) {
      page.set((int) Math.max(0, shown.pageCount() - 1));
      return false;
    }
    total.set(shown.total());
    pageCount.set(shown.pageCount());
    page.set(shown.page());
    long first = (long) shown.page() * shown.pageSize() + 1;
    long last = (long) shown.page() * shown.pageSize() + shown.runs().size();
    pageText.set(
        shown.total() == 0
            ? ""
            : first
                + "–"
                + last
                + " of "
                + shown.total()
                + "  ·  page "
                + (shown.page() + 1)
                + " of "
                + shown.pageCount());
    emptyText.set(filtered() ? RunsViewModel.NO_MATCH : RunsViewModel.NO_RUNS);
    return true;
  }

  private boolean filtered() {
    return kind.get() != null
        || status.get() != null
        || (filterText.get() != null && !filterText.get().isBlank());
  }

  StringProperty filterText() {
    return filterText;
  }

  ObjectProperty<RunKind> kind() {
    return kind;
  }

  ObjectProperty<RunStatus> status() {
    return status;
  }

  ReadOnlyIntegerProperty page() {
    return page.getReadOnlyProperty();
  }

  ReadOnlyLongProperty pageCount() {
    return pageCount.getReadOnlyProperty();
  }

  ReadOnlyLongProperty total() {
    return total.getReadOnlyProperty();
  }

  ReadOnlyStringProperty pageText() {
    return pageText.getReadOnlyProperty();
  }

  ReadOnlyStringProperty emptyText() {
    return emptyText.getReadOnlyProperty();
  }
}
