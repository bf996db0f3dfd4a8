package dev.wirebench.app.bench;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Optional;

/**
 * Remembers the plan last run in a small JSON file beside the settings. A missing or damaged file
 * means "nothing remembered" (a convenience must not stop a run). Blocking file I/O: call it on the
 * task executor. Thread-safe (each call reads or replaces the whole file).
 */
public final class PlanMemory {
  private static final ObjectMapper JSON =
      new ObjectMapper()
          .enable(SerializationFeature.INDENT_OUTPUT)
          .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

  private final Path file;

  public PlanMemory(Path file) {
    this.file = file;
  }

  /** The plan saved last, if there is a readable one. */
  public Optional<SavedPlan> load() {
    if (!Files.isRegularFile(file)) {
      return Optional.empty();
    }
    try {
      return Optional.ofNullable(JSON.readValue(file.toFile(), SavedPlan.class));
    } catch (IOException damaged) {
      // A hand-edited or truncated file: forget it; the next run replaces it.
      return Optional.empty();
    }
  }

  /**
   * Saves {@code plan}, replacing the file in one move.
   *
   * @throws UncheckedIOException if it cannot be written
   */
  public synchronized void save(SavedPlan plan) {
    try {
      Files.createDirectories(file.toAbsolutePath().getParent());
      Path temp = file.resolveSibling(file.getFileName() + ".tmp");
      JSON.writeValue(temp.toFile(), plan);
      Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot save the benchmark plan to " + file, e);
    }
  }
}
