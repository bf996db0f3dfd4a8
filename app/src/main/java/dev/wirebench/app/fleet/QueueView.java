package dev.wirebench.app.fleet;

import dev.wirebench.app.widgets.Banners;
import dev.wirebench.app.widgets.Toolbars;
import dev.wirebench.storage.fleet.AgentRegistry;
import dev.wirebench.storage.fleet.FleetJob;
import java.time.Duration;
import java.time.Instant;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The Queue screen: the fleet's jobs (state, host, progress and ETA from the agents' heartbeats),
 * the selected job's batch to compare one host's run with another's, and the known agents. Binds to
 * a {@link QueueViewModel}; on an SQLite file it says the fleet needs a team store.
 */
public final class QueueView extends BorderPane {
  private final QueueViewModel model;
  private final TableView<FleetJob> jobs;
  private final TableView<FleetJob> batch;

  public QueueView(QueueViewModel model) {
    this.model = model;
    setId("queue-view");
    jobs = JobTable.jobs(model.jobs());
    batch = JobTable.batch(model.batch());
    jobs.getSelectionModel().selectedItemProperty().addListener((o, old, now) -> model.select(now));
    // A refresh replaces every row: the selection follows the job, not the row index.
    model.jobs().addListener((ListChangeListener<FleetJob>) c -> reselect());
    jobs.setOnMouseClicked(
        e -> {
          if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2) {
            model.openSelectedRun();
          }
        });
    Label status = new Label();
    status.setId("queue-status");
    status.getStyleClass().add("dim");
    status.textProperty().bind(model.statusProperty());
    VBox top =
        new VBox(
            6,
            toolbar(),
            Banners.messages(
                model.messageProperty(), model.errorProperty(), model::dismissMessages),
            noTeamStore());
    top.setPadding(new Insets(8, 10, 4, 10));
    setTop(top);
    SplitPane lower = new SplitPane(batchPane(), agentsPane());
    SplitPane split = new SplitPane(jobs, lower);
    split.setOrientation(Orientation.VERTICAL);
    split.setDividerPositions(0.6);
    split.visibleProperty().bind(model.teamStoreProperty());
    setCenter(split);
    BorderPane.setMargin(status, new Insets(4, 10, 6, 10));
    setBottom(status);
  }

  private void reselect() {
    FleetJob chosen = model.selectedProperty().get();
    if (chosen == null) {
      return;
    }
    for (int i = 0; i < model.jobs().size(); i++) {
      if (model.jobs().get(i).id() == chosen.id()) {
        jobs.getSelectionModel().select(i);
        return;
      }
    }
  }

  private Node toolbar() {
    Button refresh =
        button("queue-refresh", "Refresh", "Read the queue now (it is read every 2 s)");
    refresh.setOnAction(e -> model.refresh());
    CheckBox ended = new CheckBox("Show ended jobs");
    ended.setId("queue-show-ended");
    ended.selectedProperty().bindBidirectional(model.showEndedProperty());
    Button cancel =
        button("queue-cancel", "Cancel job", "Its agent stops at its next heartbeat, forks killed");
    cancel.disableProperty().bind(model.canCancelBinding().not());
    cancel.setOnAction(e -> model.cancelSelected());
    Button retry = button("queue-retry", "Retry", "Queue a failed or cancelled job again");
    retry.disableProperty().bind(model.canRetryBinding().not());
    retry.setOnAction(e -> model.retrySelected());
    Button open = button("queue-open-run", "Open run", "Show the job's run in Runs (double-click)");
    open.disableProperty().bind(model.hasRunBinding().not());
    open.setOnAction(e -> model.openSelectedRun());
    return Toolbars.wrapping(refresh, ended, cancel, retry, open);
  }

  private Node noTeamStore() {
    Label text =
        new Label(
            "The fleet's queue lives in a PostgreSQL team store: open one with File ▸ Open Team"
                + " Store…, start `wirebench agent --db postgresql://…` on each benchmark host, and"
                + " queue plans with Run on fleet… on the Benchmark screen or `wirebench queue`.");
    text.setId("queue-no-store");
    text.setWrapText(true);
    text.getStyleClass().add("info-strip");
    text.visibleProperty().bind(model.teamStoreProperty().not());
    text.managedProperty().bind(text.visibleProperty());
    return text;
  }

  private Node batchPane() {
    Label title = new Label("The selected job's batch — the same plan, queued together");
    title.getStyleClass().add("section-title");
    Button compare =
        button(
            "queue-compare",
            "Compare: the job above (A) with this host (B)",
            "Compare: the job selected above as A, the host picked here as B");
    compare
        .disableProperty()
        .bind(
            model
                .hasRunBinding()
                .not()
                .or(batch.getSelectionModel().selectedItemProperty().isNull()));
    compare.setOnAction(e -> model.compareWith(batch.getSelectionModel().getSelectedItem()));
    VBox box = new VBox(6, title, batch, compare);
    VBox.setVgrow(batch, Priority.ALWAYS);
    box.setPadding(new Insets(6));
    return box;
  }

  private Node agentsPane() {
    Label title = new Label("Known agents");
    title.getStyleClass().add("section-title");
    TableView<AgentRegistry.Agent> agents = new TableView<>(model.agents());
    agents.setId("queue-agents");
    agents.getColumns().add(agentColumn("Host", AgentRegistry.Agent::hostName, 130));
    agents.getColumns().add(agentColumn("Status", AgentRegistry.Agent::status, 130));
    agents.getColumns().add(agentColumn("Seen", a -> seen(a.lastSeen()), 80));
    agents.getColumns().add(agentColumn("Cores", a -> "" + a.cores(), 50));
    agents.getColumns().add(agentColumn("JVM", a -> "" + a.jvmFeature(), 45));
    agents.getColumns().add(agentColumn("Labels", a -> String.join(",", a.labels()), 90));
    agents.getColumns().add(agentColumn("CPU", AgentRegistry.Agent::cpuModel, 200));
    agents.setPlaceholder(new Label("No agent has started on this team store yet"));
    VBox box = new VBox(6, title, agents);
    VBox.setVgrow(agents, Priority.ALWAYS);
    box.setPadding(new Insets(6));
    return box;
  }

  private static String seen(Instant at) {
    return at == null ? "" : JobText.duration(Duration.between(at, Instant.now())) + " ago";
  }

  private static TableColumn<AgentRegistry.Agent, String> agentColumn(
      String title, Function<AgentRegistry.Agent, String> value, double width) {
    TableColumn<AgentRegistry.Agent, String> column = new TableColumn<>(title);
    column.setCellValueFactory(c -> new ReadOnlyStringWrapper(value.apply(c.getValue())));
    column.setPrefWidth(width);
    return column;
  }

  private static Button button(String id, String text, String tip) {
    Button button = new Button(text);
    button.setId(id);
    button.setTooltip(new Tooltip(tip));
    return button;
  }
}
