package dev.wirebench.app.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.fx.PngSnapshots;
import dev.wirebench.app.shell.ShellViewModel;
import dev.wirebench.app.shell.WorkbenchFixture;
import dev.wirebench.engine.bench.BenchMode;
import dev.wirebench.engine.profile.ProfileEvent;
import java.nio.file.Path;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
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
 * The plan's Profile switches, last in the form: clicked, they ask for profiled forks (the plan
 * field {@code bench --profile} fills) and the size line counts them; a latency plan hides them.
 */
@ExtendWith(ApplicationExtension.class)
class ProfileSwitchUiTest {
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
  void theCpuSwitchAsksForAProfiledForkAndTheSizeLineCountsIt(FxRobot robot) throws Exception {
    app.awaitIdle();
    app.click(robot, "#nav-" + ShellViewModel.BENCH);
    app.await(() -> robot.lookup("#bench-view").tryQuery().isPresent());
    PlanViewModel plan = app.workbench().bench().plan();
    app.fx(
        () -> {
          plan.modeProperty().set(BenchMode.AVERAGE_TIME);
          plan.codecs().setAll("json");
          plan.fixtures().setAll("minimal");
        });
    ScrollPane form = robot.lookup("#bench-plan .scroll-pane").queryAs(ScrollPane.class);
    app.fx(() -> form.setVvalue(form.getVmax())); // the section is last: below the fold
    app.awaitIdle();

    // a ToggleSwitch turns on a click on its track (the thumb area), not on its text
    app.click(robot, "#bench-profile-cpu .thumb-area");
    app.await(() -> !plan.profiles().events().isEmpty());

    assertThat(plan.profiles().events()).containsExactly(ProfileEvent.CPU);
    assertThat(plan.toPlan().profiles()).containsExactly(ProfileEvent.CPU);
    assertThat(robot.lookup("#bench-summary").queryAs(Label.class).getText())
        .contains(" + 1 profiled");

    Node section = robot.lookup("#bench-profile").query();
    assertThat(section.isVisible()).isTrue();
    WaitForAsyncUtils.waitForFxEvents();
    WaitForAsyncUtils.asyncFx(
            () -> {
              PngSnapshots.save(
                  section.getScene(), Path.of("target/screenshots/bench-profile.png"));
              return null;
            })
        .get();
    app.fx(() -> plan.modeProperty().set(BenchMode.LATENCY));
    assertThat(section.isVisible()).isFalse();
  }
}
