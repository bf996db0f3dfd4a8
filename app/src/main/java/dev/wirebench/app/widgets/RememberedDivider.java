package dev.wirebench.app.widgets;

import javafx.beans.property.DoubleProperty;
import javafx.geometry.Bounds;
import javafx.geometry.Orientation;
import javafx.scene.control.SplitPane;

/**
 * Keeps a two-pane {@link SplitPane}'s divider and a view model's position property (0..1, saved
 * with the settings) in step, both ways: the divider starts where the property says, a drag writes
 * the property, and a property set elsewhere (settings restored) moves the divider. FX thread only.
 *
 * <p>While the split has not been given a real size yet (its first layouts at height 0), the skin
 * clamps the divider to its panes' minimum sizes; those moves are not the user's and are not
 * written back, so a remembered position survives the window's first layout.
 */
public final class RememberedDivider {
  private final SplitPane split;
  private final DoubleProperty position;
  private boolean syncing;

  private RememberedDivider(SplitPane split, DoubleProperty position) {
    this.split = split;
    this.position = position;
  }

  /** Binds {@code split}'s first divider to {@code position}. */
  public static void bind(SplitPane split, DoubleProperty position) {
    new RememberedDivider(split, position).install();
  }

  private void install() {
    split.setDividerPositions(position.get());
    SplitPane.Divider divider = split.getDividers().get(0);
    divider
        .positionProperty()
        .addListener(
            (obs, old, now) -> {
              if (!syncing && sized()) {
                position.set(now.doubleValue());
              }
            });
    position.addListener(
        (obs, old, now) -> {
          if (Math.abs(divider.getPosition() - now.doubleValue()) > 1e-4) {
            syncing = true;
            try {
              divider.setPosition(now.doubleValue());
            } finally {
              syncing = false;
            }
          }
        });
    // the first real size: put the divider where the property says (an early clamp moved it)
    split
        .layoutBoundsProperty()
        .addListener(
            (obs, old, now) -> {
              if (extent(old) <= 1 && extent(now) > 1) {
                divider.setPosition(position.get());
              }
            });
  }

  private boolean sized() {
    return extent(split.getLayoutBounds()) > 1 && split.getScene() != null;
  }

  /** The split's size along its divider's axis. */
  private double extent(Bounds bounds) {
    return split.getOrientation() == Orientation.VERTICAL ? bounds.getHeight() : bounds.getWidth();
  }
}
