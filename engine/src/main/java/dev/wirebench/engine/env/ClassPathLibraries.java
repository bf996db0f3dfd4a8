package dev.wirebench.engine.env;

import java.io.File;
import java.nio.file.Path;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The libraries on a class path and their versions, read from Maven-style jar names ({@code
 * kryo-5.6.2.jar} → kryo 5.6.2). Forks get the class path of the process that starts them, so this
 * is also what the forks load.
 */
final class ClassPathLibraries {
  private static final Pattern JAR = Pattern.compile("^(.+?)-(\\d[\\w.+-]*)\\.jar$");

  private ClassPathLibraries() {}

  /** Artifact name to version, for every versioned jar on {@code classPath}. */
  static SortedMap<String, String> of(String classPath) {
    SortedMap<String, String> libraries = new TreeMap<>();
    if (classPath == null) {
      return libraries;
    }
    for (String entry : classPath.split(File.pathSeparator)) {
      if (entry.isBlank()) {
        continue;
      }
      Path name = Path.of(entry).getFileName();
      if (name == null) {
        continue;
      }
      Matcher m = JAR.matcher(name.toString());
      if (m.matches()) {
        libraries.merge(m.group(1), m.group(2), (a, b) -> a.equals(b) ? a : a + ", " + b);
      }
    }
    return libraries;
  }
}
