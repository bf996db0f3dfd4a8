package dev.wirebench.app.cli;

import dev.wirebench.app.shell.WirebenchApp;
import java.util.concurrent.Callable;
import javafx.application.Application;
import picocli.CommandLine.Command;

/** {@code wirebench gui}: opens the desktop workbench. */
@Command(name = "gui", mixinStandardHelpOptions = true, description = "Open the desktop workbench.")
public final class GuiCommand implements Callable<Integer> {
  @Override
  public Integer call() {
    WirebenchApp.preload();
    Application.launch(WirebenchApp.class);
    return 0;
  }
}
