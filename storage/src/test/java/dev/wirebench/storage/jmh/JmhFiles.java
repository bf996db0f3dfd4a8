package dev.wirebench.storage.jmh;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The real JMH files under src/test/resources/jmh (see the README there), copied where wanted. */
final class JmhFiles {
  static final String ALL_MODES_137 = "tiny-codec-all-modes-jmh1.37.json";
  static final String ALL_MODES_121 = "tiny-codec-all-modes-jmh1.21.json";
  static final String GENERIC_137 = "generic-two-forks-jmh1.37.json";
  static final String GENERIC_121 = "generic-two-forks-jmh1.21.json";
  static final String WIREBENCH_137 = "wirebench-codec-benchmark-jmh1.37.json";

  private JmhFiles() {}

  static Path copy(String name, Path dir) {
    try (InputStream in = JmhFiles.class.getResourceAsStream("/jmh/" + name)) {
      if (in == null) {
        throw new IllegalStateException("test resource /jmh/" + name + " is missing");
      }
      Path target = dir.resolve(name);
      Files.copy(in, target);
      return target;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static String text(String name) {
    try (InputStream in = JmhFiles.class.getResourceAsStream("/jmh/" + name)) {
      return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
