package dev.wirebench.engine.jvm;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

/**
 * The JVM flags the codec and stream libraries need, from the one file that lists them ({@code
 * /dev/wirebench/engine/env/jvm-flags.properties}, also read by the build and the launcher script,
 * which name it by that path, so it stays there while this class lives in its own package). Every
 * JVM Wirebench starts — JMH forks, latency and throughput forks — gets {@link #forJdk(int)}.
 */
public final class JvmFlags {
  private static final String RESOURCE = "/dev/wirebench/engine/env/jvm-flags.properties";
  private static final Properties FLAGS = load();

  private JvmFlags() {}

  private static Properties load() {
    Properties properties = new Properties();
    try (InputStream in = JvmFlags.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException("jvm-flags.properties missing from the class path");
      }
      properties.load(in);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read jvm-flags.properties", e);
    }
    return properties;
  }

  /** Flags every JVM that loads the codec libraries needs, whatever its version. */
  public static List<String> required() {
    return split(FLAGS.getProperty("wirebench.jvm.required", ""));
  }

  /** The flags for a JVM of feature version {@code feature} (17, 21, 25...). */
  public static List<String> forJdk(int feature) {
    List<String> flags = new ArrayList<>(required());
    if (feature >= 22) {
      flags.addAll(split(FLAGS.getProperty("wirebench.jvm.jdk22", "")));
    }
    if (feature >= 24) {
      flags.addAll(split(FLAGS.getProperty("wirebench.jvm.jdk24", "")));
    }
    return flags;
  }

  /** The flags for a JVM like the one running this code. */
  public static List<String> forCurrentJdk() {
    return forJdk(Runtime.version().feature());
  }

  /**
   * Sets the system properties among the required flags ({@code -Dkey=value}) in this JVM, for
   * entry points started without them; module flags cannot be added at run time.
   */
  public static void applySystemProperties() {
    for (String flag : required()) {
      if (flag.startsWith("-D")) {
        int eq = flag.indexOf('=');
        String key = eq < 0 ? flag.substring(2) : flag.substring(2, eq);
        String value = eq < 0 ? "" : flag.substring(eq + 1);
        if (System.getProperty(key) == null) {
          System.setProperty(key, value);
        }
      }
    }
  }

  private static List<String> split(String value) {
    List<String> flags = new ArrayList<>();
    for (String flag : value.trim().split("\\s+")) {
      if (!flag.isEmpty()) {
        flags.add(flag);
      }
    }
    return flags;
  }
}
