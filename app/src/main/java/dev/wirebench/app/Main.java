package dev.wirebench.app;

import dev.wirebench.app.cli.GuiCommand;
import dev.wirebench.app.cli.WirebenchCommand;

/** Entry point of the command line and the desktop app (the {@code gui} command). */
public final class Main {
  private Main() {}

  public static void main(String[] args) {
    if (args.length == 1 && "gui".equals(args[0])) {
      // What the packaged launcher runs with no arguments. Straight to the app: building the whole
      // command line first (picocli reflects over every subcommand, and its classes, compiled for
      // Java 5, cannot be in the CDS archive) put about a quarter of a second before the window.
      System.exit(new GuiCommand().call());
    }
    System.exit(WirebenchCommand.run(args));
  }
}
