package dev.wirebench.app.settings;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Reads and writes {@link Settings} as a small JSON file. A missing or unreadable file gives the
 * defaults (settings are a convenience; a damaged file must not stop the app). Writes go to a
 * temporary file first and replace the old one in one move. Blocking; not thread-safe.
 */
public final class SettingsFile {
  private static final ObjectMapper JSON =
      new ObjectMapper()
          .enable(SerializationFeature.INDENT_OUTPUT)
          .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

  private final Path file;

  public SettingsFile(Path file) {
    this.file = file;
  }

  public Path file() {
    return file;
  }

  /** The saved settings, or the defaults if there are none or they cannot be read. */
  public Settings load() {
    try {
      Settings loaded = JSON.readValue(file.toFile(), Settings.class);
      return loaded == null ? Settings.DEFAULTS : loaded;
    } catch (IOException missingOrDamaged) {
      // First start, or a hand-edited/truncated file: start from the defaults; the next save
      // replaces it.
      return Settings.DEFAULTS;
    }
  }

  /**
   * Saves the settings.
   *
   * @throws UncheckedIOException if the file cannot be written
   */
  public void save(Settings settings) {
    try {
      Files.createDirectories(file.toAbsolutePath().getParent());
      Path temp = file.resolveSibling(file.getFileName() + ".tmp");
      JSON.writeValue(temp.toFile(), settings);
      Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot save settings to " + file, e);
    }
  }
}
