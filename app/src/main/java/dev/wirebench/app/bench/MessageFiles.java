package dev.wirebench.app.bench;

import dev.wirebench.app.inspect.RecentFixtures;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import javafx.collections.ObservableList;

/**
 * Message files the user brings to the Benchmark screen — JSON of any shape, read as a dynamic
 * fixture when Wirebench has no model for it (schema inferred, or the schema file given with it).
 * Opening one (menu, drag and drop, recent files) adds it to the fixture choices, checks it and
 * remembers it in the {@link RecentFixtures} the Inspect screen shares. Files are only named here;
 * the engine reads them when the plan is prepared, off the FX thread, and a bad file is the run's
 * one-line error. FX thread only.
 */
public final class MessageFiles {
  private final ObservableList<String> choices;
  private final ObservableList<String> chosen;
  private final RecentFixtures recent;
  private final Map<String, String> schemas = new LinkedHashMap<>();

  MessageFiles(
      ObservableList<String> choices, ObservableList<String> chosen, RecentFixtures recent) {
    this.choices = choices;
    this.chosen = chosen;
    this.recent = recent;
  }

  /**
   * Message files for another screen (Throughput): opened files are added to {@code choices} and
   * {@code chosen}, and remembered in {@code recent}.
   */
  public static MessageFiles of(
      ObservableList<String> choices, ObservableList<String> chosen, RecentFixtures recent) {
    return new MessageFiles(choices, chosen, recent);
  }

  /** Whether a dropped file looks like a message file ({@code .json}, {@code .ndjson}). */
  public static boolean isMessageFile(Path file) {
    String name = file.getFileName() == null ? "" : file.getFileName().toString();
    String lower = name.toLowerCase(Locale.ROOT);
    return lower.endsWith(".json") || lower.endsWith(".ndjson");
  }

  /**
   * Adds {@code file} as a fixture, checked, read against {@code schema} (a Wirebench schema file
   * or an Avro {@code .avsc}), or with the schema inferred if {@code schema} is null (a file of a
   * shape the model knows is then read into the model, as on the command line).
   */
  public void open(Path file, Path schema) {
    String source = file.toAbsolutePath().normalize().toString();
    if (schema == null) {
      schemas.remove(source);
    } else {
      schemas.put(source, schema.toAbsolutePath().normalize().toString());
    }
    if (!choices.contains(source)) {
      choices.add(source);
    }
    if (!chosen.contains(source)) {
      chosen.add(source);
    }
    recent.add(file, schema);
  }

  /** Opens a recent file as it was opened last: with its schema file, if it had one. */
  public void openRecent(Path file) {
    open(file, recent.schemaOf(file));
  }

  /** The schema file of each opened message file that has one, by fixture source. */
  public Map<String, String> schemas() {
    return Map.copyOf(schemas);
  }

  /** The schema file {@code source} is read against, or null (inferred or a known shape). */
  public String schemaOf(String source) {
    return schemas.get(source);
  }

  /** Files opened lately (here or in Inspect), newest first. */
  public ObservableList<Path> recent() {
    return recent.files();
  }
}
