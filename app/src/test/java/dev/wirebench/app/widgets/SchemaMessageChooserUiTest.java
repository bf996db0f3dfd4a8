package dev.wirebench.app.widgets;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.fixture.DynamicFixture;
import dev.wirebench.engine.workload.Workloads;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DialogPane;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The shared "which message?" chooser, headless on Monocle: a schema of one message opens at once;
 * a schema of several asks, and the chosen message reaches the engine with the schema (the file is
 * then read against that message); the first choice leaves it to the file's shape.
 */
@ExtendWith(ApplicationExtension.class)
class SchemaMessageChooserUiTest {
  private static final String TWO =
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <sbe:messageSchema xmlns:sbe="http://fixprotocol.io/2016/sbe" package="t" id="3"
          version="1" byteOrder="littleEndian">
        <types>
          <composite name="messageHeader">
            <type name="blockLength" primitiveType="uint16"/>
            <type name="templateId" primitiveType="uint16"/>
            <type name="schemaId" primitiveType="uint16"/>
            <type name="version" primitiveType="uint16"/>
          </composite>
        </types>
        <sbe:message name="Trade" id="9"><field name="qty" id="1" type="int32"/></sbe:message>
        <sbe:message name="Quote" id="10"><field name="qty" id="1" type="int32"/></sbe:message>
      </sbe:messageSchema>
      """;

  @TempDir Path dir;
  private Button owner;

  @Start
  void start(Stage stage) {
    owner = new Button("With schema…");
    stage.setScene(new Scene(new StackPane(owner), 400, 300));
    stage.show();
  }

  @Test
  void aSchemaOfSeveralMessagesAsksAndTheChoiceReachesTheEngine(FxRobot robot) throws Exception {
    Path xml = Files.writeString(dir.resolve("venue.xml"), TWO);
    Path qty = Files.writeString(dir.resolve("qty.json"), "{\"qty\": 5}");
    List<Path> opened = new CopyOnWriteArrayList<>();

    robot.interact(() -> SchemaMessageChooser.thenOpen(owner, xml, opened::add));
    WaitForAsyncUtils.waitFor(
        10, TimeUnit.SECONDS, () -> robot.lookup("#schema-message-chooser").tryQuery().isPresent());
    DialogPane pane = robot.lookup("#schema-message-chooser").queryAs(DialogPane.class);
    assertThat(pane.getHeaderText())
        .isEqualTo("venue.xml defines 2 messages: which one does the file hold?");
    ComboBox<String> names = robot.from(pane).lookup(".combo-box").queryComboBox();
    assertThat(names.getItems()).containsExactly(SchemaMessageChooser.BY_SHAPE, "Trade", "Quote");
    assertThat(names.getValue()).isEqualTo(SchemaMessageChooser.BY_SHAPE);

    robot.interact(
        () -> {
          names.getSelectionModel().select("Quote");
          ((Button) pane.lookupButton(ButtonType.OK)).fire();
        });
    WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !opened.isEmpty());
    assertThat(opened).containsExactly(Path.of(xml + "#Quote"));

    // the chosen message is what the engine reads the file against (both would fit)
    DynamicFixture fixture = Workloads.load(qty.toString(), opened.get(0).toString());
    assertThat(fixture.schema().name()).isEqualTo("Quote");
  }

  @Test
  void aSchemaOfOneMessageOpensWithoutAsking(FxRobot robot) throws Exception {
    Path xml =
        Files.writeString(
            dir.resolve("one.xml"),
            TWO.replace(
                "<sbe:message name=\"Quote\" id=\"10\"><field name=\"qty\" id=\"1\""
                    + " type=\"int32\"/></sbe:message>",
                ""));
    List<Path> opened = new CopyOnWriteArrayList<>();

    robot.interact(() -> SchemaMessageChooser.thenOpen(owner, xml, opened::add));
    WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !opened.isEmpty());
    assertThat(opened).containsExactly(xml);
    assertThat(robot.lookup("#schema-message-chooser").tryQuery()).isEmpty();
  }

  @Test
  void leavingItToTheShapeKeepsThePlainSchema() {
    Path xml = Path.of("/tmp/venue.xml");
    assertThat(SchemaMessageChooser.with(xml, SchemaMessageChooser.BY_SHAPE)).isEqualTo(xml);
    assertThat(SchemaMessageChooser.with(xml, "Trade")).isEqualTo(Path.of("/tmp/venue.xml#Trade"));
  }
}
