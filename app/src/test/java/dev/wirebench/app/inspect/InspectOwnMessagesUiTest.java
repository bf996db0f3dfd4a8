package dev.wirebench.app.inspect;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.shell.WorkbenchFixture;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeoutException;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Inspect with the user's own messages and what it does with a payload, headless on Monocle: a JSON
 * file of a shape Wirebench has no model for dropped on the window, its inferred schema, the n/a
 * rows, copy and save, and a size breakdown that survives the window shrinking.
 */
@ExtendWith(ApplicationExtension.class)
class InspectOwnMessagesUiTest {
  @TempDir Path home;
  private WorkbenchFixture app;
  private Stage stage;

  @Start
  void start(Stage stage) {
    this.stage = stage;
    app = WorkbenchFixture.open(stage, home);
  }

  @AfterEach
  void close() {
    app.close();
  }

  @Test
  void aDroppedJsonFileOfUnknownShapeShowsItsInferredSchemaAndEveryCodec(FxRobot robot)
      throws Exception {
    app.awaitIdle();
    Path orders = home.resolve("orders.ndjson");
    Files.writeString(orders, InspectActionsViewModelTest.ORDERS, StandardCharsets.UTF_8);

    app.fx(() -> app.workbench().shell().openDropped(List.of(orders)));
    app.await(
        () ->
            app.workbench().inspect().inspectionProperty().get() != null
                && app.workbench().inspect().inspectionProperty().get().isDynamic());
    app.awaitIdle();

    assertThat(robot.lookup("#load-error").queryAs(Node.class).isVisible()).isFalse();
    assertThat(robot.lookup("#ignored-fields").queryAs(Label.class).getText())
        .contains("was inferred from the messages");
    TableView<CodecRow> table = robot.lookup("#codec-table").query();
    assertThat(table.getItems()).hasSize(app.workbench().inspect().codecs().size());
    assertThat(table.getItems()).anySatisfy(r -> assertThat(r.sizeText()).startsWith("n/a — "));
    // the verdict chips keep their colour class on the selected row
    Set<Node> chips = robot.lookup(".verdict-chip").queryAll();
    assertThat(chips).anySatisfy(c -> assertThat(c.getStyleClass()).contains("verdict-exact"));

    TabPane tabs = robot.lookup("#inspect-tabs").query();
    Tab schemaTab =
        tabs.getTabs().stream()
            .filter(t -> "tab-schema".equals(t.getId()))
            .findFirst()
            .orElseThrow();
    app.fx(() -> tabs.getSelectionModel().select(schemaTab));
    assertThat(robot.lookup("#schema-text").queryAs(TextArea.class).getText())
        .contains("\"wirebenchSchema\"")
        .contains("\"orderId\"");
    assertThat(robot.lookup("#save-schema").queryAs(Node.class).isDisabled()).isFalse();

    // a model fixture has no schema tab
    app.fx(() -> app.workbench().inspect().openKey("trade-update"));
    app.awaitIdle();
    assertThat(tabs.getTabs()).noneMatch(t -> "tab-schema".equals(t.getId()));
  }

  @Test
  void copyAndSaveTheSelectedPayloadSayWhatHappenedInOneLine(FxRobot robot) throws Exception {
    app.awaitIdle();
    app.fx(() -> app.workbench().inspect().selectCodec("json"));
    int size = app.workbench().inspect().codecProperty().get().size();

    app.click(robot, "#copy-hex");
    Label notice = robot.lookup("#payload-notice").query();
    assertThat(notice.getText()).isEqualTo("Copied " + size + " bytes of json as hex");
    assertThat(notice.getStyleClass()).doesNotContain("input-error");

    Path target = home.resolve("out.bin");
    Files.writeString(target, "old");
    app.fx(() -> app.workbench().inspect().actions().savePayload(target, false));
    app.awaitIdle();
    assertThat(notice.getText()).endsWith("the file exists and was not replaced");
    assertThat(notice.getStyleClass()).contains("input-error");
    assertThat(target).hasContent("old");

    app.fx(() -> app.workbench().inspect().actions().savePayload(target, true));
    app.awaitIdle();
    assertThat(Files.size(target)).isEqualTo(size);
    assertThat(notice.getText()).startsWith("Saved " + size + " bytes of json to");
  }

  @Test
  void theSizeBreakdownListsNaCodecsAndKeepsItsBarsWhenTheWindowShrinksAndGrows(FxRobot robot)
      throws TimeoutException {
    app.awaitIdle();
    app.fx(() -> app.workbench().inspect().openKey("bars")); // FIX cannot carry bars
    app.awaitIdle();
    app.fx(() -> app.workbench().inspectView().showSizes());

    List<String> notes =
        robot.lookup(".size-note").queryAllAs(Text.class).stream().map(Text::getText).toList();
    assertThat(notes).isNotEmpty().allSatisfy(n -> assertThat(n).startsWith("n/a — "));

    for (double[] size : new double[][] {{1024, 700}, {900, 560}, {1360, 860}, {1024, 700}}) {
      app.fx(
          () -> {
            stage.setWidth(size[0]);
            stage.setHeight(size[1]);
          });
      app.fx(() -> {}); // one more pulse for the chart's layout
      Set<Node> bars = robot.lookup("#size-chart .chart-bar").queryAll();
      assertThat(bars)
          .as("bars at %sx%s", size[0], size[1])
          .filteredOn(Node::isVisible)
          .isNotEmpty()
          .anySatisfy(bar -> assertThat(bar.getLayoutBounds().getHeight()).isGreaterThan(2));
    }
  }

  @Test
  void theDividerTheUserMovesIsRemembered(FxRobot robot) throws TimeoutException {
    app.awaitIdle();
    javafx.scene.control.SplitPane split = robot.lookup("#inspect-split").query();

    app.fx(() -> split.setDividerPositions(0.55));

    assertThat(app.workbench().inspect().codecSplitProperty().get()).isCloseTo(0.55, within());
    assertThat(app.workbench().shell().settings().inspectSplit()).isCloseTo(0.55, within());
  }

  private static org.assertj.core.data.Offset<Double> within() {
    return org.assertj.core.data.Offset.offset(0.01);
  }
}
