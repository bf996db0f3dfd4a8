package dev.wirebench.app.shell;

import dev.wirebench.app.bench.BenchViewModel;
import dev.wirebench.app.database.DatabaseViewModel;
import dev.wirebench.app.fleet.FleetDialog;
import dev.wirebench.app.fleet.FleetFormModel;
import dev.wirebench.app.fleet.QueueService;
import dev.wirebench.app.fleet.QueueView;
import dev.wirebench.app.fleet.QueueViewModel;
import dev.wirebench.app.fx.Lazy;
import dev.wirebench.app.fx.TaskExecutor;
import java.util.function.Supplier;
import javafx.beans.binding.Bindings;
import javafx.scene.Scene;
import javafx.stage.Stage;

/**
 * The fleet's part of the object graph: the Queue screen and the Benchmark screen's "Run on fleet…"
 * dialog, both on the team store the app has open. What the dialog queued is said on the Queue
 * screen, which it switches to.
 */
final class FleetScreens {
  private final ShellViewModel shell;
  private final QueueViewModel queue;
  private final Lazy<QueueView> view;
  private final Lazy<FleetDialog> dialog;

  FleetScreens(
      Stage stage,
      TaskExecutor executor,
      ShellViewModel shell,
      DatabaseViewModel database,
      QueueService service,
      BenchViewModel bench,
      Supplier<Scene> scene) {
    this.shell = shell;
    queue = new QueueViewModel(service, executor, shell::openRun, shell::compareRuns);
    view = new Lazy<>(() -> new QueueView(queue));
    FleetFormModel form = new FleetFormModel(service, executor);
    form.teamStoreProperty()
        .bind(Bindings.createBooleanBinding(database::onTeamStore, database.locationProperty()));
    dialog =
        new Lazy<>(
            () ->
                new FleetDialog(
                    stage, form, bench.plan()::toPlan, this::queued, scene.get().getStylesheets()));
  }

  private void queued(String line) {
    queue.say(line);
    shell.selectScreen(ShellViewModel.QUEUE);
    queue.refresh();
  }

  void showDialog() {
    dialog.get().show();
  }

  QueueViewModel queue() {
    return queue;
  }

  Lazy<QueueView> view() {
    return view;
  }
}
