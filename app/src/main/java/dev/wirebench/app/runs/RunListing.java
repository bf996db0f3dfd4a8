package dev.wirebench.app.runs;

import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.storage.RunCursor;
import dev.wirebench.storage.RunPage;
import dev.wirebench.storage.RunQuery;
import dev.wirebench.storage.RunSummary;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
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
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Which runs the list shows: the filter (label text, kind, status, host) and the page, turned into
 * a {@link RunQuery}; and what a listed page says about itself (position, total, the empty-state
 * text). Part of {@link RunsViewModel}; FX thread only.
 *
 * <p>Pages are found by keyset, not by offset: page n is "the runs after page n-1's last run", one
 * {@link RunCursor} per page passed. An index answers that at the same cost at any depth (an offset
 * walks every skipped run, which shows in a team store of 100,000 runs), and listing the same page
 * again after a run was stored, edited or deleted shows the same runs, not runs shifted by the
 * newcomers.
 */
final class RunListing {
  private final int pageSize;
  private final StringProperty filterText = new SimpleStringProperty(this, "filterText", "");
  private final ObjectProperty<RunKind> kind = new SimpleObjectProperty<>(this, "kind");
  private final ObjectProperty<RunStatus> status = new SimpleObjectProperty<>(this, "status");
  private final StringProperty host = new SimpleStringProperty(this, "host", "");
  private final ObservableList<String> hosts = FXCollections.observableArrayList();
  private final TreeSet<String> hostsSeen = new TreeSet<>();

  /** cursors.get(i): where page i+1 starts; as many as pages passed to reach the current one. */
  private final List<RunCursor> cursors = new ArrayList<>();

  private RunCursor nextCursor;
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
            firstPage();
            onFilterChange.run();
          }
        };
    filterText.addListener((o, old, now) -> first.run());
    kind.addListener((o, old, now) -> first.run());
    status.addListener((o, old, now) -> first.run());
    host.addListener((o, old, now) -> first.run());
  }

  RunQuery query() {
    String text = filterText.get() == null ? "" : filterText.get().strip();
    String onHost = host.get() == null ? "" : host.get().strip();
    RunQuery query =
        RunQuery.all()
            .withLabel(text.isEmpty() ? null : text)
            .withKind(kind.get())
            .withStatus(status.get())
            .withHost(onHost.isEmpty() ? null : onHost)
            .withPage(cursors.size(), pageSize);
    return cursors.isEmpty() ? query : query.after(cursors.get(cursors.size() - 1));
  }

  /** Moves to the next page; false if this is the last. */
  boolean next() {
    if (nextCursor == null || page.get() + 1 >= pageCount.get()) {
      return false;
    }
    cursors.add(nextCursor);
    nextCursor = null;
    page.set(cursors.size());
    return true;
  }

  /** Moves to the previous page; false if this is the first. */
  boolean previous() {
    if (cursors.isEmpty()) {
      return false;
    }
    cursors.remove(cursors.size() - 1);
    page.set(cursors.size());
    return true;
  }

  private void firstPage() {
    cursors.clear();
    nextCursor = null;
    page.set(0);
  }

  /** Clears the filter and goes to the first page without listing: the caller lists once. */
  void clear() {
    muted = true;
    try {
      filterText.set("");
      kind.set(null);
      status.set(null);
      host.set("");
      firstPage();
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
   * deleted): the listing moved back a page, and the caller should list again.
   */
  boolean showed(RunPage shown) {
    if (shown.runs().isEmpty() && shown.page() > 0) {
      previous();
      return false;
    }
    nextCursor = shown.next().orElse(null);
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
        || (host.get() != null && !host.get().isBlank())
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

  StringProperty host() {
    return host;
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

  ReadOnlyStringProperty emptyText() {
    return emptyText.getReadOnlyProperty();
  }
}
