package dev.wirebench.engine.io;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * A cap on how much of an input file Wirebench reads into memory (fixtures to inspect, JMH files to
 * import), so that a huge file or a device such as {@code /dev/zero} ends in one clear line — its
 * size and the limit — instead of running the JVM out of memory.
 *
 * <p>A regular file is judged by its size before a byte is read, and read up to the limit even if
 * it grows meanwhile; anything else (a pipe, a device) is refused by {@link InputFiles}. Immutable
 * and thread-safe.
 *
 * @param bytes the most a file may hold
 * @param option the option that raises the limit, named in the message (e.g. {@code --max-size})
 */
public record InputSizeLimit(long bytes, String option) {
  /** Fixtures to inspect: far above any real message file (the largest bundled one is ~1 MB). */
  public static final long FIXTURE_DEFAULT = 64L << 20;

  /** JMH result files to import: a long sample-mode run with raw data stays well under this. */
  public static final long IMPORT_DEFAULT = 512L << 20;

  public InputSizeLimit {
    if (bytes < 1) {
      throw new IllegalArgumentException(option + " must be at least 1 byte");
    }
  }

  /**
   * Refuses {@code file} if it is a regular file larger than the limit, or not a file at all (a
   * pipe, a device: {@link InputFiles}).
   *
   * @throws InputTooLargeException with the size and the limit
   * @throws NotARegularFileException for a pipe, a device or a stream
   */
  public void check(Path file) {
    InputFiles.requireRegularOrAbsent(file);
    if (Files.isRegularFile(file)) {
      long size;
      try {
        size = Files.size(file);
      } catch (IOException unknown) {
        return; // reading it reports the real problem
      }
      if (size > bytes) {
        throw tooLarge(file, human(size));
      }
    }
  }

  /**
   * Reads all of {@code file}, refusing it past the limit.
   *
   * @throws InputTooLargeException with the size (or "more than the limit") and the limit
   * @throws IOException if it cannot be read
   */
  public byte[] read(Path file) throws IOException {
    check(file);
    try (InputStream in = Files.newInputStream(file)) {
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      byte[] chunk = new byte[64 * 1024];
      long total = 0;
      int n;
      while ((n = in.read(chunk)) > 0) {
        total += n;
        if (total > bytes) {
          throw tooLarge(file, "more than " + human(bytes));
        }
        out.write(chunk, 0, n);
      }
      return out.toByteArray();
    }
  }

  /**
   * The refusal of {@code file} once more than the limit was read from it: for readers that stream
   * a file (and count its bytes) instead of calling {@link #read}.
   */
  public InputTooLargeException exceeded(Path file) {
    return tooLarge(file, "more than " + human(bytes));
  }

  private InputTooLargeException tooLarge(Path file, String size) {
    return new InputTooLargeException(
        file,
        "is "
            + size
            + ", over the limit of "
            + human(bytes)
            + " ("
            + option
            + " SIZE raises it, e.g. "
            + option
            + " 2G)");
  }

  /** {@code 512 MB}, {@code 3.0 GB}, {@code 900 bytes}: binary units, as the option takes them. */
  public static String human(long size) {
    if (size < 1024) {
      return size + " bytes";
    }
    String[] units = {"KB", "MB", "GB", "TB"};
    double value = size;
    int unit = -1;
    while (value >= 1024 && unit < units.length - 1) {
      value /= 1024;
      unit++;
    }
    return value == Math.rint(value)
        ? String.format(Locale.ROOT, "%d %s", (long) value, units[unit])
        : String.format(Locale.ROOT, "%.1f %s", value, units[unit]);
  }

  /** {@code 64M}, {@code 2G}, {@code 1500000}, {@code 512k} (binary units), for the option. */
  public static long parse(String text, String option) {
    String t = text.strip().toUpperCase(Locale.ROOT).replace("_", "");
    if (t.endsWith("B")) {
      t = t.substring(0, t.length() - 1);
    }
    long factor = 1;
    if (!t.isEmpty() && "KMGT".indexOf(t.charAt(t.length() - 1)) >= 0) {
      factor = 1L << (10 * ("KMGT".indexOf(t.charAt(t.length() - 1)) + 1));
      t = t.substring(0, t.length() - 1);
    }
    try {
      long value = Long.parseLong(t.strip());
      if (value >= 1 && value <= Long.MAX_VALUE / factor) {
        return value * factor;
      }
    } catch (NumberFormatException bad) {
      // Reported below.
    }
    throw new IllegalArgumentException(
        option + " takes a size such as 64M, 2G or 1500000, not '" + text + "'");
  }
}
