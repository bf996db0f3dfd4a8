package dev.wirebench.app.widgets;

import java.util.function.Supplier;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.scene.Node;
import javafx.scene.control.Tab;

/**
 * Fills a tab when it is first selected. A tab's content is styled and laid out with the window
 * even while another tab is selected: the Inspect screen's Compare and Size-breakdown tabs (tables,
 * combo boxes, a chart and its axes) and its JSON tab (a text area laying out the whole message)
 * cost the app's start CSS and layout work (JFR of the packaged app's start) for tabs the user had
 * not opened. FX thread only.
 */
public final class LazyTab {
  private LazyTab() {}

  /**
   * Gives {@code tab} the content {@code content} makes, now if it is selected, else when it is
   * first selected.
   */
  public static void fill(Tab tab, Supplier<? extends Node> content) {
    if (tab.isSelected()) {
      tab.setContent(content.get());
      return;
    }
    tab.selectedProperty()
        .addListener(
            new ChangeListener<>() {
              @Override
              public void changed(
                  ObservableValue<? extends Boolean> obs, Boolean old, Boolean selected) {
                if (selected) {
                  tab.selectedProperty().removeListener(this);
                  tab.setContent(content.get());
                }
              }
            });
  }
}
