package dev.wirebench.app.profile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import dev.wirebench.app.fx.PngSnapshots;
import dev.wirebench.app.runs.SeededRuns;
import dev.wirebench.app.settings.UserDirs;
import dev.wirebench.app.shell.WorkbenchFixture;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.StoredProfile;
import java.nio.file.Path;
import java.util.concurrent.TimeoutException;
import javafx.geometry.Point2D;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
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
 * Runs ▸ detail ▸ Profile on profiles stored in a real SQLite store: the flame graph of the first
 * benchmark × event, search highlights and says the share, hovering names a frame, a click zooms to
 * it and the root zooms out; a missing profile and a run without profiles say why.
 */
@ExtendWith(ApplicationExtension.class)
class ProfileScreenUiTest {
  @TempDir Path home;
  private WorkbenchFixture app;
  private long profiled;
  private long plain;

  @Start
  void start(Stage stage) {
    try (RunStore store = RunStore.open(UserDirs.under(home).database())) {
      profiled = SeededRuns.bench(store, "profiled", "17.0.15", new double[] {100, 200, 50});
      long resultId = store.results(profiled).get(0).id();
      store
          .profiles()
          .add(
              resultId,
              ProfileViewModelTest.profiles().stream().map(StoredProfile::profile).toList());
      plain = SeededRuns.bench(store, "plain", "17.0.15", new double[] {100, 200, 50});
    }
    stage.setWidth(1360);
    stage.setHeight(860);
    app = WorkbenchFixture.open(stage, home);
  }

  @AfterEach
  void close() {
    app.close();
  }

  @Test
  void theFlameGraphSearchesHoversAndZooms(FxRobot robot) throws Exception {
    FlameGraphCanvas flame = openProfile(robot, profiled);
    assertThat(flame.zoomed().name()).isEqualTo("all");
    assertThat(text(robot, "#profile-message")).startsWith("cpu (event itimer");
    @SuppressWarnings("unchecked")
    ComboBox<String> choice = robot.lookup("#profile-choice").queryAs(ComboBox.class);
    assertThat(choice.getValue()).isEqualTo("json decode snapshot-20x20 [avgt] — cpu");
    MenuButton export = robot.lookup("#profile-export").queryAs(MenuButton.class);
    assertThat(export.isDisabled()).isFalse();
    assertThat(export.getItems())
        .extracting(MenuItem::getText, MenuItem::isDisable)
        .containsExactly(
            tuple("Flame graph page (.html)…", false),
            tuple("Collapsed stacks (.txt)…", false),
            tuple("JFR recording (.jfr)…", true)); // async-profiler's stacks have no .jfr

    app.fx(() -> robot.lookup("#profile-search").queryTextInputControl().setText("json"));
    assertThat(text(robot, "#profile-matched")).isEqualTo("matched 90.00 %");

    FlameLayout.Box codec = box(flame, "dev/wirebench/engine/codec/json/JsonCodec.decode");
    robot.moveTo(centre(flame, codec));
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(text(robot, "#profile-hover"))
        .isEqualTo("dev/wirebench/engine/codec/json/JsonCodec.decode — 90 samples, 90.00 %");
    app.click(robot, centre(flame, codec));
    assertThat(flame.zoomed()).isEqualTo(codec);
    assertThat(flame.placed(codec)[1]).isEqualTo(flame.getWidth());
    screenshot(flame, "run-profile-flame-graph.png");
    app.click(robot, centre(flame, box(flame, "all")));
    assertThat(flame.zoomed().name()).isEqualTo("all");

    TabPane views = robot.lookup("#profile-views").queryAs(TabPane.class);
    app.fx(() -> views.getSelectionModel().select(1));
    @SuppressWarnings("unchecked")
    TableView<ProfileRow> table = robot.lookup("#profile-table").queryAs(TableView.class);
    assertThat(table.getColumns()).extracting(TableColumn::getText).startsWith("Self %", "Total %");
    assertThat(table.getItems().get(0).name()).isEqualTo("com/fasterxml/jackson/Parser.parse");
    screenshot(flame, "run-profile-hot-frames.png");
    app.fx(() -> views.getSelectionModel().select(0));

    app.fx(() -> choice.getSelectionModel().select(1));
    assertThat(text(robot, "#profile-message"))
        .isEqualTo("No profile: async-profiler could not start: x");
    assertThat(export.isDisabled()).as("nothing to export without stacks").isTrue();
  }

  @Test
  void aRunWithoutProfilesSaysSo(FxRobot robot) throws Exception {
    openProfile(robot, plain);
    app.await(() -> !text(robot, "#profile-message").startsWith("Loading"));
    assertThat(text(robot, "#profile-message")).startsWith("This run has no profiles.");
  }

  private FlameGraphCanvas openProfile(FxRobot robot, long run) throws TimeoutException {
    app.awaitIdle();
    app.click(robot, "#nav-runs");
    app.fx(() -> app.workbench().runs().open(run));
    app.await(
        () ->
            app.workbench().runs().detailProperty().get() != null
                && app.workbench().runs().detailProperty().get().summary().id() == run);
    app.click(robot, robot.lookup("#run-profile-tab").query());
    app.awaitIdle();
    return robot.lookup("#flame-graph").queryAs(FlameGraphCanvas.class);
  }

  private static String text(FxRobot robot, String id) {
    return robot.lookup(id).queryAs(Label.class).getText();
  }

  private static FlameLayout.Box box(FlameGraphCanvas flame, String name) {
    return flame.shown().boxes().stream()
        .filter(b -> b.name().equals(name))
        .findFirst()
        .orElseThrow();
  }

  private static Point2D centre(FlameGraphCanvas flame, FlameLayout.Box box) {
    double[] at = flame.placed(box);
    double y = flame.getHeight() - (box.depth() + 0.5) * FlameGraphCanvas.ROW;
    return flame.localToScreen(at[0] + Math.min(at[1] / 2, 40), y);
  }

  private static void screenshot(FlameGraphCanvas flame, String name) throws Exception {
    WaitForAsyncUtils.waitForFxEvents();
    Path png = Path.of("target", "screenshots", name);
    WaitForAsyncUtils.asyncFx(
            () -> {
              PngSnapshots.save(flame.getScene(), png);
              return null;
            })
        .get();
  }
}
