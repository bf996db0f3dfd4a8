package dev.wirebench.app.widgets;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicInteger;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** A tab filled when first selected, headless on Monocle: made once, on first sight, not before. */
@ExtendWith(ApplicationExtension.class)
class LazyTabUiTest {
  private final AtomicInteger made = new AtomicInteger();
  private Tab first;
  private Tab later;

  @Start
  void start(Stage stage) {
    first = new Tab("First", new Label("first"));
    later = new Tab("Later");
    stage.setScene(new Scene(new TabPane(first, later), 400, 300));
    stage.show();
  }

  @Test
  void aTabNotYetSelectedIsFilledOnItsFirstSelectionAndOnlyOnce(FxRobot robot) {
    robot.interact(
        () ->
            LazyTab.fill(
                later,
                () -> {
                  made.incrementAndGet();
                  return new Label("made " + made.get());
                }));
    assertThat(later.getContent()).as("not selected yet").isNull();
    assertThat(made).hasValue(0);

    robot.clickOn("Later");
    assertThat(made).hasValue(1);
    assertThat(((Label) later.getContent()).getText()).isEqualTo("made 1");
    assertThat(robot.lookup("made 1").tryQuery()).isPresent();

    robot.clickOn("First");
    robot.clickOn("Later");
    assertThat(made).as("kept, not made again").hasValue(1);
  }

  @Test
  void aSelectedTabIsFilledAtOnce(FxRobot robot) {
    robot.interact(() -> LazyTab.fill(first, () -> new Label("now")));
    assertThat(((Label) first.getContent()).getText()).isEqualTo("now");
  }
}
