package dev.wirebench.app.inspect;

import java.nio.file.Path;
import java.util.List;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Fixture files opened lately, newest first, at most {@link #MAX}. Shared by the Inspect picker and
 * the File menu; saved with the settings. FX thread only.
 */
public final class RecentFixtures {
  public static final int MAX = 8;

  private final ObservableList<Path> files = FXCollections.observableArrayList();
  private final ObservableList<Path> readOnly = FXCollections.unmodifiableObservableList(files);

  public RecentFixtures(List<String> saved) {
    saved.stream().limit(MAX).map(Path::of).forEach(files::add);
  }

  /** Puts a file first (moving it if it was already listed). */
  public void add(Path file) {
    Path absolute = file.toAbsolutePath().normalize();
    files.remove(absolute);
    files.add(0, absolute);
    if (files.size() > MAX) {
      files.remove(MAX, files.size());
    }
  }

  public ObservableList<Path> files() {
    return readOnly;
  }

  /** For the settings file. */
  public List<String> toStrings() {
    return files.stream().map(Path::toString).toList();
  }
}
