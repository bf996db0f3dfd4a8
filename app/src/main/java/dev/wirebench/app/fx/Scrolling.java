package dev.wirebench.app.fx;

import java.util.function.IntConsumer;
import javafx.application.Platform;
import javafx.scene.control.Control;
import javafx.scene.control.skin.VirtualFlow;

/** Scrolling helpers for virtualized controls (lists, tables, trees). */
public final class Scrolling {
  private Scrolling() {}

  /**
   * Brings {@code row} into view only if it is not already fully visible (jumping on every
   * selection is disorienting), leaving a little context above it.
   *
   * @param scrollTo the control's own scrollTo
   */
  public static void reveal(Control control, int row, IntConsumer scrollTo) {
    reveal(control, row, scrollTo, true);
  }

  private static void reveal(Control control, int row, IntConsumer scrollTo, boolean mayWait) {
    if (row < 0) {
      return;
    }
    if (control.lookup(".virtual-flow") instanceof VirtualFlow<?> flow
        && flow.getFirstVisibleCell() != null
        && flow.getLastVisibleCell() != null) {
      int top = flow.getFirstVisibleCell().getIndex();
      int bottom = flow.getLastVisibleCell().getIndex();
      if ((row > top || row == 0) && row < bottom) {
        return;
      }
    } else if (mayWait) {
      // Not laid out yet (just built or shown): decide after the next layout pass.
      Platform.runLater(() -> reveal(control, row, scrollTo, false));
      return;
    }
    scrollTo.accept(Math.max(0, row - 2));
  }
}
