package dev.wirebench.app.compat;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.fx.PngSnapshots;
import dev.wirebench.app.inspect.HexView;
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
    TableView<CompatRow> matrix = robot.lookup("#compat-matrix").query();
    runAndWait(robot, model, "fill-v2.proto");
    CompatRow protobuf = protobufRow(matrix);
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
    misreadPayloadsAreShown(robot, model);

    WaitForAsyncUtils.waitForFxEvents();
    Path png = Path.of("target", "screenshots", "compat-screen.png");
    WaitForAsyncUtils.asyncFx(
            () -> {
              PngSnapshots.save(matrix.getScene(), png);
              return null;
            })
        .get();

    // the edit list instead of a second file: a repeating group added to the message
    app.fx(
        () -> {
          model.newFileProperty().set(null);
          model.editsProperty().set("add-group:fills:price:float64,lots:int32");
        });
    runAndWait(robot, model, "edits add-group:fills");
    CompatRow edited = protobufRow(matrix);
    assertThat(CompatRow.cell(edited.oldToNew())).startsWith("defaulted");
    assertThat(CompatRow.cell(edited.newToOld())).startsWith("dropped");
    measuresKryosCost(robot, model, matrix);
  }

  /** The cost button on the selected codec: forks, then the numbers under its cell. */
  private void measuresKryosCost(FxRobot robot, CompatViewModel model, TableView<CompatRow> matrix)
      throws Exception {
    CompatRow kryo =
        matrix.getItems().stream().filter(r -> r.codec().equals("kryo")).findFirst().orElseThrow();
    app.fx(() -> matrix.getSelectionModel().select(kryo));
    app.click(robot, "#compat-cost");
    WaitForAsyncUtils.waitFor(
        180, TimeUnit.SECONDS, () -> model.costStatusProperty().get().startsWith("kryo: "));
    assertThat(model.costStatusProperty().get()).isEqualTo("kryo: measured");
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(robot.lookup("#compat-cell").queryAs(TextArea.class).getText())
        .contains("cost of compatibility (JMH avgt")
        .contains("kryo-compatible");
    WaitForAsyncUtils.waitForFxEvents();
    Path png = Path.of("target", "screenshots", "compat-screen-cost.png");
    WaitForAsyncUtils.asyncFx(
            () -> {
              PngSnapshots.save(matrix.getScene(), png);
              return null;
            })
        .get();
  }

  private void runAndWait(FxRobot robot, CompatViewModel model, String newName) throws Exception {
    app.click(robot, "#compat-run");
    WaitForAsyncUtils.waitFor(
        120,
        TimeUnit.SECONDS,
        () ->
            model.summaryProperty().get().contains("→ " + newName)
                || !model.errorProperty().get().isEmpty());
    assertThat(model.errorProperty().get()).isEmpty();
  }

  private static CompatRow protobufRow(TableView<CompatRow> matrix) {
    return matrix.getItems().stream()
        .filter(r -> r.codec().equals("protobuf"))
        .findFirst()
        .orElseThrow();
  }

  private static void misreadPayloadsAreShown(FxRobot robot, CompatViewModel model) {
    String cell = robot.lookup("#compat-cell").queryAs(TextArea.class).getText();
    // the payloads shown are of the message the field was misread in, not simply the first
    assertThat(cell)
        .startsWith("protobuf new→old: MISREAD")
        .contains("payloads below: message 2 of 3, the first message with a misread field")
        .contains("misread in it: lots")
        .containsPattern("differing in the writer's bytes: .*lots \\[");
    HexView writer = robot.lookup("#compat-writer-hex").query();
    HexView own = robot.lookup("#compat-own-hex").query();
    assertThat(writer.layoutProperty().get().size())
        .isEqualTo(model.payloadsProperty().get().writer().length);
    assertThat(own.layoutProperty().get()).isNotNull();
    assertThat(writer.changedProperty().get())
        .isNotEmpty()
        .isEqualTo(model.payloadsProperty().get().changedInWriter());
  }
}
