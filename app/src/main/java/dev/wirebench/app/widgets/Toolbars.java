package dev.wirebench.app.widgets;

import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.scene.control.TextInputControl;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Region;

/**
 * A screen's toolbar row that wraps onto a second line when the window is narrow, instead of
 * squeezing its controls: buttons keep their words ("Re…" is no button), text fields keep room for
 * what they hold (α and the noise band never collapse to empty boxes). Spacer regions meant for an
 * {@code HBox} are left out: a wrapping row has no "rest of the line" to fill.
 */
public final class Toolbars {
  private static final double GAP = 8;
  private static final double ROW_GAP = 6;

  private Toolbars() {}

  /** A wrapping row with the {@code tool-bar-row} style, children in the order given. */
  public static FlowPane wrapping(Node... children) {
    FlowPane bar = new FlowPane(GAP, ROW_GAP);
    bar.getStyleClass().add("tool-bar-row");
    bar.setAlignment(Pos.CENTER_LEFT);
    bar.setRowValignment(javafx.geometry.VPos.CENTER);
    for (Node child : children) {
      if (child.getClass() == Region.class) {
        continue; // an HBox spacer
      }
      if (child instanceof Labeled || child instanceof TextInputControl) {
        ((Region) child).setMinWidth(Region.USE_PREF_SIZE);
      }
      bar.getChildren().add(child);
    }
    return bar;
  }
}
