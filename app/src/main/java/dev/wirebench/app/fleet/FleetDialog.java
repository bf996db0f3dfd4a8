package dev.wirebench.app.fleet;

import dev.wirebench.engine.bench.BenchmarkPlan;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.event.ActionEvent;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/**
 * The "Run on fleet…" dialog of the Benchmark screen: the hosts the plan is for and how many jobs.
 * Queue keeps it open until the jobs are written (then it closes and the Queue screen shows them)
 * or says why nothing was queued.
 */
public final class FleetDialog {
  private static final ButtonType QUEUE = new ButtonType("Queue", ButtonBar.ButtonData.OK_DONE);

  private final FleetFormModel model;
  private final Dialog<ButtonType> dialog = new Dialog<>();

  /**
   * @param plan the Benchmark screen's plan (throws IllegalStateException when the form is not
   *     valid)
   * @param queued gets the line saying what was queued
   */
  public FleetDialog(
      Window owner,
      FleetFormModel model,
      Supplier<BenchmarkPlan> plan,
      Consumer<String> queued,
      List<String> stylesheets) {
    this.model = model;
    dialog.setTitle("Run on fleet");
    dialog.setHeaderText(
        "Queue this plan for the fleet's agents: the benchmark hosts that match run it, one job"
            + " at a time each, and store their runs in the team store");
    if (owner != null) {
      dialog.initOwner(owner);
    }
    dialog.getDialogPane().setId("fleet-dialog");
    dialog.getDialogPane().getStylesheets().setAll(stylesheets);
    dialog.getDialogPane().setPrefWidth(620);
    dialog.getDialogPane().setContent(content());
    dialog.getDialogPane().getButtonTypes().setAll(QUEUE, ButtonType.CANCEL);
    Node queue = dialog.getDialogPane().lookupButton(QUEUE);
    queue.setId("fleet-queue");
    queue.disableProperty().bind(model.busyProperty().or(model.teamStoreProperty().not()));
    queue.addEventFilter(
        ActionEvent.ACTION,
        e -> {
          e.consume(); // open until the jobs are written, or it says why not
          model.queue(
              plan,
              line -> {
                dialog.close();
                queued.accept(line);
              });
        });
    dialog.getDialogPane().lookupButton(ButtonType.CANCEL).setId("fleet-cancel");
  }

  private VBox content() {
    TextField hosts = field("fleet-hosts", "any host (bench-*, bench-0?)");
    hosts.textProperty().bindBidirectional(model.hostsProperty());
    TextField cpu = field("fleet-cpu", "any CPU (Xeon, EPYC)");
    cpu.textProperty().bindBidirectional(model.cpuProperty());
    TextField labels = field("fleet-labels", "none (tuned, amd)");
    labels.textProperty().bindBidirectional(model.labelsProperty());
    Spinner<Integer> cores = spinner("fleet-min-cores", 1, 1024, model.minCoresProperty().get());
    cores.valueProperty().addListener((o, old, now) -> model.minCoresProperty().set(now));
    CheckBox each = new CheckBox("One job per matching agent host (to compare the hosts)");
    each.setId("fleet-each");
    each.selectedProperty().bindBidirectional(model.eachProperty());
    Spinner<Integer> copies = spinner("fleet-copies", 1, 1000, model.copiesProperty().get());
    copies.valueProperty().addListener((o, old, now) -> model.copiesProperty().set(now));
    copies.disableProperty().bind(model.eachProperty());
    Spinner<Integer> priority = spinner("fleet-priority", -1000, 1000, 0);
    priority.valueProperty().addListener((o, old, now) -> model.priorityProperty().set(now));
    GridPane grid = new GridPane();
    grid.setHgap(10);
    grid.setVgap(8);
    grid.addRow(0, new Label("Host names"), hosts);
    grid.addRow(1, new Label("CPU model contains"), cpu);
    grid.addRow(2, new Label("Labels"), labels);
    grid.addRow(3, new Label("At least cores"), cores);
    grid.add(each, 0, 4, 2, 1);
    grid.addRow(5, new Label("Jobs (any host)"), copies);
    grid.addRow(6, new Label("Priority"), priority);
    GridPane.setHgrow(hosts, Priority.ALWAYS);
    Label hint =
        new Label(
            "A job carries the plan only: codecs, settings, allow-listed JVM flags, and the"
                + " message and schema files it reads (stored in the team store by content hash)."
                + " Each agent forks its own JVM: the plan's JVM choice stays on this machine."
                + " Agents take jobs with `wirebench agent --db postgresql://…`.");
    hint.getStyleClass().add("dim");
    hint.setWrapText(true);
    hint.setMinHeight(Region.USE_PREF_SIZE);
    Label noStore =
        new Label("The fleet's queue lives in a team store: File ▸ Open Team Store… first.");
    noStore.setId("fleet-no-store");
    noStore.getStyleClass().add("error-detail");
    noStore.visibleProperty().bind(model.teamStoreProperty().not());
    noStore.managedProperty().bind(noStore.visibleProperty());
    Label error = new Label();
    error.setId("fleet-error");
    error.getStyleClass().add("error-detail");
    error.setWrapText(true);
    error.setMinHeight(Region.USE_PREF_SIZE);
    error.textProperty().bind(model.errorProperty());
    error.visibleProperty().bind(model.errorProperty().isNotEmpty());
    error.managedProperty().bind(error.visibleProperty());
    error.textProperty().addListener((o, old, now) -> Platform.runLater(this::fitWindow));
    VBox box = new VBox(10, grid, hint, noStore, error);
    box.setPadding(new Insets(4, 8, 0, 8));
    return box;
  }

  private static TextField field(String id, String prompt) {
    TextField field = new TextField();
    field.setId(id);
    field.setPromptText(prompt);
    return field;
  }

  private static Spinner<Integer> spinner(String id, int min, int max, int value) {
    Spinner<Integer> spinner = new Spinner<>(min, max, value);
    spinner.setId(id);
    spinner.setEditable(true);
    spinner.setPrefWidth(110);
    return spinner;
  }

  private void fitWindow() {
    if (dialog.isShowing()) {
      dialog.getDialogPane().getScene().getWindow().sizeToScene();
    }
  }

  /** Shows the dialog (not waiting), its last error cleared. */
  public void show() {
    model.dismissError();
    if (!dialog.isShowing()) {
      dialog.show();
    }
  }
}
