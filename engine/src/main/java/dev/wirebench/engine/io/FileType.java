package dev.wirebench.engine.io;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * What a path names, links followed: the one classification behind both "may this be read as an
 * input file" ({@link InputFiles}) and "may this output path be written" (storage's {@code
 * SafeOutputFile}). Reads the POSIX file type where the platform has it, so a character device, a
 * block device, a pipe and a socket are told apart (plain {@link Files#isRegularFile} cannot).
 */
public enum FileType {
  /** Nothing there (or a dangling link). */
  NONE,
  /** A regular file. */
  REGULAR,
  /** A folder. */
  FOLDER,
  /** A pipe (FIFO): readable only once, may never end. */
  PIPE,
  /**
   * A stream that is safe to write through: a standard stream ({@code /dev/stdout}, {@code
   * /dev/fd/N}, {@code /proc/self/fd/N}) whatever it points to, {@code /dev/null} and friends, or a
   * terminal.
   */
  STREAM,
  /** Any other device (a disk, {@code /dev/mem}, ...): never read as input nor written. */
  DEVICE,
  /** A socket or another special file. */
  OTHER;

  private static final int TYPE_MASK = 0170000;
  private static final int SOCKET = 0140000;
  private static final int REGULAR_FILE = 0100000;
  private static final int BLOCK_DEVICE = 0060000;
  private static final int DIRECTORY = 0040000;
  private static final int CHARACTER_DEVICE = 0020000;
  private static final int FIFO = 0010000;

  private static final Set<String> HARMLESS_DEVICES =
      Set.of("/dev/null", "/dev/zero", "/dev/full", "/dev/tty", "/dev/console");
  private static final Pattern TERMINAL = Pattern.compile("/dev/(pts/\\d+|tty\\w*)");
  private static final Pattern STANDARD_STREAM =
      Pattern.compile("/dev/(stdin|stdout|stderr|fd/\\d+)|/proc/(self|\\d+)/fd/\\d+");

  /** The type of {@code path}, links followed. */
  public static FileType of(Path path) {
    if (!Files.exists(path)) {
      return NONE;
    }
    String given = path.toAbsolutePath().normalize().toString();
    if (STANDARD_STREAM.matcher(given).matches()) {
      return Files.isDirectory(path) ? FOLDER : STREAM;
    }
    int mode;
    try {
      mode = ((Number) Files.getAttribute(path, "unix:mode")).intValue();
    } catch (UnsupportedOperationException | IllegalArgumentException | IOException noUnixView) {
      return Files.isRegularFile(path) ? REGULAR : Files.isDirectory(path) ? FOLDER : OTHER;
    }
    return switch (mode & TYPE_MASK) {
      case REGULAR_FILE -> REGULAR;
      case DIRECTORY -> FOLDER;
      case FIFO -> PIPE;
      case CHARACTER_DEVICE -> harmless(path) ? STREAM : DEVICE;
      case BLOCK_DEVICE -> DEVICE;
      case SOCKET -> OTHER;
      default -> OTHER;
    };
  }

  private static boolean harmless(Path device) {
    String real;
    try {
      real = device.toRealPath().toString();
    } catch (IOException unresolved) {
      return false;
    }
    return HARMLESS_DEVICES.contains(real) || TERMINAL.matcher(real).matches();
  }
}
