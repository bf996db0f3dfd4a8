package dev.wirebench.app.shell;

import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/**
 * The strip over the opening screen on a first start: where to begin (Help ▸ Getting Started),
 * until the user dismisses it or opens the guide.
 */
final class FirstRunHint {
  private FirstRunHint() {}

  /** On a first start: where to begin, until dismissed. */
  static HBox create(ShellViewModel shell, Runnable showGuide) {
    Label text =
        new Label(
            "New to Wirebench? Help ▸ Getting Started (F1) shows the three first things to do:"
                + " look at a message in Inspect, benchmark a few codecs, compare two runs.");
    text.setWrapText(true);
    text.setMaxWidth(Double.MAX_VALUE);
    HBox.setHgrow(text, Priority.ALWAYS);
    Button guide = new Button("Getting Started");
    guide.setId("first-run-guide");
    guide.setMinWidth(Region.USE_PREF_SIZE);
    guide.setOnAction(e -> showGuide.run());
    Button close = new Button("✕");
    close.getStyleClass().add("banner-close");
    close.setTooltip(new Tooltip("Dismiss this hint"));
    close.setOnAction(e -> shell.dismissFirstRunHint());
    HBox hint = new HBox(10, text, guide, close);
    hint.setId("first-run-hint");
    hint.getStyleClass().add("info-strip");
    hint.setAlignment(Pos.CENTER_LEFT);
    hint.visibleProperty().bind(shell.firstRunProperty());
    hint.managedProperty().bind(hint.visibleProperty());
    return hint;
  }
}
