package dev.wirebench.app.cli;

import dev.wirebench.app.shell.WirebenchApp;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import javafx.application.Application;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code wirebench gui}: opens the desktop workbench. */
@Command(name = "gui", mixinStandardHelpOptions = true, description = "Open the desktop workbench.")
public final class GuiCommand implements Callable<Integer> {
  @Option(
      names = "--screenshot-dir",
      hidden = true,
      paramLabel = "DIR",
      description = "Step through the main screens, save a PNG of each into DIR, and quit.")
  private Path screenshotDir;

  @Override
  public Integer call() {
    WirebenchApp.preload();
    if (screenshotDir == null) {
      Application.launch(WirebenchApp.class);
    } else {
      Application.launch(WirebenchApp.class, "--screenshot-dir=" + screenshotDir.toAbsolutePath());
    }
    return 0;
  }
}
