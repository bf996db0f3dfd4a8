package dev.wirebench.app.throughput;

import dev.wirebench.app.bench.MessageFiles;
import dev.wirebench.app.inspect.RecentFixtures;
import java.util.List;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;

/**
 * The Throughput screen's fixture: one of the bundled fixtures, or a message file the user opened
 * through the Benchmark screen's {@link MessageFiles} (menu, schema, recent files, drops — the same
 * class, not a copy). A file opened becomes the fixture; its schema file, if it was opened with
 * one, goes into the run's settings. FX thread only.
 */
final class ThroughputFixtures {
  private final StringProperty fixture = new SimpleStringProperty("bars");
  private final ObservableList<String> choices = FXCollections.observableArrayList();
  private final ObservableList<String> opened = FXCollections.observableArrayList();
  private final MessageFiles files;

  ThroughputFixtures(List<String> bundled, RecentFixtures recent) {
    choices.setAll(bundled);
    files = MessageFiles.of(choices, opened, recent);
    // MessageFiles adds the file it opens to `opened`: that makes it the fixture.
    opened.addListener(
        (ListChangeListener<String>)
            change -> {
              while (change.next()) {
                if (change.wasAdded()) {
                  fixture.set(change.getAddedSubList().get(change.getAddedSize() - 1));
                }
              }
            });
    // Choosing another fixture un-opens the files, so opening one again chooses it again.
    fixture.addListener(
        (obs, old, now) -> {
          if (now == null || !opened.contains(now)) {
            opened.clear();
          }
        });
  }

  StringProperty fixture() {
    return fixture;
  }

  /** The bundled fixtures, then the files opened. */
  ObservableList<String> choices() {
    return choices;
  }

  MessageFiles files() {
    return files;
  }

  /** The schema file the chosen fixture is read against, or null (inferred or built-in model). */
  String schema() {
    return fixture.get() == null ? null : files.schemaOf(fixture.get());
  }
}
