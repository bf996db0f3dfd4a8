package dev.wirebench.app.dashboard;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.dashboard.DashboardSnapshot.Leader;
import java.util.List;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** A leader board as narrow as a tile at 1024×700: the codec's name stays whole. */
@ExtendWith(ApplicationExtension.class)
class RankListUiTest {
  private RankList list;

  @Start
  void start(Stage stage) {
    list = new RankList("dashboard-encode", "none");
    // a Dashboard tile's content at the smallest window is about 260 px wide
    stage.setScene(new Scene(new StackPane(list), 260, 200));
    stage.show();
  }

  @Test
  void theBarGivesWayBeforeTheCodecsName(FxRobot robot) {
    robot.interact(
        () ->
            list.show(
                List.of(
                    new Leader("wire-compiled", 1_320, 1_630, "", true),
                    new Leader("msgpack", 4_930, 4_270, "+273 %", false))));
    WaitForAsyncUtils.waitForFxEvents();

    Label first = robot.lookup(".rank-first").queryAs(Label.class);
    assertThat(first.getText()).isEqualTo("wire-compiled");
    assertThat(first.getWidth()).isGreaterThanOrEqualTo(first.prefWidth(-1) - 0.5);
    Label second = robot.lookup(".rank-name").queryAs(Label.class);
    assertThat(second.getWidth()).isGreaterThanOrEqualTo(second.prefWidth(-1) - 0.5);
  }
}
