package dev.wirebench.app;

import dev.wirebench.app.cli.WirebenchCommand;

/** Entry point of the command line and the desktop app (the {@code gui} command). */
public final class Main {
  private Main() {}

  public static void main(String[] args) {
    System.exit(WirebenchCommand.run(args));
  }
}
