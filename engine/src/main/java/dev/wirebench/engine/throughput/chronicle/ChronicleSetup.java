package dev.wirebench.engine.throughput.chronicle;

import dev.wirebench.engine.jvm.JvmFlags;
import java.nio.file.Path;

/**
 * What must hold before the first Chronicle class loads, wherever Wirebench runs (a test, the CLI,
 * the GUI, a forked consumer): the analytics property from {@code jvm-flags.properties} is set, so
 * Chronicle neither phones home nor writes {@code ~/.chronicle.analytics.*}; and JNA (loaded by
 * Chronicle's posix layer) unpacks into the temp directory rather than {@code ~/.cache/JNA}.
 *
 * <p>Idempotent and thread-safe. Properties the user set explicitly are left alone.
 */
final class ChronicleSetup {
  private static boolean done;

  private ChronicleSetup() {}

  static synchronized void prepare() {
    if (done) {
      return;
    }
    JvmFlags.applySystemProperties();
    if (System.getProperty("jna.tmpdir") == null) {
      String user = System.getProperty("user.name", "user").replaceAll("[^A-Za-z0-9._-]", "_");
      Path jna = Path.of(System.getProperty("java.io.tmpdir"), "wirebench-jna-" + user);
      System.setProperty("jna.tmpdir", jna.toString());
    }
    done = true;
  }
}
