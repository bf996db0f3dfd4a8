package dev.wirebench.engine.codec.mapping;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** A library's version as its jar states it, for {@code CodecInfo.library}. */
public final class LibraryVersion {
  private LibraryVersion() {}

  /**
   * The Implementation-Version of the jar holding {@code type}, else the version in the jar's Maven
   * {@code pom.properties} ({@code groupId/artifactId}), else {@code "version unknown"}.
   */
  public static String of(Class<?> type, String groupId, String artifactId) {
    Package pkg = type.getPackage();
    String version = pkg == null ? null : pkg.getImplementationVersion();
    if (version != null) {
      return version;
    }
    String resource = "/META-INF/maven/" + groupId + "/" + artifactId + "/pom.properties";
    try (InputStream in = type.getResourceAsStream(resource)) {
      if (in != null) {
        Properties properties = new Properties();
        properties.load(in);
        version = properties.getProperty("version");
      }
    } catch (IOException unreadable) {
      // The version is only shown to people; an unreadable jar entry leaves it unknown.
      version = null;
    }
    return version != null ? version : "version unknown";
  }
}
