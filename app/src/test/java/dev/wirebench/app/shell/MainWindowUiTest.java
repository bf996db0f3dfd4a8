package dev.wirebench.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.settings.SettingsFile;
import dev.wirebench.app.settings.UserDirs;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeoutException;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.control.ToggleButton;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The main window, headless on Monocle: status bar, theme menu, About, the error dialog. */
@ExtendWith(ApplicationExtension.class)
class MainWindowUiTest {
  @TempDir Path home;
  private WorkbenchFixture app;

  @Start
  void start(Stage stage) {
    app = WorkbenchFixture.open(stage, home);
  }

  @AfterEach
  void close() {
    app.close();
  }

  @Test
  void theWindowShowsInspectAndTheDatabaseAndSavesTheThemeChosenInTheMenu(FxRobot robot)
      throws TimeoutException {
    app.awaitIdle();
    UserDirs dirs = UserDirs.under(home);

    assertThat(robot.lookup("#status-database").queryAs(Label.class).getText())
        .isEqualTo("Database: " + dirs.database());
    assertThat(robot.lookup("#nav-inspect").queryAs(ToggleButton.class).isSelected()).isTrue();
    assertThat(((Stage) window(robot)).getTitle())
        .isEqualTo("Wirebench — trade-update — One-trade incremental update");

    app.click(robot, "_View");
    app.click(robot, "_Dark Theme");

    assertThat(window(robot).getScene().getStylesheets()).anyMatch(s -> s.endsWith("/dark.css"));
    app.close();
    assertThat(new SettingsFile(dirs.settingsFile()).load().theme()).isEqualTo("dark");
  }

  @Test
  void aboutListsTheVersionsAndEveryCodecLibrary(FxRobot robot) throws TimeoutException {
    app.awaitIdle();

    app.click(robot, "_Help");
    app.click(robot, "_About Wirebench");
    app.await(() -> robot.lookup("#about-dialog").tryQuery().isPresent());

    DialogPane about = robot.lookup("#about-dialog").query();
    assertThat(robot.from(about).lookup(".label").queryAllAs(Label.class))
        .extracting(Label::getText)
        .contains("Java", "JavaFX", "json", "fix", "java-serialization")
        .anyMatch(text -> text.contains("jackson-core"));
    app.click(robot, "Close");
  }

  @Test
  void anUnexpectedErrorShowsAPlainSentenceWithTheCausesAndTheLogBehindDetails(FxRobot robot)
      throws TimeoutException, IOException {
    app.awaitIdle();

    app.fx(
        () ->
            app.workbench()
                .executor()
                .reportUnexpected(
                    new IllegalStateException(
                        "could not store run 42", new IOException("disk full"))));
    app.await(() -> robot.lookup("#error-dialog").tryQuery().isPresent());

    DialogPane dialog = robot.lookup("#error-dialog").query();
    assertThat(dialog.getHeaderText()).isEqualTo("Something went wrong");
    app.click(robot, "Show Details");
    String details = robot.lookup("#error-details").queryAs(TextArea.class).getText();
    Path log = UserDirs.under(home).errorLog();
    assertThat(details)
        .contains("IllegalStateException: could not store run 42")
        .contains("caused by IOException: disk full")
        .contains(log.toString())
        .doesNotContain("\tat ");
    assertThat(Files.readString(log)).contains("\tat ").contains("disk full");
    app.click(robot, "OK");
  }

  private static Window window(FxRobot robot) {
    return robot.lookup("#main-window").query().getScene().getWindow();
  }
}
