package dev.wirebench.app.inspect;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Fixture files opened lately, newest first, at most {@link #MAX}, each with the schema file it was
 * last opened with (if any), so a recent file reopens as it was read. Shared by the Inspect picker,
 * the File menu and the Benchmark screen; saved with the settings. FX thread only.
 */
public final class RecentFixtures {
  public static final int MAX = 8;

  private final ObservableList<Path> files = FXCollections.observableArrayList();
  private final ObservableList<Path> readOnly = FXCollections.unmodifiableObservableList(files);
  private final Map<Path, Path> schemas = new HashMap<>();

  public RecentFixtures(List<String> saved) {
    this(saved, Map.of());
  }

  /**
   * @param saved the files, newest first, as {@link #toStrings()} wrote them
   * @param savedSchemas message file → schema file, as {@link #schemasToStrings()} wrote them
   */
  public RecentFixtures(List<String> saved, Map<String, String> savedSchemas) {
    saved.stream().limit(MAX).map(Path::of).forEach(files::add);
    savedSchemas.forEach(
        (file, schema) -> {
          if (files.contains(Path.of(file))) {
            schemas.put(Path.of(file), Path.of(schema));
          }
        });
  }

  /** Puts a file first (moving it if it was already listed), opened without a schema file. */
  public void add(Path file) {
    add(file, null);
  }

  /**
   * Puts a file first (moving it if it was already listed) and remembers the schema file it was
   * opened with; null forgets an earlier one (the file was opened without, this time).
   */
  public void add(Path file, Path schema) {
    Path absolute = file.toAbsolutePath().normalize();
    if (schema == null) {
      schemas.remove(absolute);
    } else {
      schemas.put(absolute, schema.toAbsolutePath().normalize());
    }
    // always a change, even when the file is first already: its schema may be another one now,
    // and the pickers built from this list must offer it with that schema
    files.remove(absolute);
    files.add(0, absolute);
    if (files.size() > MAX) {
      files.subList(MAX, files.size()).forEach(schemas::remove);
      files.remove(MAX, files.size());
    }
  }

  /** The schema file {@code file} was last opened with, or null (none, or not a recent file). */
  public Path schemaOf(Path file) {
    return schemas.get(file.toAbsolutePath().normalize());
  }

  /** {@code file} as it was opened last: with the schema file it was read against, if any. */
  public FixtureChoice choice(Path file) {
    return FixtureChoice.file(file, schemaOf(file));
  }

  /** {@code bundled}, then a choice per recent file (newest first): what the fixture box lists. */
  public List<FixtureChoice> after(List<FixtureChoice> bundled) {
    List<FixtureChoice> all = new ArrayList<>(bundled);
    for (Path file : files()) {
      all.add(choice(file));
    }
    return all;
  }

  public ObservableList<Path> files() {
    return readOnly;
  }

  /** For the settings file. */
  public List<String> toStrings() {
    return files.stream().map(Path::toString).toList();
  }

  /** For the settings file: message file → schema file, for the recent files that have one. */
  public Map<String, String> schemasToStrings() {
    Map<String, String> out = new LinkedHashMap<>();
    for (Path file : files) {
      Path schema = schemas.get(file);
      if (schema != null) {
        out.put(file.toString(), schema.toString());
      }
    }
    return out;
  }
}
