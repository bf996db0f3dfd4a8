package dev.wirebench.app.shell;

import javafx.application.Application;

/**
 * Entry point of the screenshot tour ({@code app/src/test/screenshots/take-screenshots.sh} runs it
 * from the test class path): {@code ScreenshotMain --screenshot-dir=DIR}. Not an {@link
 * Application} itself, for the reason {@code dev.wirebench.app.Main} is not: launching an
 * Application subclass as the main class from the class path fails.
 */
public final class ScreenshotMain {
  private ScreenshotMain() {}

  public static void main(String[] args) {
    WirebenchApp.preload();
    Application.launch(ScreenshotApp.class, args);
    System.exit(0);
  }
}
