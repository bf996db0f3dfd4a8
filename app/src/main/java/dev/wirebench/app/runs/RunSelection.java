package dev.wirebench.app.runs;

import dev.wirebench.storage.RunSummary;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.function.BiConsumer;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;

/**
 * The runs selected in the list, and "compare these two": the one started first becomes the
 * baseline. Part of {@link RunsViewModel}; FX thread only.
 */
final class RunSelection {
  private final List<Long> ids = new ArrayList<>();
  private final ReadOnlyBooleanWrapper canCompare = new ReadOnlyBooleanWrapper(this, "canCompare");
  private BiConsumer<Long, Long> compare = (a, b) -> {};

  void onCompare(BiConsumer<Long, Long> target) {
    compare = Objects.requireNonNull(target);
  }

  void set(Collection<Long> selected) {
    ids.clear();
    ids.addAll(selected);
    canCompare.set(ids.size() == 2);
  }

  /** Keeps only runs still listed. */
  void retain(Collection<Long> listed) {
    set(ids.stream().filter(listed::contains).toList());
  }

  void remove(long id) {
    set(ids.stream().filter(i -> i != id).toList());
  }

  /** Sends the two selected runs among {@code listed} to the compare target, older first. */
  void compare(List<RunSummary> listed) {
    List<RunSummary> two =
        listed.stream()
            .filter(r -> ids.contains(r.id()))
            .sorted(Comparator.comparing(RunSummary::startedAt).thenComparing(RunSummary::id))
            .toList();
    if (ids.size() == 2 && two.size() == 2) {
      compare.accept(two.get(0).id(), two.get(1).id());
    }
  }

  List<Long> ids() {
    return List.copyOf(ids);
  }

  ReadOnlyBooleanProperty canCompare() {
    return canCompare.getReadOnlyProperty();
  }
}
