package dev.wirebench.app.cli;

import dev.wirebench.engine.env.JavaRuntime;
import dev.wirebench.engine.env.JavaRuntimes;
import java.io.PrintWriter;

/** {@code bench --list-jvms}: the JDKs found on this machine. */
final class JvmListing {
  private JvmListing() {}

  static void print(PrintWriter out) {
    TextTable table = new TextTable("version", "feature", "vendor", "home");
    for (JavaRuntime runtime : JavaRuntimes.discover()) {
      table.row(runtime.version(), runtime.feature(), runtime.vendor(), runtime.home());
    }
    out.print(table.render());
    out.println("(the first one runs Wirebench; pass another with --jvm PATH)");
    out.flush();
  }
}
