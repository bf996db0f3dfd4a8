package dev.wirebench.engine.env;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds the Java runtimes installed on this machine: the running JVM, {@code JAVA_HOME}, and the
 * usual install locations ({@code /usr/lib/jvm/*}, SDKMAN, IntelliJ's {@code ~/.jdks}, macOS's
 * JavaVirtualMachines). Versions come from each runtime's {@code release} file, or else from asking
 * its launcher. Thread-safe; does file I/O (and may start a {@code java} process), so call it off
 * any UI thread.
 */
public final class JavaRuntimes {
  private static final Pattern FEATURE = Pattern.compile("^(?:1\\.)?(\\d+)");
  private static final Pattern SETTING = Pattern.compile("^\\s*([\\w.]+) = (.*)$");

  private JavaRuntimes() {}

  /** The JVM running this code. */
  public static JavaRuntime current() {
    Path home = Path.of(System.getProperty("java.home"));
    Set<String> modules = new TreeSet<>();
    for (ModuleReference module : ModuleFinder.ofSystem().findAll()) {
      modules.add(module.descriptor().name());
    }
    return new JavaRuntime(
        home,
        home.resolve("bin").resolve(launcherName()),
        System.getProperty("java.version"),
        Runtime.version().feature(),
        System.getProperty("java.vendor"),
        System.getProperty("java.runtime.version"),
        modules);
  }

  /** Every runtime found, the running one first, each once (by the real path of its launcher). */
  public static List<JavaRuntime> discover() {
    Map<Path, JavaRuntime> found = new LinkedHashMap<>();
    JavaRuntime running = current();
    if (Files.isExecutable(running.java())) {
      found.put(realPath(running.java()), running);
    }
    List<Path> candidates = new ArrayList<>();
    String javaHome = System.getenv("JAVA_HOME");
    if (javaHome != null && !javaHome.isBlank()) {
      candidates.add(Path.of(javaHome));
    }
    String userHome = System.getProperty("user.home");
    addChildren(candidates, Path.of("/usr/lib/jvm"));
    addChildren(candidates, Path.of("/usr/java"));
    addChildren(candidates, Path.of("/opt/java"));
    addChildren(candidates, Path.of(userHome, ".sdkman", "candidates", "java"));
    addChildren(candidates, Path.of(userHome, ".jdks"));
    for (Path vm : children(Path.of("/Library/Java/JavaVirtualMachines"))) {
      candidates.add(vm.resolve("Contents").resolve("Home"));
    }
    for (Path home : candidates) {
      Path java = home.resolve("bin").resolve(launcherName());
      if (Files.isExecutable(java) && !found.containsKey(realPath(java))) {
        try {
          found.put(realPath(java), at(home.toString()));
        } catch (IllegalArgumentException unusable) {
          // Not a working runtime (e.g. a broken symlink farm): leave it out of the list.
        }
      }
    }
    return List.copyOf(found.values());
  }

  /**
   * The runtime at {@code path}: a runtime home directory or its {@code java} launcher.
   *
   * @throws IllegalArgumentException saying what is wrong if there is no usable runtime there
   */
  public static JavaRuntime at(String path) {
    Path given = Path.of(path).toAbsolutePath().normalize();
    Path java;
    Path home;
    if (Files.isDirectory(given)) {
      home = given;
      java = given.resolve("bin").resolve(launcherName());
    } else if (Files.isRegularFile(given)) {
      java = given;
      Path bin = realPath(given).getParent();
      home = bin == null || bin.getParent() == null ? given.getParent() : bin.getParent();
    } else {
      throw new IllegalArgumentException("no JVM at " + path + ": no such file or directory");
    }
    if (!Files.isExecutable(java)) {
      throw new IllegalArgumentException(
          "no JVM at " + path + ": " + java + " is missing or not executable");
    }
    Properties release = readRelease(home);
    if (release.getProperty("JAVA_VERSION") != null) {
      return fromRelease(home, java, release);
    }
    return probe(home, java);
  }

  private static JavaRuntime fromRelease(Path home, Path java, Properties release) {
    String version = release.getProperty("JAVA_VERSION");
    Set<String> modules = new TreeSet<>();
    String moduleList = release.getProperty("MODULES", "").trim();
    if (!moduleList.isEmpty()) {
      modules.addAll(List.of(moduleList.split("\\s+")));
    }
    return new JavaRuntime(
        home,
        java,
        version,
        feature(version),
        release.getProperty("IMPLEMENTOR"),
        release.getProperty("JAVA_RUNTIME_VERSION"),
        modules);
  }

  /** Asks the launcher itself, for runtimes without a release file. */
  private static JavaRuntime probe(Path home, Path java) {
    Map<String, String> settings = new HashMap<>();
    try {
      Process process =
          new ProcessBuilder(java.toString(), "-XshowSettings:properties", "-version")
              .redirectErrorStream(true)
              .start();
      process.getOutputStream().close();
      String output;
      try (InputStream in = process.getInputStream()) {
        output = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      }
      if (!process.waitFor(30, TimeUnit.SECONDS)) {
        process.destroyForcibly();
      }
      for (String line : output.split("\\R")) {
        Matcher m = SETTING.matcher(line);
        if (m.matches()) {
          settings.put(m.group(1), m.group(2).trim());
        }
      }
    } catch (IOException e) {
      throw new IllegalArgumentException("cannot run " + java + ": " + e.getMessage(), e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalArgumentException("interrupted while asking " + java + " its version", e);
    }
    String version = settings.get("java.version");
    if (version == null) {
      throw new IllegalArgumentException(java + " did not report a Java version");
    }
    return new JavaRuntime(
        home,
        java,
        version,
        feature(version),
        settings.get("java.vendor"),
        settings.get("java.runtime.version"),
        Set.of());
  }

  static int feature(String version) {
    Matcher m = FEATURE.matcher(version);
    return m.find() ? Integer.parseInt(m.group(1)) : 0;
  }

  private static Properties readRelease(Path home) {
    Properties release = new Properties();
    Path file = home.resolve("release");
    if (Files.isRegularFile(file)) {
      try (InputStream in = Files.newInputStream(file)) {
        release.load(in);
      } catch (IOException e) {
        throw new UncheckedIOException("cannot read " + file, e);
      }
      // Values are quoted in the file: JAVA_VERSION="17.0.15".
      for (String key : release.stringPropertyNames()) {
        String value = release.getProperty(key).trim();
        if (value.length() >= 2 && value.startsWith("\"") && value.endsWith("\"")) {
          release.setProperty(key, value.substring(1, value.length() - 1));
        }
      }
    }
    return release;
  }

  private static void addChildren(List<Path> into, Path dir) {
    into.addAll(children(dir));
  }

  private static List<Path> children(Path dir) {
    List<Path> children = new ArrayList<>();
    if (!Files.isDirectory(dir)) {
      return children;
    }
    try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir)) {
      for (Path entry : entries) {
        if (Files.isDirectory(entry)) {
          children.add(entry);
        }
      }
    } catch (IOException unreadable) {
      // An unreadable install directory holds nothing we can use.
      return children;
    }
    children.sort(null);
    return children;
  }

  private static Path realPath(Path path) {
    try {
      return path.toRealPath();
    } catch (IOException e) {
      return path.toAbsolutePath().normalize();
    }
  }

  private static String launcherName() {
    return System.getProperty("os.name", "").startsWith("Windows") ? "java.exe" : "java";
  }
}
