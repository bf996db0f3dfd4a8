package dev.wirebench.app.runs;

import dev.wirebench.storage.RunSummary;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.BiConsumer;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;

/**
 * The runs the user selected, kept while the list is sorted, filtered, paged or refreshed (a
 * selected run need not be on the page shown), and "compare these two": the one started first
 * becomes the baseline. Part of {@link RunsViewModel}; FX thread only.
 */
final class RunSelection {
  private final Map<Long, RunSummary> runs = new LinkedHashMap<>();
  private final ReadOnlyBooleanWrapper canCompare = new ReadOnlyBooleanWrapper(this, "canCompare");
  private final ReadOnlyIntegerWrapper count = new ReadOnlyIntegerWrapper(this, "count");
  private BiConsumer<Long, Long> compare = (a, b) -> {};

  void onCompare(BiConsumer<Long, Long> target) {
    compare = Objects.requireNonNull(target);
  }

  /** The user's new selection: exactly these runs (in selection order). */
  void set(Collection<RunSummary> selected) {
    runs.clear();
    selected.forEach(r -> runs.put(r.id(), r));
    changed();
  }

  /** Takes newer summaries of selected runs that a listed page holds (labels may have changed). */
  void update(Collection<RunSummary> listed) {
    listed.stream().filter(r -> runs.containsKey(r.id())).forEach(r -> runs.put(r.id(), r));
  }

  void remove(long id) {
    runs.remove(id);
    changed();
  }

  private void changed() {
    canCompare.set(runs.size() == 2);
    count.set(runs.size());
  }

  /** Sends the two selected runs to the compare target, older first. */
  void compare() {
    List<RunSummary> two =
        runs.values().stream()
            .sorted(Comparator.comparing(RunSummary::startedAt).thenComparing(RunSummary::id))
            .toList();
    if (two.size() == 2) {
      compare.accept(two.get(0).id(), two.get(1).id());
    }
  }

  List<Long> ids() {
    return List.copyOf(runs.keySet());
  }

  List<RunSummary> runs() {
    return List.copyOf(runs.values());
  }

  boolean contains(long id) {
    return runs.containsKey(id);
  }

  ReadOnlyBooleanProperty canCompare() {
    return canCompare.getReadOnlyProperty();
  }

  ReadOnlyIntegerProperty count() {
    return count.getReadOnlyProperty();
  }
}
