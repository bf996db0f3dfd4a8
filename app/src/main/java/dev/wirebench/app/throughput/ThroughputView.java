package dev.wirebench.app.throughput;

import dev.wirebench.app.bench.MessageFileControls;
import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/**
 * The Throughput screen: the sweep's settings and Run / Cancel above; progress and warnings; the
 * chart of msg/s against consumers (combined, per consumer or % of the scan ceiling) across the
 * width, the points table below it. Binds to a {@link ThroughputViewModel}; decides nothing itself.
 */
public final class ThroughputView extends BorderPane {
  private final ThroughputViewModel model;
  private final ThroughputChart chart = new ThroughputChart();

  public ThroughputView(ThroughputViewModel model) {
    this.model = model;
    setId("throughput-view");
    getStyleClass().add("throughput-view");
    // a message file of the user's (any JSON shape, + schema): the Benchmark screen's controls
    setTop(new VBox(form(), MessageFileControls.buttons(model.messageFiles(), "tp"), messages()));
    MessageFileControls.acceptDrops(this, model.messageFiles());
    // The chart gets the width; the table, mostly a few rows, sits below it.
    SplitPane main = new SplitPane(chartPane(), new PointTable(model));
    main.setId("tp-split");
    main.setOrientation(Orientation.VERTICAL);
    main.setDividerPositions(0.66);
    setCenter(main);
    chart.setCores(model.cores());
    model
        .curves()
        .addListener(
            (ListChangeListener<Curve>)
                c -> chart.show(model.curves(), model.chartModeProperty().get()));
    chart.show(model.curves(), model.chartModeProperty().get());
  }

  private Node form() {
    ComboBox<StreamStoreChoice> store = new ComboBox<>();
    store.setId("tp-store");
    store.getItems().setAll(model.streamStores());
    store.valueProperty().bindBidirectional(model.streamStoreProperty());
    store.setTooltip(
        new Tooltip(
            "Wirebench's memory-mapped log, Chronicle Queue, or both measured in turn; or served"
                + " by a stream server process over TCP or Aeron, beside the local read"));
    CodecPicker codec = new CodecPicker(model.codecs(), model.codecProperty());
    ComboBox<String> fixture = new ComboBox<>();
    fixture.setId("tp-fixture");
    fixture.setItems(model.fixtures());
    fixture.setVisibleRowCount(14);
    fixture.valueProperty().bindBidirectional(model.fixtureProperty());
    fixture.setTooltip(
        new Tooltip(
            "The messages written to the stream: a bundled fixture (one message type), or a"
                + " message file of any shape opened below (read with its inferred or given schema)"));
    TextField messages = field("tp-messages", 80, "Messages in the stream: 500k, 2M, 10M…");
    messages.textProperty().bindBidirectional(model.messagesProperty());
    TextField consumers =
        field("tp-consumers", 90, "Consumer counts: 1,2,4 or a sweep 1-8 (also 1..8)");
    consumers.textProperty().bindBidirectional(model.consumersProperty());
    TextField repeats =
        field("tp-repeats", 44, "Repetitions of each point, each after its own scan pass");
    repeats.textProperty().bindBidirectional(model.repeatsProperty());
    TextField label = field("tp-label", 140, "A label for the stored run (optional)");
    label.setPromptText("label (optional)");
    label.textProperty().bindBidirectional(model.labelProperty());
    List<Node> serverAxes = serverAxes();
    List<Button> buttons = runButtons();
    FlowPane form =
        new FlowPane(
            8,
            6,
            labelled("Store", store),
            labelled("Codecs", codec),
            labelled("Fixture", fixture),
            labelled("Messages", messages),
            labelled("Consumers", consumers),
            labelled("Repeats", repeats),
            serverAxes.get(0),
            serverAxes.get(1),
            serverAxes.get(2),
            label,
            buttons.get(0),
            buttons.get(1));
    form.setAlignment(Pos.CENTER_LEFT);
    form.getStyleClass().add("tool-bar-row");
    return form;
  }

  private List<Button> runButtons() {
    Button run = new Button("Run");
    run.setId("tp-run");
    run.setDefaultButton(true);
    run.setTooltip(
        new Tooltip("Write the stream, sweep the consumers, each point after a scan pass"));
    run.disableProperty().bind(model.runningProperty());
    run.setOnAction(e -> model.run());
    Button cancel = new Button("Cancel");
    cancel.setId("tp-cancel");
    cancel.setTooltip(new Tooltip("Stop; the points measured so far are kept"));
    cancel.disableProperty().bind(model.runningProperty().not());
    cancel.setOnAction(e -> model.cancel());
    return List.of(run, cancel);
  }

  /** Channels, Server CPUs, Streams: the served-stream axes, each a list to sweep. */
  private List<Node> serverAxes() {
    ServerAxes axes = model.serverAxes();
    TextField channels =
        field(
            "tp-channels",
            56,
            "Served stores: the server's sending threads (transport channels) to sweep, e.g."
                + " 2,4,6; blank: one per consumer");
    channels.textProperty().bindBidirectional(axes.channelsProperty());
    TextField serverCpus =
        field(
            "tp-server-cpus",
            56,
            "Served stores: CPUs the server may use (taskset and -XX:ActiveProcessorCount) to"
                + " sweep, e.g. 1,2; blank: no limit");
    serverCpus.textProperty().bindBidirectional(axes.serverCpusProperty());
    TextField streams =
        field(
            "tp-streams",
            56,
            "Streams the consumers spread over (consumer i reads stream i mod M), e.g. 1,4;"
                + " blank: one");
    streams.textProperty().bindBidirectional(axes.streamsProperty());
    return List.of(
        labelled("Channels", channels),
        labelled("Server CPUs", serverCpus),
        labelled("Streams", streams));
  }

  private Node messages() {
    Label inputError = line("tp-input-error", "input-error");
    inputError.textProperty().bind(model.inputErrorProperty());
    Label runError = line("tp-run-error", "input-error");
    runError.textProperty().bind(model.runErrorProperty());
    Label cores = line("tp-cores-warning", "warning-line");
    cores.textProperty().bind(model.coresWarningProperty());
    Label warnings = line("tp-warnings", "warning-line");
    warnings
        .textProperty()
        .bind(
            Bindings.createStringBinding(
                () -> String.join("\n", model.warnings()), model.warnings()));
    ProgressBar progress = new ProgressBar();
    progress.setId("tp-progress");
    progress.setPrefWidth(220);
    progress.progressProperty().bind(model.progressProperty());
    progress.visibleProperty().bind(model.runningProperty());
    progress.managedProperty().bind(progress.visibleProperty());
    Label status = new Label();
    status.setId("tp-status");
    status.getStyleClass().add("info-line");
    status.textProperty().bind(model.statusProperty());
    HBox statusRow = new HBox(10, progress, status);
    statusRow.setAlignment(Pos.CENTER_LEFT);
    VBox box = new VBox(2, inputError, runError, cores, warnings, statusRow);
    box.setPadding(new Insets(4, 10, 4, 10));
    return box;
  }

  private BorderPane chartPane() {
    Label empty = new Label();
    empty.setId("throughput-chart-placeholder");
    empty.textProperty().bind(model.chartPlaceholderProperty());
    empty.getStyleClass().add("empty-state");
    empty.setWrapText(true);
    empty.setMaxWidth(420);
    empty.visibleProperty().bind(model.chartPlaceholderProperty().isNotEmpty());
    empty.setMouseTransparent(true);
    StackPane stack = new StackPane(chart, empty);
    BorderPane pane = new BorderPane(stack);
    pane.setTop(modeSwitch());
    pane.setMinHeight(240);
    return pane;
  }

  /** Combined / per consumer / % of scan: what the chart plots. */
  private HBox modeSwitch() {
    ToggleGroup group = new ToggleGroup();
    HBox box = new HBox(0);
    box.setId("tp-chart-mode");
    box.getStyleClass().add("segmented");
    for (ChartMode mode : ChartMode.values()) {
      ToggleButton button = new ToggleButton(mode.label());
      button.setId("tp-mode-" + mode.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'));
      button.setToggleGroup(group);
      button.setUserData(mode);
      button.setSelected(mode == model.chartModeProperty().get());
      box.getChildren().add(button);
    }
    group
        .selectedToggleProperty()
        .addListener(
            (obs, old, now) -> {
              if (now == null) {
                old.setSelected(true); // one mode is always chosen
              } else {
                model.chartModeProperty().set((ChartMode) now.getUserData());
              }
            });
    model
        .chartModeProperty()
        .addListener(
            (obs, old, now) -> {
              group.getToggles().stream()
                  .filter(t -> t.getUserData() == now)
                  .forEach(t -> t.setSelected(true));
              chart.show(model.curves(), now);
            });
    Label title = new Label("Plot");
    title.getStyleClass().add("field-label");
    HBox row = new HBox(8, title, box);
    row.setAlignment(Pos.CENTER_LEFT);
    row.setPadding(new Insets(4, 10, 0, 10));
    return row;
  }

  private static TextField field(String id, double width, String tip) {
    TextField field = new TextField();
    field.setId(id);
    field.setPrefColumnCount(1);
    field.setPrefWidth(width);
    field.setTooltip(new Tooltip(tip));
    return field;
  }

  private static HBox labelled(String text, Node control) {
    Label label = new Label(text);
    label.getStyleClass().add("field-label");
    label.setLabelFor(control);
    HBox box = new HBox(4, label, control);
    box.setAlignment(Pos.CENTER_LEFT);
    HBox.setHgrow(control, Priority.NEVER);
    return box;
  }

  private static Label line(String id, String style) {
    Label label = new Label();
    label.setId(id);
    label.getStyleClass().add(style);
    label.setWrapText(true);
    label.visibleProperty().bind(label.textProperty().isNotEmpty());
    label.managedProperty().bind(label.visibleProperty());
    return label;
  }
}
