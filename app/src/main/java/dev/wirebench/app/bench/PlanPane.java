package dev.wirebench.app.bench;

import dev.wirebench.engine.bench.BenchMode;
import dev.wirebench.engine.bench.Operation;
import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.env.JavaRuntime;
import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.StringProperty;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.controlsfx.control.CheckListView;
import org.controlsfx.control.ToggleSwitch;

/**
 * The plan form on the left of the Benchmark screen: check lists for codecs, fixtures and
 * operations, the measuring settings, and Run / Cancel with the reason Run is disabled. Binds to a
 * {@link PlanViewModel}; checks nothing itself.
 */
final class PlanPane extends BorderPane {
  private static final List<String> TIMES = List.of("100ms", "200ms", "500ms", "1s", "2s", "5s");

  private final BenchViewModel model;
  private final PlanViewModel plan;
  private final Runnable runOnFleet;

  /**
   * @param runOnFleet what "Run on fleet…" does, or null for no such button
   */
  PlanPane(BenchViewModel model, Runnable runOnFleet) {
    this.model = model;
    this.runOnFleet = runOnFleet;
    this.plan = model.plan();
    setId("bench-plan");
    getStyleClass().add("bench-plan");
    VBox form =
        new VBox(
            8,
            codecs(),
            fixtures(),
            operations(),
            section("Measure"),
            measureGrid(),
            section("Fork JVM"),
            jvmGrid(),
            ProfileControls.of(
                plan.profiles(), plan.modeProperty().isNotEqualTo(BenchMode.LATENCY)));
    form.setPadding(new Insets(10));
    ScrollPane scroll = new ScrollPane(form);
    scroll.setFitToWidth(true);
    scroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
    setCenter(scroll);
    setBottom(runBar());
    setPrefWidth(330);
    setMinWidth(280);
  }

  private Node codecs() {
    CheckListView<CodecInfo> list = new CheckListView<>(plan.codecChoices());
    list.setId("bench-codecs");
    list.setPrefHeight(150);
    CheckLists.bind(
        list,
        plan.codecs(),
        CodecInfo::id,
        c -> c.id() + "  —  " + c.displayName(),
        c ->
            c.library()
                + "\nDecode: "
                + c.decodeContract().description()
                + "\nDecimals: "
                + c.decimalForm().description());
    return titled("Codecs", list);
  }

  private Node fixtures() {
    CheckListView<String> list = new CheckListView<>(plan.fixtureChoices());
    list.setId("bench-fixtures");
    list.setPrefHeight(130);
    CheckLists.bind(list, plan.fixtures(), f -> f, f -> f, null);
    CheckLists.revealOn(list, plan.revealedFixtureProperty());
    return titled("Fixtures", new VBox(4, list, MessageFileControls.buttons(plan.messageFiles())));
  }

  private Node operations() {
    CheckListView<Operation> list =
        new CheckListView<>(
            javafx.collections.FXCollections.observableArrayList(Operation.values()));
    list.setId("bench-operations");
    list.setPrefHeight(3 * 24 + 4);
    list.setMinHeight(Region.USE_PREF_SIZE);
    CheckLists.bind(
        list,
        plan.operations(),
        op -> op,
        Operation::id,
        op ->
            switch (op) {
              case ENCODE -> "Encode the message into a reused buffer";
              case DECODE -> "Decode the payload (into a reused message where the codec can)";
              case ROUNDTRIP -> "Encode, then decode what was written";
            });
    return titled("Operations", list);
  }

  private static Node titled(String title, Node list) {
    return new VBox(3, section(title), list);
  }

  private static Label section(String title) {
    Label label = new Label(title);
    label.getStyleClass().add("pane-title");
    return label;
  }

  private GridPane measureGrid() {
    ComboBox<BenchMode> mode = new ComboBox<>();
    mode.setId("bench-mode");
    mode.getItems().setAll(PlanViewModel.MODES);
    mode.valueProperty().bindBidirectional(plan.modeProperty());
    mode.setCellFactory(list -> modeCell());
    mode.setButtonCell(modeCell());
    mode.setMaxWidth(Double.MAX_VALUE);
    mode.setTooltip(
        new Tooltip(
            "Throughput: ops/s · Average time: ns/op · Sample: per-op percentiles (JMH)\n"
                + "Single-shot latency: every operation timed into a histogram, with a cooler"));

    GridPane grid = grid();
    grid.addRow(0, new Label("Mode"), mode);
    Node jmh =
        rows(
            row(
                "Warm-up",
                iterations(plan.warmupIterationsProperty(), 0),
                time(plan.warmupTimeProperty())),
            row(
                "Measure",
                iterations(plan.measureIterationsProperty(), 1),
                time(plan.measureTimeProperty())),
            row("Forks", spinner(plan.forksProperty(), 1, 20, "bench-forks"), gcSwitch()));
    Node latency =
        rows(
            row("Cooler", cooler()),
            row("Rate", rate()),
            row("Timer", subtractTimer()),
            row("Operations", spinner(plan.latencyOpsProperty(), 1_000, 10_000_000, "bench-ops")));
    jmh.visibleProperty().bind(plan.modeProperty().isNotEqualTo(BenchMode.LATENCY));
    jmh.managedProperty().bind(jmh.visibleProperty());
    latency.visibleProperty().bind(jmh.visibleProperty().not());
    latency.managedProperty().bind(latency.visibleProperty());
    grid.add(new VBox(6, jmh, latency), 0, 1, 2, 1);
    return grid;
  }

  private static ListCell<BenchMode> modeCell() {
    return new ListCell<>() {
      @Override
      protected void updateItem(BenchMode item, boolean empty) {
        super.updateItem(item, empty);
        setText(empty || item == null ? null : modeTitle(item));
      }
    };
  }

  static String modeTitle(BenchMode mode) {
    return switch (mode) {
      case THROUGHPUT -> "Throughput (ops/s)";
      case AVERAGE_TIME -> "Average time (ns/op)";
      case SAMPLE_TIME -> "Sample time (percentiles)";
      case LATENCY -> "Single-shot latency (histogram)";
    };
  }

  private Node gcSwitch() {
    ToggleSwitch gc = new ToggleSwitch("GC profiler");
    gc.setId("bench-gc");
    gc.selectedProperty().bindBidirectional(plan.gcProfilerProperty());
    gc.setTooltip(new Tooltip("JMH's GC profiler: bytes allocated per operation (B/op)"));
    return gc;
  }

  private TextField rate() {
    TextField rate = new TextField();
    rate.setId("bench-rate");
    rate.setPromptText("closed loop");
    rate.setPrefColumnCount(8);
    rate.textProperty().bindBidirectional(plan.rateProperty());
    rate.setTooltip(
        new Tooltip(
            "Empty: closed loop, operations back to back (service time).\n"
                + "A rate such as 100k/s: open loop, operations start at scheduled times and each"
                + " is timed from its intended start\n(response time at that load, coordinated"
                + " omission corrected); takes no cooler."));
    return rate;
  }

  private Node subtractTimer() {
    ToggleSwitch subtract = new ToggleSwitch("Subtract its cost");
    subtract.setId("bench-subtract-timer");
    subtract.selectedProperty().bindBidirectional(plan.subtractTimerProperty());
    subtract.setTooltip(
        new Tooltip(
            "Subtract the median cost of an empty timed interval from every latency;"
                + " the results say so"));
    return subtract;
  }

  private ComboBox<String> cooler() {
    ComboBox<String> cooler = new ComboBox<>();
    cooler.setId("bench-cooler");
    cooler.setEditable(true);
    cooler.getItems().setAll(PlanViewModel.COOLERS);
    cooler.valueProperty().bindBidirectional(plan.coolerProperty());
    cooler.setMaxWidth(Double.MAX_VALUE);
    cooler.getEditor().textProperty().addListener((o, old, now) -> plan.coolerProperty().set(now));
    cooler.setTooltip(
        new Tooltip(
            "What runs between two timed operations: none, busy:1ms (spin),"
                + " sleep:100us (park), thrash or thrash:8mb (evict the caches)"));
    return cooler;
  }

  private GridPane jvmGrid() {
    ComboBox<JavaRuntime> jvm = new ComboBox<>(plan.jvmChoices());
    jvm.setId("bench-jvm");
    jvm.valueProperty().bindBidirectional(plan.jvmProperty());
    jvm.setCellFactory(list -> jvmCell());
    jvm.setButtonCell(jvmCell());
    jvm.setMaxWidth(Double.MAX_VALUE);
    jvm.setPromptText("This JVM");
    jvm.setTooltip(new Tooltip("The JDK the benchmark forks run on (found on this machine)"));
    TextField flags = new TextField();
    flags.setId("bench-flags");
    flags.textProperty().bindBidirectional(plan.jvmFlagsProperty());
    flags.setPromptText("e.g. -Xmx1g -XX:+UseParallelGC");
    flags.setTooltip(
        new Tooltip("Extra flags for the forks, after the ones the codec libraries need"));
    TextField label = new TextField();
    label.setId("bench-label");
    label.textProperty().bindBidirectional(plan.labelProperty());
    label.setPromptText("optional, e.g. before the buffer change");
    GridPane grid = grid();
    grid.addRow(0, new Label("JDK"), jvm);
    grid.addRow(1, new Label("Flags"), flags);
    grid.addRow(2, new Label("Label"), label);
    return grid;
  }

  private static ListCell<JavaRuntime> jvmCell() {
    return new ListCell<>() {
      @Override
      protected void updateItem(JavaRuntime item, boolean empty) {
        super.updateItem(item, empty);
        setText(empty || item == null ? null : item.version() + " · " + item.vendor());
        setTooltip(empty || item == null ? null : new Tooltip(item.describe()));
      }
    };
  }

  private Node runBar() {
    HBox buttons = RunButtons.create(model, plan, runOnFleet);
    Label problem = line("bench-problem", "plan-problem", plan.problemProperty(), "");
    Label summary = line("bench-summary", "dim", plan.summaryProperty(), "");
    Label notApplicable = line("bench-not-applicable", "dim", model.pairs().textProperty(), "");
    Label detectable = line("bench-detectable", "dim", model.pairs().detectableProperty(), "");
    Label forkWarning =
        line("bench-fork-warning", "plan-problem", plan.forkWarningProperty(), "⚠ ");
    Label machine =
        line("bench-machine-warning", "plan-problem", plan.machineWarningProperty(), "⚠ Machine: ");
    machine.setTooltip(
        new Tooltip(
            "The pre-flight check (wirebench system); it is kept with the run's environment"));
    Hyperlink all = new Hyperlink("Quick plan");
    all.setTooltip(
        new Tooltip(
            "A short plan: 3 forks, 2×200ms warm-up, 3×200ms measurement; where none is chosen,"
                + " json, protobuf and sbe on trade-update, encode and decode"));
    all.setOnAction(e -> quickPlan());
    VBox bar =
        new VBox(
            6, problem, summary, detectable, notApplicable, forkWarning, machine, buttons, all);
    bar.getStyleClass().add("bench-run-bar");
    bar.setPadding(new Insets(8, 10, 10, 10));
    bar.setAlignment(Pos.CENTER_LEFT);
    return bar;
  }

  /**
   * A wrapping line showing {@code prefix} and {@code text}, there only while text is not empty.
   */
  private static Label line(String id, String style, ReadOnlyStringProperty text, String prefix) {
    Label label = new Label();
    label.setId(id);
    label.getStyleClass().add(style);
    label.setWrapText(true);
    label.textProperty().bind(Bindings.concat(prefix, text));
    label.visibleProperty().bind(text.isNotEmpty());
    label.managedProperty().bind(label.visibleProperty());
    return label;
  }

  private void quickPlan() {
    QuickPlan.apply(plan);
  }

  private static GridPane grid() {
    GridPane grid = new GridPane();
    grid.setHgap(8);
    grid.setVgap(6);
    javafx.scene.layout.ColumnConstraints labels = new javafx.scene.layout.ColumnConstraints();
    labels.setMinWidth(70);
    javafx.scene.layout.ColumnConstraints fields = new javafx.scene.layout.ColumnConstraints();
    fields.setHgrow(Priority.ALWAYS);
    grid.getColumnConstraints().setAll(labels, fields);
    return grid;
  }

  private static Node rows(Node... rows) {
    return new VBox(6, rows);
  }

  private static Node row(String title, Node... fields) {
    Label label = new Label(title);
    label.setMinWidth(70);
    HBox row = new HBox(6, label);
    row.getChildren().addAll(fields);
    row.setAlignment(Pos.CENTER_LEFT);
    for (Node field : fields) {
      HBox.setHgrow(field, Priority.ALWAYS);
    }
    return row;
  }

  private static Spinner<Integer> iterations(IntegerProperty count, int min) {
    Spinner<Integer> spinner = spinner(count, min, 100, null);
    spinner.setTooltip(new Tooltip("Iterations"));
    return spinner;
  }

  private static Spinner<Integer> spinner(IntegerProperty value, int min, int max, String id) {
    Spinner<Integer> spinner = new Spinner<>(min, max, Math.max(min, value.get()));
    spinner.setEditable(true);
    spinner.setPrefWidth(90);
    if (id != null) {
      spinner.setId(id);
    }
    spinner.getValueFactory().valueProperty().addListener((o, old, now) -> value.set(now));
    value.addListener((o, old, now) -> spinner.getValueFactory().setValue(now.intValue()));
    value.set(spinner.getValue());
    return spinner;
  }

  private static ComboBox<String> time(StringProperty text) {
    ComboBox<String> time = new ComboBox<>();
    time.setEditable(true);
    time.getItems().setAll(TIMES);
    time.valueProperty().bindBidirectional(text);
    time.setPrefWidth(100);
    time.setTooltip(new Tooltip("Time per iteration, e.g. 100ms, 1s"));
    // An editable combo commits on Enter; follow the typing too so validation is live.
    time.getEditor().textProperty().addListener((o, old, now) -> text.set(now));
    return time;
  }
}
