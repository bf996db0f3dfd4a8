package dev.wirebench.app.compat;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.fx.PngSnapshots;
import dev.wirebench.app.shell.ShellViewModel;
import dev.wirebench.app.shell.WorkbenchFixture;
import dev.wirebench.engine.compat.Direction;
import dev.wirebench.engine.compat.FieldResult;
import dev.wirebench.engine.compat.Outcome;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
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
 * The Compat screen, headless on Monocle: two versions of a real .proto (int32 widened to int64)
 * through every codec in the background; the matrix shows protobuf's new→old cell as MISREAD, and
 * its cell pane the field that was misread and both payloads.
 */
@ExtendWith(ApplicationExtension.class)
class CompatScreenUiTest {
  private static final String V1 =
      """
      syntax = "proto3";
      message Fill {
        string order_id = 1;
        int32 lots = 2;
        string venue = 3;
      }
      """;

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
  void aWidenedFieldIsMisreadByTheOldProtobufReaderAndTheCellShowsWhich(FxRobot robot)
      throws Exception {
    Path v1 = Files.writeString(home.resolve("fill.proto"), V1);
    Path v2 =
        Files.writeString(
            home.resolve("fill-v2.proto"), V1.replace("int32 lots = 2;", "int64 lots = 2;"));
    CompatViewModel model = app.workbench().compat();
    app.awaitIdle();
    app.fx(() -> app.workbench().shell().selectScreen(ShellViewModel.COMPAT));
    app.fx(
        () -> {
          model.oldFileProperty().set(v1);
          model.newFileProperty().set(v2);
        });
    app.click(robot, "#compat-run");
    TableView<CompatRow> matrix = robot.lookup("#compat-matrix").query();
    WaitForAsyncUtils.waitFor(
        120,
        TimeUnit.SECONDS,
        () -> !matrix.getItems().isEmpty() || !model.errorProperty().get().isEmpty());
    assertThat(model.errorProperty().get()).isEmpty();
    CompatRow protobuf =
        matrix.getItems().stream()
            .filter(r -> r.codec().equals("protobuf"))
            .findFirst()
            .orElseThrow();
    assertThat(CompatRow.cell(protobuf.newToOld())).startsWith("MISREAD");
    assertThat(CompatRow.cell(protobuf.oldToNew())).startsWith("survived");
    assertThat(protobuf.checker()).startsWith("≠ ");

    app.fx(() -> matrix.getSelectionModel().select(protobuf));
    app.click(robot, "#compat-new_to_old");
    app.await(() -> model.directionProperty().get() == Direction.NEW_TO_OLD);
    TableView<FieldResult> fields = robot.lookup("#compat-fields").query();
    assertThat(fields.getItems())
        .filteredOn(f -> f.outcome() == Outcome.MISREAD)
        .singleElement()
        .satisfies(f -> assertThat(f.pair().label()).contains("lots"));
    String cell = robot.lookup("#compat-cell").queryAs(TextArea.class).getText();
    assertThat(cell)
        .startsWith("protobuf new→old: MISREAD")
        .contains("written by the writer's version:")
        .contains("the same message as the reader's version writes it:");

    WaitForAsyncUtils.waitForFxEvents();
    Path png = Path.of("target", "screenshots", "compat-screen.png");
    WaitForAsyncUtils.asyncFx(
            () -> {
              PngSnapshots.save(matrix.getScene(), png);
              return null;
            })
        .get();
  }
}
