package dev.wirebench.app.cds;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes the installed app's class-data-sharing archive without a display: loads (but does not
 * initialise) every class a list names, so that a JVM started with {@code -XX:ArchiveClassesAtExit}
 * archives them at exit. The list is the one the packaging's GUI training run wrote with {@code
 * -XX:DumpLoadedClassList} (one class a line, {@code a/b/C id: N}; {@code #} comments and {@code @}
 * lines for lambda forms, which only a running app makes, are skipped). Run by {@code
 * lib/wirebench-cds} from the .deb's postinst: the archive is bound to the jars' absolute paths, so
 * it can only be written where the app is installed.
 *
 * <p>Not initialising matters: a JavaFX class's static initialiser would need a display, and CDS
 * saves parsing and verifying, which loading and linking alone do.
 */
public final class ClassListLoader {
  private ClassListLoader() {}

  /** Loads the classes of list {@code args[0]}; prints how many loaded and which did not. */
  public static void main(String[] args) throws IOException {
    if (args.length != 1) {
      System.err.println("usage: ClassListLoader CLASS_LIST");
      System.exit(2);
    }
    Tally tally = load(Path.of(args[0]), ClassListLoader.class.getClassLoader(), System.err);
    System.out.println(
        "class list "
            + args[0]
            + ": "
            + tally.loaded()
            + " classes loaded, "
            + tally.failed()
            + " not loadable here");
  }

  /** How many classes of a list loaded, and how many did not. */
  public record Tally(int loaded, int failed) {}

  /**
   * Loads every class {@code list} names through {@code loader}, without initialising it; a class
   * that cannot load (an optional dependency missing) is reported on {@code log} and skipped.
   */
  public static Tally load(Path list, ClassLoader loader, PrintStream log) throws IOException {
    int loaded = 0;
    int failed = 0;
    try (BufferedReader in = Files.newBufferedReader(list, StandardCharsets.UTF_8)) {
      String line;
      while ((line = in.readLine()) != null) {
        String name = className(line);
        if (name == null) {
          continue;
        }
        try {
          Class.forName(name, false, loader);
          loaded++;
        } catch (ClassNotFoundException | LinkageError e) {
          failed++;
          log.println("not archived: " + name + " (" + e + ")");
        }
      }
    }
    return new Tally(loaded, failed);
  }

  /** The binary class name a list line names, or null for comments, lambda forms and blanks. */
  static String className(String line) {
    String trimmed = line.strip();
    if (trimmed.isEmpty() || trimmed.startsWith("#") || trimmed.startsWith("@")) {
      return null;
    }
    int space = trimmed.indexOf(' ');
    String internal = space < 0 ? trimmed : trimmed.substring(0, space);
    return internal.replace('/', '.');
  }
}
