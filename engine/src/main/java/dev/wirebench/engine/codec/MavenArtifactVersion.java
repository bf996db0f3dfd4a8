package dev.wirebench.engine.codec;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/**
 * The version of a library jar on the class path, read from the {@code pom.properties} Maven puts
 * in every jar it builds (many jars carry no {@code Implementation-Version} in their manifest), or
 * else from the manifest. For {@link CodecInfo#library()} strings such as {@code kryo 5.6.2}.
 */
public final class MavenArtifactVersion {
  private MavenArtifactVersion() {}

  /**
   * {@code "artifactId version"}, e.g. {@code kryo 5.6.2}, or {@code "artifactId (version
   * unknown)"} if the jar says neither in Maven metadata nor in its manifest.
   *
   * @param anchor any class from the jar, whose class loader is asked for the metadata
   */
  public static String of(Class<?> anchor, String groupId, String artifactId) {
    String resource = "/META-INF/maven/" + groupId + "/" + artifactId + "/pom.properties";
    try (InputStream in = anchor.getResourceAsStream(resource)) {
      if (in != null) {
        Properties properties = new Properties();
        properties.load(in);
        String version = properties.getProperty("version");
        if (version != null) {
          return artifactId + " " + version;
        }
      }
    } catch (IOException unreadable) {
      // fall through to the manifest: an unreadable version never fails a codec
    }
    Package pkg = anchor.getPackage();
    String manifest = pkg == null ? null : pkg.getImplementationVersion();
    return artifactId + (manifest != null ? " " + manifest : " (version unknown)");
  }
}
