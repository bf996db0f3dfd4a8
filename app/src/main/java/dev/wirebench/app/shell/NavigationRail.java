package dev.wirebench.app.shell;

import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.VBox;

/**
 * The navigation rail down the window's left side: one toggle per screen, always one selected;
 * arrow keys move between screens as in a list.
 */
final class NavigationRail {
  private NavigationRail() {}

  static VBox create(ShellViewModel shell) {
    VBox rail = new VBox(2);
    rail.setId("nav-rail");
    rail.getStyleClass().add("nav-rail");
    ToggleGroup group = new ToggleGroup();
    List<ScreenInfo> infos = shell.screens();
    for (int i = 0; i < infos.size(); i++) {
      ScreenInfo info = infos.get(i);
      ToggleButton button = new ToggleButton(info.title());
      button.setId("nav-" + info.id());
      button.getStyleClass().add("nav-button");
      button.setToggleGroup(group);
      button.setMaxWidth(Double.MAX_VALUE);
      button.setTooltip(
          new Tooltip(info.hint() + "  (Ctrl+" + (i + 1) + "; ↑ ↓ move between screens)"));
      button.setSelected(info.id().equals(shell.screenProperty().get()));
      shell.screenProperty().addListener((o, old, id) -> button.setSelected(info.id().equals(id)));
      // A toggle that is clicked again stays on: the rail always shows one screen.
      button.setOnAction(
          e -> {
            button.setSelected(true);
            shell.selectScreen(info.id());
          });
      rail.getChildren().add(button);
    }
    rail.addEventFilter(KeyEvent.KEY_PRESSED, e -> key(shell, e));
    return rail;
  }

  /**
   * Up and Down (Left and Right too) in the rail show the previous or next screen and move the
   * focus with it, as in a list; Home and End go to the first and last screen.
   */
  private static void key(ShellViewModel shell, KeyEvent event) {
    List<ScreenInfo> infos = shell.screens();
    int at = 0;
    for (int i = 0; i < infos.size(); i++) {
      if (infos.get(i).id().equals(shell.screenProperty().get())) {
        at = i;
      }
    }
    int to =
        switch (event.getCode()) {
          case UP, LEFT, KP_UP, KP_LEFT -> Math.max(0, at - 1);
          case DOWN, RIGHT, KP_DOWN, KP_RIGHT -> Math.min(infos.size() - 1, at + 1);
          case HOME -> 0;
          case END -> infos.size() - 1;
          default -> -1;
        };
    if (to < 0) {
      return;
    }
    event.consume();
    String id = infos.get(to).id();
    shell.selectScreen(id);
    Node button = ((VBox) event.getSource()).lookup("#nav-" + id);
    if (button != null) {
      button.requestFocus();
    }
  }
}
