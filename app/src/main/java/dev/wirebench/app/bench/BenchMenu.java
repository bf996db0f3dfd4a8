package dev.wirebench.app.bench;

import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCombination;

/** The Run menu: start the Benchmark screen's plan, or cancel the run. */
public final class BenchMenu {
  private BenchMenu() {}

  /**
   * @param showScreen brings the Benchmark screen forward (a run started from the menu shows it)
   */
  public static Menu create(BenchViewModel model, Runnable showScreen) {
    MenuItem start = new MenuItem("_Start Benchmark");
    start.setId("menu-bench-start");
    start.setAccelerator(KeyCombination.keyCombination("Shortcut+R"));
    start.disableProperty().bind(model.canRunBinding().not());
    start.setOnAction(
        e -> {
          showScreen.run();
          model.run();
        });
    MenuItem cancel = new MenuItem("_Cancel Benchmark");
    cancel.setId("menu-bench-cancel");
    cancel.setAccelerator(KeyCombination.keyCombination("Shortcut+Period"));
    cancel.disableProperty().bind(model.runningProperty().not());
    cancel.setOnAction(e -> model.cancel());
    Menu run = new Menu("_Run", null, start, cancel);
    run.setId("menu-run");
    return run;
  }
}
