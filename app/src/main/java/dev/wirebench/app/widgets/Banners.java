package dev.wirebench.app.widgets;

import javafx.beans.value.ObservableStringValue;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;

/**
 * The one-line message and error strip under a screen's toolbar: an info line (what the last
 * command did) or an error line (why it failed, in a sentence), each dismissable; hidden when
 * empty.
 */
public final class Banners {
  private Banners() {}

  /** A strip showing {@code error} if set, else {@code message}; hidden when both are empty. */
  public static HBox messages(
      ObservableStringValue message, ObservableStringValue error, Runnable dismiss) {
    Label text = new Label();
    text.setId("banner-text");
    text.setWrapText(true);
    text.setMaxWidth(Double.MAX_VALUE);
    HBox.setHgrow(text, Priority.ALWAYS);
    Button close = new Button("✕");
    close.getStyleClass().add("banner-close");
    close.setTooltip(new Tooltip("Dismiss"));
    close.setOnAction(e -> dismiss.run());
    HBox strip = new HBox(8, text, close);
    strip.setAlignment(Pos.CENTER_LEFT);
    Runnable update =
        () -> {
          boolean failed = !error.get().isEmpty();
          text.setText(failed ? error.get() : message.get());
          strip.getStyleClass().setAll(failed ? "error-strip" : "info-strip");
          boolean shown = failed || !message.get().isEmpty();
          strip.setVisible(shown);
          strip.setManaged(shown);
        };
    message.addListener((o, old, now) -> update.run());
    error.addListener((o, old, now) -> update.run());
    update.run();
    return strip;
  }
}
