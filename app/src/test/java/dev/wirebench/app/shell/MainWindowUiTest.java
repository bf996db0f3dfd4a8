package dev.wirebench.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Opens the main window headless (Monocle) and checks it lists the bundled fixtures and codecs. */
@ExtendWith(ApplicationExtension.class)
class MainWindowUiTest {
  @Start
  void start(Stage stage) {
    stage.setScene(new Scene(WirebenchApp.content(), 960, 600));
    stage.show();
  }

  @Test
  void listsBundledFixturesAndRegisteredCodecs(FxRobot robot) throws Exception {
    WaitForAsyncUtils.waitFor(
        20, TimeUnit.SECONDS, () -> !robot.lookup("#codecs").queryListView().getItems().isEmpty());
    ListView<String> fixtures = robot.lookup("#fixtures").queryListView();
    ListView<String> codecs = robot.lookup("#codecs").queryListView();
    assertThat(fixtures.getItems())
        .contains("snapshot-20x20", "book-snapshots-5", "fix-nested-groups");
    assertThat(codecs.getItems()).contains("json", "fix", "java-serialization");
    Label status = robot.lookup("#status").queryAs(Label.class);
    assertThat(status.getText())
        .endsWith("codecs")
        .contains(fixtures.getItems().size() + " fixtures");
  }
}
