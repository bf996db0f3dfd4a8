package dev.wirebench.engine.codec.gen;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Locale;
import java.util.Properties;

/**
 * A schema compiler executable the engine jar carries for the platform it was built on ({@code
 * dev/wirebench/engine/codec/gen/tools/<platform>/<name>}, versions in {@code tools.properties}),
 * extracted once per version into the user's cache and marked executable. A system property {@code
 * wirebench.<name>} names another executable instead (a distribution's own protoc).
 *
 * @param name the tool's name ({@code protoc})
 * @param version its version, part of every cache key of code it generated
 * @param executable where it can be run
 */
public record BundledTool(String name, String version, Path executable) {
  private static final String ROOT = "/dev/wirebench/engine/codec/gen/tools/";

  /** The jar's tools.properties, read once: every support question asks it. */
  private static final Properties VERSIONS = readVersions();

  /**
   * The tool {@code name} for this platform, extracted under {@code cacheRoot}.
   *
   * @throws GenerationException (unavailable) if the jar has no such tool for this platform
   */
  static BundledTool locate(String name, Path cacheRoot) {
    // cacheRoot: the generated-code cache; tools go in its tools/ folder
    String configured = System.getProperty("wirebench." + name);
    if (configured != null && !configured.isBlank()) {
      return new BundledTool(name, "as configured " + configured, Path.of(configured));
    }

    String version = VERSIONS.getProperty(name);
    String platform = platform();
    String resource = ROOT + platform + "/" + name;
    if (version == null || BundledTool.class.getResource(resource) == null) {
      throw new GenerationException(GenerationException.Kind.UNAVAILABLE, notHere(name, VERSIONS));
    }
    Path target = cacheRoot.resolve("tools").resolve(name + "-" + version + "-" + platform);
    if (!Files.isExecutable(target)) {
      extract(resource, target);
    }
    return new BundledTool(name, version, target);
  }

  /** The version of tool {@code name} this build carries, or null. */
  public static String version(String name) {
    return VERSIONS.getProperty(name);
  }

  /** The version of tool {@code name} this build carries, or "(none)": for keys and messages. */
  public static String versionOrNone(String name) {
    String version = version(name);
    return version == null ? "(none)" : version;
  }

  /** Why tool {@code name} cannot run here ("protoc is not available for ..."), or null. */
  public static String unavailable(String name) {
    if (System.getProperty("wirebench." + name) != null) {
      return null;
    }
    try {
      if (version(name) == null
          || BundledTool.class.getResource(ROOT + platform() + "/" + name) == null) {
        return notHere(name, VERSIONS);
      }
    } catch (SecurityException e) {
      return notHere(name, VERSIONS);
    }
    return null;
  }

  private static String notHere(String name, Properties versions) {
    return name
        + " is not available for "
        + System.getProperty("os.name").toLowerCase(Locale.ROOT)
        + "/"
        + System.getProperty("os.arch")
        + " (this build carries it for "
        + versions.getProperty("platform", "no platform")
        + "; set -Dwirebench."
        + name
        + "=/path/to/"
        + name
        + ")";
  }

  private static void extract(String resource, Path target) {
    try (InputStream in = BundledTool.class.getResourceAsStream(resource)) {
      Files.createDirectories(target.getParent());
      Path part =
          Files.createTempFile(target.getParent(), target.getFileName().toString(), ".part");
      try {
        Files.copy(in, part, StandardCopyOption.REPLACE_EXISTING);
        if (!part.toFile().setExecutable(true, false)) {
          throw new IOException("cannot mark " + part + " executable");
        }
        Files.move(
            part, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
      } finally {
        Files.deleteIfExists(part);
      }
    } catch (IOException e) {
      throw new GenerationException(
          GenerationException.Kind.UNAVAILABLE,
          "cannot extract " + resource + " to " + target + ": " + e.getMessage(),
          e);
    }
  }

  private static Properties readVersions() {
    Properties versions = new Properties();
    try (InputStream in = BundledTool.class.getResourceAsStream(ROOT + "tools.properties")) {
      if (in != null) {
        versions.load(in);
      }
    } catch (IOException e) {
      // No versions: every tool is reported unavailable.
    }
    return versions;
  }

  /** This machine as the Maven classifiers of protoc name it: {@code linux-x86_64}. */
  static String platform() {
    String os = System.getProperty("os.name").toLowerCase(Locale.ROOT);
    String arch = System.getProperty("os.arch").toLowerCase(Locale.ROOT);
    String osPart =
        os.startsWith("linux")
            ? "linux"
            : os.startsWith("mac") ? "osx" : os.startsWith("windows") ? "windows" : os;
    String archPart =
        switch (arch) {
          case "amd64", "x86_64" -> "x86_64";
          case "aarch64", "arm64" -> "aarch_64";
          default -> arch;
        };
    return osPart + "-" + archPart;
  }
}
