package dev.wirebench.app.runs;

import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.storage.RunCursor;
import dev.wirebench.storage.RunPage;
import dev.wirebench.storage.RunQuery;
import dev.wirebench.storage.RunSort;
import dev.wirebench.storage.RunSummary;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import javafx.beans.Observable;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Which runs the list shows: the filter (text, kind, status, host, codec, fixture, tag, JVM, date
 * range), the order (any {@link RunSort}, either direction) and the page, turned into a {@link
 * RunQuery} the store answers; and what a listed page says about itself (position, matches, the
 * empty-state text). Part of {@link RunsViewModel}; FX thread only.
 *
 * <p>Pages are found by keyset where the listing knows where a page starts (the previous page's
 * last run, a {@link RunCursor}), so listing the same page again after runs were stored elsewhere
 * shows the same runs, not runs shifted by the newcomers. A change of order or filter keeps the
 * page number (the cursors of the old order are forgotten, and that page is found once by offset);
 * if the filter leaves fewer pages, the last one is shown.
 */
final class RunListing {
  private final int pageSize;
  private final StringProperty filterText = new SimpleStringProperty(this, "filterText", "");
  private final ObjectProperty<RunKind> kind = new SimpleObjectProperty<>(this, "kind");
  private final ObjectProperty<RunStatus> status = new SimpleObjectProperty<>(this, "status");
  private final StringProperty host = new SimpleStringProperty(this, "host", "");
  private final StringProperty codec = new SimpleStringProperty(this, "codec", "");
  private final StringProperty fixture = new SimpleStringProperty(this, "fixture", "");
  private final StringProperty tag = new SimpleStringProperty(this, "tag", "");
  private final StringProperty jvm = new SimpleStringProperty(this, "jvm", "");
  private final ObjectProperty<LocalDate> from = new SimpleObjectProperty<>(this, "from");
  private final ObjectProperty<LocalDate> to = new SimpleObjectProperty<>(this, "to");
  private final ObjectProperty<RunSort> sort =
      new SimpleObjectProperty<>(this, "sort", RunSort.STARTED);
  private final BooleanProperty descending = new SimpleBooleanProperty(this, "descending", true);
  private final ObservableList<String> hosts = FXCollections.observableArrayList();
  private final TreeSet<String> hostsSeen = new TreeSet<>();

  /** starts.get(n): where page n starts (the cursor after page n-1), when known. */
  private final Map<Integer, RunCursor> starts = new HashMap<>();

  private final ReadOnlyIntegerWrapper page = new ReadOnlyIntegerWrapper(this, "page");
  private final ReadOnlyLongWrapper pageCount = new ReadOnlyLongWrapper(this, "pageCount", 1);
  private final ReadOnlyLongWrapper total = new ReadOnlyLongWrapper(this, "total");
  private final ReadOnlyStringWrapper pageText = new ReadOnlyStringWrapper(this, "pageText", "");
  private final ReadOnlyStringWrapper emptyText =
      new ReadOnlyStringWrapper(this, "empty", RunsViewModel.NO_RUNS);
  private final ReadOnlyStringWrapper countText = new ReadOnlyStringWrapper(this, "count", "");
  private boolean muted;
  private final Runnable changed;

  /**
   * @param onQueryChange called after the filter or order changed (the page number is kept)
   */
  RunListing(int pageSize, Runnable onQueryChange) {
    this.pageSize = pageSize;
    this.changed =
        () -> {
          if (!muted) {
            starts.clear();
            onQueryChange.run();
          }
        };
    for (Observable part :
        List.of(
            filterText, kind, status, host, codec, fixture, tag, jvm, from, to, sort, descending)) {
      part.addListener(o -> changed.run());
    }
  }

  RunQuery query() {
    RunQuery query =
        RunQuery.all()
            .withText(text(filterText))
            .withKind(kind.get())
            .withStatus(status.get())
            .withHost(text(host))
            .withCodec(text(codec))
            .withFixture(text(fixture))
            .withTag(text(tag))
            .withJvm(text(jvm))
            .withStarted(
                from.get() == null ? null : from.get().atStartOfDay(ZoneOffset.UTC).toInstant(),
                to.get() == null
                    ? null
                    : to.get().plusDays(1).atStartOfDay(ZoneOffset.UTC).toInstant())
            .sortedBy(sort.get() == null ? RunSort.STARTED : sort.get(), descending.get())
            .withPage(page.get(), pageSize);
    RunCursor start = starts.get(page.get());
    return start == null ? query : query.after(start);
  }

  private static String text(StringProperty property) {
    String text = property.get() == null ? "" : property.get().strip();
    return text.isEmpty() ? null : text;
  }

  /** Orders by {@code sort} (one listing, not two, when both parts change). */
  void sortBy(RunSort by, boolean down) {
    if (sort.get() == by && descending.get() == down) {
      return;
    }
    muted = true;
    try {
      sort.set(by);
      descending.set(down);
    } finally {
      muted = false;
    }
    changed.run();
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
      for (StringProperty text : List.of(host, codec, fixture, tag, jvm)) {
        text.set("");
      }
      from.set(null);
      to.set(null);
      starts.clear();
      page.set(0);
    } finally {
      muted = false;
    }
  }

  /** Forgets the hosts seen (another database is open). */
  void forgetHosts() {
    hostsSeen.clear();
    hosts.clear();
  }

  /**
   * Takes in a listed page. Returns false if the page came back empty past the first (its runs were
   * deleted, or the filter leaves fewer pages): the listing moved to the last page there is, and
   * the caller should list again.
   */
  boolean showed(RunPage shown) {
    if (shown.runs().isEmpty() && shown.page() > 0) {
      starts.clear();
      page.set((int) Math.max(0, shown.pageCount() - 1));
      return false;
    }
    shown.next().ifPresent(cursor -> starts.put(shown.page() + 1, cursor));
    shown.runs().stream()
        .map(RunSummary::host)
        .filter(h -> h != null && !h.isBlank())
        .forEach(hostsSeen::add);
    if (hostsSeen.size() != hosts.size()) {
      hosts.setAll(hostsSeen);
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
                + (filtered() ? " matching" : "")
                + "  ·  page "
                + (shown.page() + 1)
                + " of "
                + shown.pageCount());
    emptyText.set(filtered() ? RunsViewModel.NO_MATCH : RunsViewModel.NO_RUNS);
    long all = shown.total();
    countText.set(
        filtered()
            ? all + (all == 1 ? " run matches" : " runs match")
            : all + (all == 1 ? " run" : " runs"));
    return true;
  }

  /** Whether any filter is set. */
  boolean filtered() {
    return query().filtered();
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

  StringProperty host() {
    return host;
  }

  StringProperty codec() {
    return codec;
  }

  StringProperty fixture() {
    return fixture;
  }

  StringProperty tag() {
    return tag;
  }

  StringProperty jvm() {
    return jvm;
  }

  ObjectProperty<LocalDate> from() {
    return from;
  }

  ObjectProperty<LocalDate> to() {
    return to;
  }

  ObjectProperty<RunSort> sort() {
    return sort;
  }

  BooleanProperty descending() {
    return descending;
  }

  ObservableList<String> hosts() {
    return hosts;
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

  /** {@code 12 runs match} (a filter is set) or {@code 120 runs}. */
  ReadOnlyStringProperty countText() {
    return countText.getReadOnlyProperty();
  }

  ReadOnlyStringProperty emptyText() {
    return emptyText.getReadOnlyProperty();
  }
}
