package dev.wirebench.app.fleet;

import dev.wirebench.storage.fleet.FleetJob;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ObservableList;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;

/** A table of fleet jobs: what `queue list` prints, one row per job, state as a style class. */
final class JobTable {
  private JobTable() {}

  /** The full table of the Queue screen. */
  static TableView<FleetJob> jobs(ObservableList<FleetJob> items) {
    TableView<FleetJob> table = new TableView<>(items);
    table.setId("queue-jobs");
    table.getColumns().add(number("Job", FleetJob::id, 60));
    table.getColumns().add(text("State", j -> j.state().id(), 80));
    table.getColumns().add(text("Host", JobText::host, 150));
    table.getColumns().add(text("Progress", JobText::progress, 320));
    table.getColumns().add(text("ETA", JobText::eta, 80));
    table.getColumns().add(text("Tries", j -> j.tries() + "/" + j.maxTries(), 55));
    table.getColumns().add(text("Run", j -> j.runId() == null ? "" : "" + j.runId(), 60));
    table.getColumns().add(text("Waited", JobText::waited, 70));
    table.getColumns().add(text("Queued", j -> JobText.clock(j.queuedAt()), 75));
    table.getColumns().add(text("Plan", FleetJob::label, 220));
    table.getColumns().add(text("By", FleetJob::queuedBy, 140));
    table.setRowFactory(t -> stateRow());
    table.setPlaceholder(new Label("No jobs in the queue"));
    return table;
  }

  /** The jobs of one batch: host, state, run — to pick the other side of a comparison. */
  static TableView<FleetJob> batch(ObservableList<FleetJob> items) {
    TableView<FleetJob> table = new TableView<>(items);
    table.setId("queue-batch");
    table.getColumns().add(number("Job", FleetJob::id, 60));
    table.getColumns().add(text("Host", JobText::host, 150));
    table.getColumns().add(text("State", j -> j.state().id(), 80));
    table.getColumns().add(text("Run", j -> j.runId() == null ? "" : "" + j.runId(), 60));
    table.getColumns().add(text("Ended", j -> JobText.clock(j.finishedAt()), 75));
    table.setRowFactory(t -> stateRow());
    table.setPlaceholder(new Label("Select a job to see its batch"));
    return table;
  }

  private static TableRow<FleetJob> stateRow() {
    return new TableRow<>() {
      @Override
      protected void updateItem(FleetJob job, boolean empty) {
        super.updateItem(job, empty);
        getStyleClass().removeIf(s -> s.startsWith("job-"));
        if (!empty && job != null) {
          getStyleClass().add("job-" + job.state().id());
        }
      }
    };
  }

  private static TableColumn<FleetJob, String> text(
      String title, Function<FleetJob, String> value, double width) {
    TableColumn<FleetJob, String> column = new TableColumn<>(title);
    column.setCellValueFactory(c -> new ReadOnlyStringWrapper(value.apply(c.getValue())));
    column.setPrefWidth(width);
    return column;
  }

  private static TableColumn<FleetJob, Long> number(
      String title, Function<FleetJob, Long> value, double width) {
    TableColumn<FleetJob, Long> column = new TableColumn<>(title);
    column.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(value.apply(c.getValue())));
    column.setPrefWidth(width);
    column.getStyleClass().add("number");
    return column;
  }
}
