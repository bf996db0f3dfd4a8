package dev.wirebench.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeoutException;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The workbench driven from the keyboard alone, headless on Monocle: menu mnemonics, arrow keys in
 * the navigation rail, Tab through each screen, F1 for the guide, and the first-run hint.
 */
@ExtendWith(ApplicationExtension.class)
class KeyboardUiTest {
  @TempDir Path home;
  private WorkbenchFixture app;
  private Stage stage;

  @Start
  void start(Stage stage) {
    this.stage = stage;
    app = WorkbenchFixture.openAsFirstRun(stage, home);
  }

  @AfterEach
  void close() {
    app.close();
  }

  @Test
  void altAndALetterOpenEachMenu(FxRobot robot) throws TimeoutException {
    app.awaitIdle();
    MenuBar bar = robot.lookup("#menu-bar").query();
    for (Menu menu : bar.getMenus()) {
      String text = menu.getText();
      assertThat(text).as("menu " + text + " has a mnemonic").contains("_");
      KeyCode letter =
          KeyCode.getKeyCode(String.valueOf(text.charAt(text.indexOf('_') + 1)).toUpperCase());
      robot.press(KeyCode.ALT, letter).release(letter, KeyCode.ALT);
      app.await(menu::isShowing);
      robot.press(KeyCode.ESCAPE).release(KeyCode.ESCAPE);
      app.await(() -> !menu.isShowing());
      robot.press(KeyCode.ESCAPE).release(KeyCode.ESCAPE); // leave the menu bar
      WaitForAsyncUtils.waitForFxEvents();
    }
    assertThat(bar.getMenus())
        .extracting(Menu::getText)
        .containsExactly("_File", "_View", "_Run", "_Help");
  }

  @Test
  void arrowKeysInTheRailSwitchScreensAndCarryTheFocus(FxRobot robot) throws TimeoutException {
    app.awaitIdle();
    ShellViewModel shell = app.workbench().shell();
    List<ScreenInfo> screens = shell.screens();
    app.fx(() -> robot.lookup("#nav-" + screens.get(0).id()).query().requestFocus());
    app.fx(() -> shell.selectScreen(screens.get(0).id()));

    for (int i = 1; i < screens.size(); i++) {
      robot.press(KeyCode.DOWN).release(KeyCode.DOWN);
      app.awaitIdle();
      assertThat(shell.screenProperty().get()).isEqualTo(screens.get(i).id());
      assertThat(stage.getScene().getFocusOwner().getId()).isEqualTo("nav-" + screens.get(i).id());
    }
    robot.press(KeyCode.DOWN).release(KeyCode.DOWN); // the last screen stays
    assertThat(shell.screenProperty().get()).isEqualTo(screens.get(screens.size() - 1).id());
    robot.press(KeyCode.HOME).release(KeyCode.HOME);
    app.awaitIdle();
    assertThat(shell.screenProperty().get()).isEqualTo(screens.get(0).id());
    robot.press(KeyCode.UP).release(KeyCode.UP); // the first stays too
    assertThat(shell.screenProperty().get()).isEqualTo(screens.get(0).id());
  }

  @Test
  void tabFromTheRailReachesEveryScreensControlsAndOnlyShownOnes(FxRobot robot)
      throws TimeoutException {
    app.awaitIdle();
    for (ScreenInfo screen : app.workbench().shell().screens()) {
      app.fx(() -> app.workbench().shell().selectScreen(screen.id()));
      app.awaitIdle();
      app.fx(() -> robot.lookup("#nav-" + screen.id()).query().requestFocus());
      List<Node> visited = new ArrayList<>();
      for (int i = 0; i < 16; i++) {
        robot.press(KeyCode.TAB).release(KeyCode.TAB);
        WaitForAsyncUtils.waitForFxEvents();
        Node owner = stage.getScene().getFocusOwner();
        assertThat(owner).as(screen.id() + ": Tab #" + (i + 1) + " lost the focus").isNotNull();
        visited.add(owner);
      }
      assertThat(visited)
          .as(screen.id() + ": every control Tab stops at is shown and enabled")
          .allMatch(KeyboardUiTest::shown)
          .allMatch(n -> !n.isDisabled());
      assertThat(visited)
          .as(screen.id() + ": Tab leaves the rail for the screen's own controls")
          .anyMatch(KeyboardUiTest::inScreen);
    }
  }

  @Test
  void f1OpensTheGuideWhoseButtonsGoToTheirScreen(FxRobot robot) throws TimeoutException {
    app.awaitIdle();
    assertThat(robot.lookup("#first-run-hint").query().isVisible()).isTrue();

    robot.press(KeyCode.F1).release(KeyCode.F1);
    app.await(() -> robot.lookup("#getting-started").tryQuery().isPresent());

    assertThat(GettingStartedDialog.STEPS).hasSize(3);
    Button bench = robot.lookup("#guide-" + ShellViewModel.BENCH).queryAs(Button.class);
    app.fx(bench::fire);
    app.await(() -> robot.lookup("#getting-started").tryQuery().isEmpty());
    assertThat(app.workbench().shell().screenProperty().get()).isEqualTo(ShellViewModel.BENCH);
    // Opening the guide answers the first-run hint.
    assertThat(robot.lookup("#first-run-hint").query().isVisible()).isFalse();
  }

  private static boolean shown(Node node) {
    for (Node n = node; n != null; n = n.getParent()) {
      if (!n.isVisible()) {
        return false;
      }
    }
    return node.getScene() != null;
  }

  private static boolean inScreen(Node node) {
    for (Node n = node; n != null; n = n.getParent()) {
      if (n.getStyleClass().contains("screen-area")) {
        return true;
      }
    }
    return false;
  }
}
