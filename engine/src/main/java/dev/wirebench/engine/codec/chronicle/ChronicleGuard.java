package dev.wirebench.engine.codec.chronicle;

import dev.wirebench.engine.jvm.JvmFlags;
import java.io.File;

/**
 * Makes a JVM safe for Chronicle before any Chronicle class initialises: analytics off (Chronicle
 * otherwise writes {@code ~/.chronicle.analytics.*} files and phones home to Google Analytics) and
 * JNA's native library extracted under the temporary directory instead of {@code
 * ~/.cache/JNA/temp}. The flags file sets both for every JVM Wirebench starts; this guard covers
 * JVMs started without them (tests, embedding code). It references no Chronicle class, so calling
 * it cannot itself start Chronicle.
 */
public final class ChronicleGuard {
  /** The system property Chronicle's {@code AnalyticsFacade} reads. */
  public static final String ANALYTICS_DISABLE = "chronicle.analytics.disable";

  /** Where JNA extracts its native library when this property is unset: under the user's home. */
  public static final String JNA_TMPDIR = "jna.tmpdir";

  private ChronicleGuard() {}

  /**
   * Sets the properties unless already set; idempotent. Call it before the first use of any
   * Chronicle class (a static initialiser of the class that first touches Chronicle).
   */
  public static synchronized void apply() {
    JvmFlags.applySystemProperties();
    if (System.getProperty(ANALYTICS_DISABLE) == null) {
      System.setProperty(ANALYTICS_DISABLE, "true");
    }
    if (System.getProperty(JNA_TMPDIR) == null) {
      String user = System.getProperty("user.name", "user").replaceAll("[^A-Za-z0-9._-]", "_");
      File dir = new File(System.getProperty("java.io.tmpdir"), "wirebench-jna-" + user);
      System.setProperty(JNA_TMPDIR, dir.getAbsolutePath());
    }
  }
}
