package dev.wirebench.app.compare;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.database.RunDatabase;
import dev.wirebench.app.fx.PngSnapshots;
import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.app.runs.SeededRuns;
import dev.wirebench.engine.profile.ProfileDiff;
import dev.wirebench.engine.profile.ProfileEvent;
import dev.wirebench.engine.profile.StackProfile;
import dev.wirebench.storage.StoredProfile;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
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
 * The Compare screen's Profiles Δ tab, headless: comparing two runs loads their profiles, and a
 * benchmark profiled in both shows the differential flame graph and the biggest movers.
 */
@ExtendWith(ApplicationExtension.class)
class CompareProfileDiffUiTest {
  private static final String OWN = "dev/wirebench/engine/codec/json/";
  private static final String JSON = "json decode snapshot-20x20 [avgt]";
  private static final String PROTO = "protobuf encode snapshot-20x20 [avgt]";

  @TempDir static Path dir;
  private final List<Throwable> unexpected = new ArrayList<>();
  private final Map<Long, List<StoredProfile>> profiles = new HashMap<>();
  private RunDatabase database;
  private RunComparisonViewModel model;
  private long[] ids;

  @Start
  void start(Stage stage) {
    database = new RunDatabase(dir.resolve("runs-" + System.nanoTime() + ".db"));
    ids = SeededRuns.pair(database.store());
    profiles.put(
        ids[0], List.of(stored(JSON, profile(5200, 1300, 900)), stored(PROTO, profile(1, 1, 1))));
    profiles.put(ids[1], List.of(stored(JSON, profile(3100, 3400, 900))));
    TaskExecutor inline = TaskExecutor.inline(unexpected::add);
    model = new RunComparisonViewModel(new RunComparisonService(database), inline);
    ProfileDiffViewModel diff =
        ProfileDiffViewModel.following(model, id -> profiles.getOrDefault(id, List.of()), inline);
    stage.setScene(new Scene(new RunComparisonView(model, diff), 1360, 860));
    stage.show();
  }

  @AfterEach
  void close() {
    database.close();
    assertThat(unexpected).isEmpty();
  }

  @Test
  @SuppressWarnings("unchecked") // the movers table, looked up by id
  void comparingTwoProfiledRunsShowsTheDifferentialAndItsMovers(FxRobot robot) throws Exception {
    robot.interact(() -> model.compare(ids[0], ids[1]));
    TabPane tabs = robot.lookup(".tab-pane").queryAs(TabPane.class);
    robot.interact(
        () ->
            tabs.getSelectionModel()
                .select(
                    tabs.getTabs().stream()
                        .filter(t -> "runcmp-profile-tab".equals(t.getId()))
                        .findFirst()
                        .orElseThrow()));
    WaitForAsyncUtils.waitForFxEvents();

    TableView<ProfileDiff.Mover> movers =
        robot.lookup("#profile-diff-movers").queryAs(TableView.class);
    assertThat(movers.getItems()).isNotEmpty();
    assertThat(movers.getItems().get(0).frame())
        .isIn(OWN + "JsonReader.readDecimal", OWN + "JsonReader.readString");
    assertThat(movers.getItems())
        .filteredOn(m -> m.frame().equals(OWN + "JsonReader.readString"))
        .singleElement()
        .satisfies(m -> assertThat(m.change()).isEqualTo(ProfileDiff.Change.GREW));
    assertThat(robot.lookup("#profile-diff-message").queryAs(Label.class).getText())
        .startsWith("A: cpu");
    ProfileDiffView view = robot.lookup("#profile-diff-view").queryAs(ProfileDiffView.class);
    assertThat(view.flame().shown()).isNotNull();

    WaitForAsyncUtils.asyncFx(
            () -> {
              PngSnapshots.save(
                  view.getScene(), Path.of("target/screenshots/compare-profile-diff.png"));
              return null;
            })
        .get();
    // a benchmark picked in the table: its profile, or why there is no differential
    TableView<PairRow> table = robot.lookup("#runcmp-table").queryAs(TableView.class);
    int proto = table.getItems().stream().map(PairRow::name).toList().indexOf(PROTO);
    robot.interact(() -> table.getSelectionModel().select(proto));
    assertThat(robot.lookup("#profile-diff-choice").queryAs(ComboBox.class).getValue())
        .isEqualTo(PROTO + " — cpu");
    assertThat(robot.lookup("#profile-diff-message").queryAs(Label.class).getText())
        .isEqualTo("No profile stored in B for this benchmark and event.");
    assertThat(movers.getItems()).isEmpty();
  }

  /** A json decode: reading decimals, strings, and the benchmark loop around them. */
  private static StackProfile profile(long decimals, long strings, long loop) {
    List<String> root =
        List.of(
            "java/lang/Thread.run",
            "org/openjdk/jmh/runner/BenchmarkHandler$BenchmarkTask.call",
            "dev/wirebench/engine/bench/jmh/CodecBenchmark.decode",
            OWN + "JsonCodec.decode");
    return new StackProfile(
        StackProfile.ASYNC_PROFILER,
        ProfileEvent.CPU,
        "cpu",
        1_000_000L,
        decimals + strings + loop,
        List.of(
            stack(root, decimals, OWN + "JsonReader.readDecimal", "java/math/BigDecimal.<init>"),
            stack(root, strings, OWN + "JsonReader.readString", "java/lang/String.<init>"),
            stack(root.subList(0, 3), loop, "org/openjdk/jmh/infra/Blackhole.consume")),
        null);
  }

  private static StackProfile.Stack stack(List<String> root, long value, String... leaf) {
    List<String> frames = new ArrayList<>(root);
    frames.addAll(List.of(leaf));
    return new StackProfile.Stack(frames, value);
  }

  private static StoredProfile stored(String result, StackProfile profile) {
    return new StoredProfile(1, 0, result, profile);
  }
}
