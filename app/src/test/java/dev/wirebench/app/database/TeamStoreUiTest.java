package dev.wirebench.app.database;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.runs.SeededRuns;
import dev.wirebench.app.settings.SettingsFile;
import dev.wirebench.app.settings.UserDirs;
import dev.wirebench.app.shell.ShellViewModel;
import dev.wirebench.app.shell.WorkbenchFixture;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.RunSummary;
import dev.wirebench.storage.TestPostgres;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.PasswordField;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * File ▸ Open Team Store…, headless on Monocle: the real workbench on a local SQLite file, a team
 * store on a real PostgreSQL server, the URL and passwords typed into the dialog.
 */
@ExtendWith(ApplicationExtension.class)
class TeamStoreUiTest {
  private static final String WRONG = "Wrong-Pw-31337";

  @TempDir Path home;
  private WorkbenchFixture app;
  private String url;

  @Start
  void start(Stage stage) {
    try (RunStore local = RunStore.open(UserDirs.under(home).database())) {
      SeededRuns.bench(local, "local run", "17", new double[] {1, 2, 3});
    }
    String team = TestPostgres.newDatabase();
    try (RunStore store = RunStore.open(team)) {
      SeededRuns.bench(store, "nightly on a", "17", new double[] {1, 2, 3}, "bench-a");
      SeededRuns.bench(store, "nightly on b", "21", new double[] {1, 2, 3}, "bench-b");
    }
    url = team.replace(":" + TestPostgres.PASSWORD + "@", "@");
    app = WorkbenchFixture.open(stage, home);
  }

  @AfterEach
  void close() {
    app.close();
  }

  @Test
  void aWrongPasswordSaysSoAndKeepsTheFileTheRightOneListsTheTeamStoreByHost(FxRobot robot)
      throws Exception {
    app.awaitIdle();
    app.click(robot, "_File");
    app.click(robot, "Open _Team Store…");
    app.await(() -> robot.lookup("#team-store-dialog").tryQuery().isPresent());

    app.click(robot, robot.lookup("#team-store-url").queryAs(TextField.class));
    robot.write(url);
    app.click(robot, robot.lookup("#team-store-password").queryAs(PasswordField.class));
    robot.write(WRONG);
    app.click(robot, "#team-store-connect");
    app.await(() -> !app.workbench().database().errorProperty().get().isEmpty());

    String error = robot.lookup("#team-store-error").queryAs(Label.class).getText();
    assertThat(error).contains("wrong password?").doesNotContain(WRONG);
    assertThat(app.workbench().database().locationProperty().get().isTeamStore()).isFalse();
    assertThat(robot.lookup("#team-store-dialog").tryQuery()).isPresent();
    assertThat(robot.lookup("#status-database").queryAs(Label.class).getText())
        .startsWith("Database: ");

    PasswordField password = robot.lookup("#team-store-password").queryAs(PasswordField.class);
    app.fx(password::clear);
    app.click(robot, password);
    robot.write(TestPostgres.PASSWORD);
    app.click(robot, "#team-store-connect");
    app.await(() -> app.workbench().database().locationProperty().get().isTeamStore());
    app.await(() -> robot.lookup("#team-store-dialog").tryQuery().isEmpty());
    app.await(() -> table(robot).getItems().size() == 2);

    assertThat(app.workbench().shell().screenProperty().get()).isEqualTo(ShellViewModel.RUNS);
    assertThat(table(robot).getItems())
        .extracting(RunSummary::label)
        .containsExactly("nightly on b", "nightly on a");
    assertThat(robot.lookup("#status-database").queryAs(Label.class).getText())
        .isEqualTo("Team store: " + url);
    assertThat(((Stage) table(robot).getScene().getWindow()).getTitle())
        .endsWith(" — team store " + url);

    ComboBox<?> host = robot.lookup("#runs-host").queryAs(ComboBox.class);
    app.click(robot, host.getEditor());
    robot.write("bench-a");
    robot.type(KeyCode.ENTER);
    app.await(() -> table(robot).getItems().size() == 1);
    assertThat(table(robot).getItems().get(0).label()).isEqualTo("nightly on a");

    app.close();
    Path settings = UserDirs.under(home).settingsFile();
    assertThat(new SettingsFile(settings).load().teamStore()).isEqualTo(url);
    assertThat(Files.readString(settings))
        .doesNotContain(TestPostgres.PASSWORD)
        .doesNotContain(WRONG);
  }

  private static TableView<RunSummary> table(FxRobot robot) {
    return robot.lookup("#runs-table").query();
  }
}
