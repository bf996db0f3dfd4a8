package dev.wirebench.app.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.shell.ShellViewModel;
import dev.wirebench.app.shell.WorkbenchFixture;
import dev.wirebench.engine.bench.BenchmarkEngine;
import dev.wirebench.engine.bench.BenchmarkPlan;
import dev.wirebench.engine.bench.PreparedPlan;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.MenuButton;
import javafx.stage.Stage;
import org.controlsfx.control.CheckListView;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Benchmark screen with the user's own message files, headless on Monocle: a file opened with
 * its schema joins the fixture list checked, the recent files shared with Inspect, and the plan the
 * screen builds — which the engine prepares as a dynamic fixture.
 */
@ExtendWith(ApplicationExtension.class)
class MessageFilesUiTest {
  @TempDir Path home;
  @TempDir Path files;
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
  void anOpenedMessageFileIsCheckedRememberedAndPlannedWithItsSchema(FxRobot robot)
      throws Exception {
    Path fills =
        Files.writeString(
            files.resolve("fills.ndjson"),
            "{\"fillId\": 1, \"px\": 101.25, \"venue\": \"XNAS\"}\n"
                + "{\"fillId\": 2, \"px\": 99.5, \"venue\": \"ARCX\"}\n");
    Path schema =
        Files.writeString(
            files.resolve("fills.schema.json"),
            "{\"wirebenchSchema\": 1, \"name\": \"Fill\", \"fields\": ["
                + "{\"name\": \"fillId\", \"type\": \"int32\"},"
                + "{\"name\": \"px\", \"type\": \"decimal\"},"
                + "{\"name\": \"venue\", \"type\": \"string\"}]}");
    app.awaitIdle();
    app.click(robot, "#nav-" + ShellViewModel.BENCH);
    app.await(() -> robot.lookup("#bench-view").tryQuery().isPresent());
    MenuButton recent = robot.lookup("#bench-recent").queryAs(MenuButton.class);
    assertThat(recent.isDisabled()).isTrue();

    PlanViewModel plan = app.workbench().bench().plan();
    app.fx(
        () -> {
          plan.messageFiles().open(fills, schema);
          plan.codecs().setAll("wire-compiled", "json");
        });

    String source = fills.toAbsolutePath().normalize().toString();
    CheckListView<String> list = robot.lookup("#bench-fixtures").query();
    assertThat(list.getItems()).contains(source);
    assertThat(list.getCheckModel().getCheckedItems()).contains(source);
    assertThat(plan.problemProperty().get()).isEmpty();
    app.await(() -> recent.getItems().stream().anyMatch(i -> i.getText().equals(source)));
    assertThat(recent.isDisabled()).isFalse();
    assertThat(plan.messageFiles().recent()).first().isEqualTo(fills.toAbsolutePath().normalize());

    BenchmarkPlan built = WaitForAsyncUtils.asyncFx(plan::toPlan).get(10, TimeUnit.SECONDS);
    assertThat(built.fixtures()).contains(source);
    assertThat(built.schemas()).containsEntry(source, schema.toAbsolutePath().toString());
    PreparedPlan prepared = BenchmarkEngine.standard().prepare(built);
    assertThat(prepared.dynamicFixtures()).containsOnlyKeys("fills.ndjson");
    assertThat(prepared.cases())
        .filteredOn(c -> c.fixture().equals("fills.ndjson"))
        .isNotEmpty()
        .allSatisfy(
            c -> assertThat(c.schemaSource()).isEqualTo(schema.toAbsolutePath().toString()));
  }

  @Test
  void onlyJsonAndNdjsonFilesAreTakenFromADrop() {
    assertThat(MessageFiles.isMessageFile(Path.of("/tmp/book.JSON"))).isTrue();
    assertThat(MessageFiles.isMessageFile(Path.of("feed.ndjson"))).isTrue();
    assertThat(MessageFiles.isMessageFile(Path.of("order.fix"))).isFalse();
  }
}
