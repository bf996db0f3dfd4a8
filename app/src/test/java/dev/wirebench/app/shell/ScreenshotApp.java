package dev.wirebench.app.shell;

import java.nio.file.Path;
import javafx.stage.Stage;

/**
 * The desktop app with the screenshot tour: once the workbench is shown, steps through the main
 * states and saves a PNG of each into the directory named by {@code --screenshot-dir=DIR}, then
 * quits ({@code --screenshot-size=WxH} sets the window's size first). A development tool, kept out
 * of the shipped jar; started by {@link ScreenshotMain}.
 */
public final class ScreenshotApp extends WirebenchApp {
  @Override
  protected void started(Workbench workbench, Stage stage) {
    String dir = getParameters().getNamed().get("screenshot-dir");
    if (dir == null) {
      throw new IllegalArgumentException("ScreenshotApp needs --screenshot-dir=DIR");
    }
    String size = getParameters().getNamed().get("screenshot-size");
    if (size != null) { // e.g. 1024x700, the smallest supported window
      String[] wh = size.split("x", 2);
      stage.setMaximized(false);
      stage.setWidth(Double.parseDouble(wh[0]));
      stage.setHeight(Double.parseDouble(wh[1]));
    }
    Path out = Path.of(dir).toAbsolutePath();
    String tour = getParameters().getNamed().getOrDefault("tour", "");
    if (tour.equals("recent-compare")) {
      new RecentCompareTour(workbench, stage, out).start();
    } else if (tour.startsWith("inspect")) {
      new FocusTour(workbench, stage, out, tour.equals("inspect-throughput")).start();
    } else {
      new ScreenshotTour(workbench, stage, out).start();
    }
  }
}
