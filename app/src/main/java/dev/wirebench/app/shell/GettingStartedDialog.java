package dev.wirebench.app.shell;

import java.util.List;
import java.util.function.Consumer;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/**
 * Help ▸ Getting Started (F1): the three first things to do in Wirebench, each with a button that
 * goes to its screen, and the keys that move around the workbench without a mouse.
 */
final class GettingStartedDialog {
  /** A first step: its title, what to do, and the screen it happens on. */
  record Step(String title, String text, String screen, String go) {}

  /** The three first things to do, in order. */
  static final List<Step> STEPS =
      List.of(
          new Step(
              "1. Look at a message on the wire",
              "Inspect shows a fixture encoded by every codec: sizes, round trip, and a hex dump"
                  + " whose bytes name their fields. Pick a bundled fixture at the top of"
                  + " Inspect, open your own JSON with File ▸ Open Fixture… (Ctrl+O), or drop"
                  + " a file on the window.",
              ShellViewModel.INSPECT,
              "Go to _Inspect"),
          new Step(
              "2. Benchmark a few codecs",
              "In Benchmark, tick codecs, fixtures and operations, pick a mode, and press Run"
                  + " (Ctrl+R). JMH measures in forked JVMs; every run is stored with its"
                  + " environment.",
              ShellViewModel.BENCH,
              "Go to _Benchmark"),
          new Step(
              "3. Compare two runs",
              "In Runs, select two runs (Ctrl+click) and press Compare: per benchmark Δ, its"
                  + " interval and a verdict — faster, slower, no change, or too few forks to"
                  + " tell.",
              ShellViewModel.RUNS,
              "Go to _Runs"));

  /** The keys that reach every screen and menu. */
  static final String KEYS =
      "Keyboard: Ctrl+1 … Ctrl+7 show a screen; ↑ and ↓ in the navigation rail move between"
          + " screens; Alt+F, Alt+V, Alt+R, Alt+H open the menus; Tab moves through a screen's"
          + " controls; F1 opens this guide.";

  private GettingStartedDialog() {}

  static Dialog<ButtonType> create(Window owner, List<String> stylesheets, Consumer<String> show) {
    Dialog<ButtonType> dialog = new Dialog<>();
    dialog.setTitle("Getting Started");
    dialog.setHeaderText("Three first things to do in Wirebench");
    if (owner != null && owner.isShowing()) {
      dialog.initOwner(owner);
    }
    GridPane grid = new GridPane();
    grid.setHgap(16);
    grid.setVgap(12);
    int row = 0;
    for (Step step : STEPS) {
      Label title = new Label(step.title());
      title.getStyleClass().add("pane-title");
      Label text = new Label(step.text());
      text.setWrapText(true);
      text.setMaxWidth(440);
      VBox what = new VBox(3, title, text);
      Button go = new Button(step.go());
      go.setId("guide-" + step.screen());
      go.setMinWidth(Button.USE_PREF_SIZE);
      go.setOnAction(
          e -> {
            show.accept(step.screen());
            dialog.close();
          });
      GridPane.setHgrow(what, Priority.ALWAYS);
      GridPane.setValignment(go, javafx.geometry.VPos.CENTER);
      grid.addRow(row++, what, go);
    }
    Label keys = new Label(KEYS);
    keys.setWrapText(true);
    keys.getStyleClass().add("dim");
    keys.setMaxWidth(560);
    VBox content = new VBox(16, grid, keys);
    content.setAlignment(Pos.TOP_LEFT);
    content.setPadding(new Insets(4, 0, 0, 0));
    dialog.getDialogPane().setContent(content);
    dialog.getDialogPane().setId("getting-started");
    dialog.getDialogPane().setPrefWidth(640);
    dialog.getDialogPane().getStylesheets().setAll(stylesheets);
    dialog.getDialogPane().getButtonTypes().setAll(ButtonType.CLOSE);
    return dialog;
  }
}
