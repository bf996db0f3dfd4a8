package dev.wirebench.app.fleet;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.fx.PngSnapshots;
import dev.wirebench.app.runs.SeededRuns;
import dev.wirebench.app.shell.ShellViewModel;
import dev.wirebench.app.shell.WorkbenchFixture;
import dev.wirebench.storage.PostgresUrl;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.TestPostgres;
import dev.wirebench.storage.fleet.AgentRegistry;
import dev.wirebench.storage.fleet.FleetJob;
import dev.wirebench.storage.fleet.HostFacts;
import dev.wirebench.storage.fleet.JobState;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
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
 * The Queue screen and "Run on fleet…", headless on Monocle: the real workbench on a team store on
 * a real PostgreSQL server with two advertised agent hosts. The agents' side (claims, runs) is
 * played by SQL on the job rows: the fleet's own tests run real agent processes.
 */
@ExtendWith(ApplicationExtension.class)
class QueueScreenUiTest {
  @TempDir Path home;
  private WorkbenchFixture app;
  private String team;
  private long runA;
  private long runB;

  @Start
  void start(Stage stage) {
    team = TestPostgres.newDatabase();
    try (RunStore store = RunStore.open(team)) {
      runA = SeededRuns.bench(store, "fleet on a", "17", new double[] {1, 2, 3}, "bench-a");
      runB = SeededRuns.bench(store, "fleet on b", "17", new double[] {1, 2, 4}, "bench-b");
    }
    try (AgentRegistry agents = new AgentRegistry(PostgresUrl.parse(team))) {
      for (String host : List.of("bench-a", "bench-b")) {
        agents.advertise(
            new HostFacts(host, "Test CPU 3000", 8, 21, List.of("tuned"), Map.of()), "waiting");
      }
    }
    app = WorkbenchFixture.open(stage, home);
  }

  @AfterEach
  void close() {
    app.close();
  }

  private void openTeamStore() throws Exception {
    app.awaitIdle();
    app.fx(() -> app.workbench().database().openTeamStore(team, ""));
    app.await(() -> app.workbench().database().locationProperty().get().isTeamStore());
  }

  @Test
  void runOnFleetQueuesOneJobPerHostAndTheBatchComparesTheirRuns(FxRobot robot) throws Exception {
    openTeamStore();
    app.fx(() -> app.workbench().shell().selectScreen(ShellViewModel.BENCH));
    app.click(robot, "Quick plan");
    app.await(() -> !robot.lookup("#bench-run-fleet").queryAs(Button.class).isDisabled());
    app.click(robot, "#bench-run-fleet");
    app.await(() -> robot.lookup("#fleet-dialog").tryQuery().isPresent());
    app.click(robot, "#fleet-labels");
    robot.write("tuned");
    screenshot(robot.lookup("#fleet-dialog").query(), "fleet-dialog.png");
    app.click(robot, "#fleet-queue");

    QueueViewModel queue = app.workbench().queue();
    awaitJobs(robot, queue, 2);
    assertThat(app.workbench().shell().screenProperty().get()).isEqualTo(ShellViewModel.QUEUE);
    assertThat(queue.messageProperty().get())
        .startsWith("Queued 2 jobs")
        .contains("hosts: bench-a, bench-b");
    List<FleetJob> jobs = List.copyOf(queue.jobs());
    assertThat(jobs).extracting(FleetJob::state).containsOnly(JobState.QUEUED);
    assertThat(jobs).extracting(FleetJob::batch).containsOnly(jobs.get(1).id());
    assertThat(jobs)
        .extracting(j -> j.requirements().hostGlob())
        .containsExactlyInAnyOrder("bench-a", "bench-b");

    // The agents ran the jobs: each job done with its host's run.
    finish(jobs, "bench-a", runA);
    finish(jobs, "bench-b", runB);
    app.await(() -> queue.jobs().stream().allMatch(j -> j.state() == JobState.DONE));
    TableView<FleetJob> table = robot.lookup("#queue-jobs").query();
    int rowOfA = indexOf(queue.jobs(), "bench-a");
    app.fx(() -> table.getSelectionModel().select(rowOfA));
    TableView<FleetJob> batch = robot.lookup("#queue-batch").query();
    app.await(() -> batch.getItems().size() == 2);
    // a periodic read replaces the rows; the selection stays on the job
    long readAt = System.nanoTime();
    app.await(() -> System.nanoTime() - readAt > 2 * QueueViewModel.PERIOD.toNanos());
    assertThat(queue.selectedProperty().get().agent()).isEqualTo("bench-a");
    assertThat(batch.getItems()).hasSize(2);
    screenshot(robot.lookup("#queue-view").query(), "queue-screen.png");

    int rowOfB = indexOf(batch.getItems(), "bench-b");
    app.fx(() -> batch.getSelectionModel().select(rowOfB));
    app.click(robot, "#queue-compare");
    app.await(() -> ShellViewModel.COMPARE.equals(app.workbench().shell().screenProperty().get()));
    app.await(() -> app.workbench().compare().baselineProperty().get() != null);
    assertThat(app.workbench().compare().baselineProperty().get().id()).isEqualTo(runA);
    assertThat(app.workbench().compare().candidateProperty().get().id()).isEqualTo(runB);
  }

  @Test
  void aQueuedJobIsCancelledFromTheScreenAndRetried(FxRobot robot) throws Exception {
    openTeamStore();
    QueueViewModel queue = app.workbench().queue();
    app.fx(() -> app.workbench().shell().selectScreen(ShellViewModel.QUEUE));
    app.fx(() -> app.workbench().shell().selectScreen(ShellViewModel.BENCH));
    app.click(robot, "Quick plan");
    app.click(robot, "#bench-run-fleet");
    app.await(() -> robot.lookup("#fleet-dialog").tryQuery().isPresent());
    app.click(robot, "#fleet-each"); // off: N copies for any host
    app.click(robot, "#fleet-queue");
    awaitJobs(robot, queue, 1);
    assertThat(queue.jobs().get(0).requirements().hostGlob()).isEqualTo("*");

    TableView<FleetJob> table = robot.lookup("#queue-jobs").query();
    app.fx(() -> table.getSelectionModel().select(0));
    app.click(robot, "#queue-cancel");
    app.await(() -> queue.jobs().get(0).state() == JobState.CANCELLED);
    assertThat(queue.messageProperty().get()).contains("cancelled before any agent took it");
    app.await(() -> !robot.lookup("#queue-retry").queryAs(Button.class).isDisabled());
    app.click(robot, "#queue-retry");
    app.await(() -> queue.jobs().get(0).state() == JobState.QUEUED);
    assertThat(queue.messageProperty().get())
        .isEqualTo("Job " + queue.jobs().get(0).id() + " is queued again.");
  }

  @Test
  void onAnSqliteFileTheScreenAndTheDialogSayTheFleetNeedsATeamStore(FxRobot robot)
      throws Exception {
    app.awaitIdle();
    app.fx(() -> app.workbench().shell().selectScreen(ShellViewModel.QUEUE));
    app.await(() -> robot.lookup("#queue-no-store").queryAs(Label.class).isVisible());
    assertThat(robot.lookup("#queue-no-store").queryAs(Label.class).getText())
        .contains("Open Team Store");
    app.fx(() -> app.workbench().shell().selectScreen(ShellViewModel.BENCH));
    app.click(robot, "Quick plan");
    app.click(robot, "#bench-run-fleet");
    app.await(() -> robot.lookup("#fleet-dialog").tryQuery().isPresent());
    assertThat(robot.lookup("#fleet-no-store").queryAs(Label.class).isVisible()).isTrue();
    assertThat(robot.lookup("#fleet-queue").queryAs(Button.class).isDisabled()).isTrue();
  }

  /** Waits for {@code n} jobs on the screen, or fails with what the dialog said instead. */
  private void awaitJobs(FxRobot robot, QueueViewModel queue, int n) throws Exception {
    app.await(
        () ->
            queue.jobs().size() == n
                || robot
                        .lookup("#fleet-error")
                        .tryQueryAs(Label.class)
                        .map(Label::getText)
                        .orElse("")
                        .length()
                    > 0);
    assertThat(robot.lookup("#fleet-error").tryQueryAs(Label.class).map(Label::getText).orElse(""))
        .as("what the dialog said")
        .isEmpty();
    assertThat(queue.jobs()).hasSize(n);
  }

  private void finish(List<FleetJob> jobs, String host, long run) {
    long id =
        jobs.stream()
            .filter(j -> j.requirements().hostGlob().equals(host))
            .findFirst()
            .orElseThrow()
            .id();
    TestPostgres.get()
        .sql(
            dbName(),
            "UPDATE fleet_jobs SET state = 'done', agent = '"
                + host
                + "', run_id = "
                + run
                + ", claimed_at = queued_at + interval '2 seconds', finished_at = now()"
                + " WHERE id = "
                + id);
  }

  private String dbName() {
    return team.substring(team.lastIndexOf('/') + 1).replaceAll("\\?.*", "");
  }

  private static int indexOf(List<FleetJob> jobs, String host) {
    for (int i = 0; i < jobs.size(); i++) {
      if (host.equals(jobs.get(i).agent())) {
        return i;
      }
    }
    throw new AssertionError("no job ran on " + host + ": " + jobs);
  }

  private static void screenshot(Node node, String name) throws Exception {
    WaitForAsyncUtils.waitForFxEvents();
    Path png = Path.of("target", "screenshots", name);
    WaitForAsyncUtils.asyncFx(
            () -> {
              PngSnapshots.save(node.getScene(), png);
              return null;
            })
        .get();
  }
}
