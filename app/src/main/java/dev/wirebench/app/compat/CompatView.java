package dev.wirebench.app.compat;

import dev.wirebench.app.inspect.ByteRange;
import dev.wirebench.app.inspect.HexView;
import dev.wirebench.app.inspect.PayloadLayout;
import dev.wirebench.app.widgets.Banners;
import dev.wirebench.app.widgets.Toolbars;
import dev.wirebench.engine.compat.Direction;
import dev.wirebench.engine.compat.FieldResult;
import dev.wirebench.engine.compat.Outcome;
import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;

/**
 * The Compat screen: choose two versions of a schema (and messages, renames), run, and read the
 * matrix — codec × {old→new, new→old}, MISREAD loud — then one cell's fields and both payloads.
 * Binds to a {@link CompatViewModel}.
 */
public final class CompatView extends BorderPane {
  private final CompatViewModel model;

  public CompatView(CompatViewModel model) {
    this.model = model;
    setId("compat-view");
    Label summary = new Label();
    summary.setId("compat-summary");
    summary.getStyleClass().add("dim");
    summary.setWrapText(true);
    summary.textProperty().bind(model.summaryProperty());
    VBox top =
        new VBox(
            6,
            toolbar(),
            Banners.messages(new SimpleStringProperty(""), model.errorProperty(), () -> {}),
            summary);
    top.setPadding(new Insets(8, 10, 4, 10));
    setTop(top);
    SplitPane split = new SplitPane(matrix(), cellPane());
    split.setOrientation(Orientation.VERTICAL);
    split.setDividerPositions(0.5);
    setCenter(split);
  }

  private Node toolbar() {
    Button old = fileButton("compat-old", "Old schema…", model.oldFileProperty());
    Button neu = fileButton("compat-new", "New schema…", model.newFileProperty());
    Button messages = fileButton("compat-messages", "Messages…", model.messagesProperty());
    messages.setTooltip(new Tooltip("Messages of the old version (JSON); none: generated"));
    TextField edits = new TextField();
    edits.setId("compat-edits");
    edits.setPromptText("or edits: add:PATH:TYPE; remove:PATH; add-group:PATH:NAME:TYPE,…");
    edits.setPrefColumnCount(30);
    edits.setTooltip(
        new Tooltip(
            "Make the new version from the old instead of choosing a file, edits separated by ';':"
                + " add:PATH:TYPE, remove:PATH, rename:PATH=NAME, retype:PATH:TYPE,"
                + " move:PATH:INDEX, enum-add:PATH:SYMBOL, add-group:PATH:NAME:TYPE,NAME:TYPE"));
    edits.textProperty().bindBidirectional(model.editsProperty());
    Button clearNew = new Button("×");
    clearNew.setId("compat-new-clear");
    clearNew.setTooltip(new Tooltip("Forget the new schema file (to use edits instead)"));
    clearNew.visibleProperty().bind(model.newFileProperty().isNotNull());
    clearNew.managedProperty().bind(clearNew.visibleProperty());
    clearNew.setOnAction(e -> model.newFileProperty().set(null));
    TextField renames = new TextField();
    renames.setId("compat-renames");
    renames.setPromptText("renames: old.path=newName,…");
    renames.textProperty().bindBidirectional(model.renamesProperty());
    Button run = new Button("Compare versions");
    run.setId("compat-run");
    run.getStyleClass().add("accent");
    run.disableProperty().bind(model.canRunBinding().not());
    run.setOnAction(e -> model.run());
    return Toolbars.wrapping(old, neu, clearNew, edits, messages, renames, run);
  }

  private Button fileButton(String id, String text, ObjectProperty<Path> file) {
    Button button = new Button();
    button.setId(id);
    button
        .textProperty()
        .bind(
            Bindings.createStringBinding(
                () -> file.get() == null ? text : text + " " + file.get().getFileName(), file));
    button.setOnAction(
        e -> {
          FileChooser chooser = new FileChooser();
          chooser.setTitle(text);
          File chosen = chooser.showOpenDialog(getScene().getWindow());
          if (chosen != null) {
            file.set(chosen.toPath());
          }
        });
    return button;
  }

  private Node matrix() {
    TableView<CompatRow> table = new TableView<>(model.rows());
    table.setId("compat-matrix");
    table.getColumns().add(column("Codec", CompatRow::codec, 140));
    table.getColumns().add(verdictColumn("old → new", r -> CompatRow.cell(r.oldToNew())));
    table.getColumns().add(verdictColumn("new → old", r -> CompatRow.cell(r.newToOld())));
    table.getColumns().add(column("Format's checker (old→new / new→old)", CompatRow::checker, 300));
    table.setPlaceholder(
        new Label(
            "Choose two versions of a schema (.proto, .avsc, SBE .xml, .fbs, Wirebench .json)"));
    table
        .getSelectionModel()
        .selectedItemProperty()
        .addListener((o, a, b) -> model.selectedProperty().set(b));
    return table;
  }

  private Node cellPane() {
    ToggleGroup group = new ToggleGroup();
    HBox directions = new HBox(12);
    for (Direction direction : Direction.values()) {
      RadioButton choice = new RadioButton(direction.label());
      choice.setId("compat-" + direction.name().toLowerCase(Locale.ROOT));
      choice.setToggleGroup(group);
      choice.setSelected(direction == model.directionProperty().get());
      choice.setOnAction(e -> model.directionProperty().set(direction));
      directions.getChildren().add(choice);
    }
    directions.getChildren().addAll(costControls());
    TableView<FieldResult> fields = new TableView<>(model.fields());
    fields.setId("compat-fields");
    fields.setPlaceholder(new Label("Select a codec above: its fields in the chosen direction"));
    fields.getColumns().add(fieldColumn("Field (old → new)", f -> f.pair().label(), 260));
    TableColumn<FieldResult, String> outcome =
        fieldColumn("Outcome", f -> f.outcome() == null ? "not seen" : f.outcome().label(), 90);
    outcome.setCellFactory(c -> outcomeCell());
    fields.getColumns().add(outcome);
    fields
        .getColumns()
        .add(fieldColumn("Example", f -> f.example() == null ? "" : f.example(), 420));
    TextArea cell = new TextArea();
    cell.setId("compat-cell");
    cell.setEditable(false);
    cell.getStyleClass().add("mono");
    cell.textProperty().bind(model.cellTextProperty());
    SplitPane lower = new SplitPane(fields, cell);
    SplitPane hexes =
        new SplitPane(
            hexPane(
                "compat-writer-hex",
                p -> "written by the writer's version · message " + (p.shown().index() + 1),
                CompatPayloads::writerLayout,
                CompatPayloads::changedInWriter),
            hexPane(
                "compat-own-hex",
                p -> "the reader's version's own encoding of it",
                CompatPayloads::ownLayout,
                CompatPayloads::changedInOwn));
    SplitPane stacked = new SplitPane(lower, hexes);
    stacked.setOrientation(Orientation.VERTICAL);
    VBox box = new VBox(6, directions, stacked);
    VBox.setVgrow(stacked, Priority.ALWAYS);
    box.setPadding(new Insets(6));
    return box;
  }

  /** Measure cost (the selected codec), Stop while it runs, and its progress or outcome. */
  private List<Node> costControls() {
    Button cost = new Button("Measure cost");
    cost.setId("compat-cost");
    cost.setTooltip(
        new Tooltip(
            "The selected codec's strict and compatible modes through JMH in forked JVMs (about"
                + " half a minute): sizes, encode and decode ns/op, shown under its cell"));
    cost.disableProperty().bind(model.canMeasureCostBinding().not());
    cost.setOnAction(e -> model.measureCost());
    Button stop = new Button("Stop");
    stop.setId("compat-cost-stop");
    stop.visibleProperty().bind(model.costRunningProperty());
    stop.managedProperty().bind(stop.visibleProperty());
    stop.setOnAction(e -> model.cancelCost());
    Label costStatus = new Label();
    costStatus.setId("compat-cost-status");
    costStatus.getStyleClass().add("dim");
    costStatus.textProperty().bind(model.costStatusProperty());
    return List.of(cost, stop, costStatus);
  }

  /** One payload of the shown message: a title and Inspect's hex view, differing bytes marked. */
  private Node hexPane(
      String id,
      Function<CompatPayloads, String> title,
      Function<CompatPayloads, PayloadLayout> layout,
      Function<CompatPayloads, List<ByteRange>> changed) {
    var payloads = model.payloadsProperty();
    Label label = new Label();
    label.getStyleClass().add("dim");
    label
        .textProperty()
        .bind(
            Bindings.createStringBinding(
                () -> payloads.get() == null ? "" : title.apply(payloads.get()), payloads));
    HexView hex = new HexView();
    hex.setId(id);
    hex.placeholderProperty().set("no payload");
    hex.layoutProperty()
        .bind(
            Bindings.createObjectBinding(
                () -> payloads.get() == null ? null : layout.apply(payloads.get()), payloads));
    hex.changedProperty()
        .bind(
            Bindings.createObjectBinding(
                () -> payloads.get() == null ? List.of() : changed.apply(payloads.get()),
                payloads));
    hex.setDescriber(
        offset -> {
          PayloadLayout shown = hex.layoutProperty().get();
          return shown == null ? "" : shown.describe(offset);
        });
    VBox box = new VBox(4, label, hex);
    VBox.setVgrow(hex, Priority.ALWAYS);
    return box;
  }

  private static TableCell<FieldResult, String> outcomeCell() {
    return new TableCell<>() {
      @Override
      protected void updateItem(String text, boolean empty) {
        super.updateItem(text, empty);
        setText(empty ? null : text);
        getStyleClass().remove("plan-problem");
        if (!empty && Outcome.MISREAD.label().equals(text)) {
          getStyleClass().add("plan-problem"); // the dangerous one, in the error colour
          setText("MISREAD");
        }
      }
    };
  }

  private static TableColumn<CompatRow, String> verdictColumn(
      String title, Function<CompatRow, String> value) {
    TableColumn<CompatRow, String> column = column(title, value, 220);
    column.setCellFactory(
        c ->
            new TableCell<>() {
              @Override
              protected void updateItem(String text, boolean empty) {
                super.updateItem(text, empty);
                setText(empty ? null : text);
                getStyleClass().remove("plan-problem");
                if (!empty && text != null && text.startsWith("MISREAD")) {
                  getStyleClass().add("plan-problem");
                }
              }
            });
    return column;
  }

  private static TableColumn<CompatRow, String> column(
      String title, Function<CompatRow, String> value, double width) {
    TableColumn<CompatRow, String> column = new TableColumn<>(title);
    column.setCellValueFactory(c -> new ReadOnlyStringWrapper(value.apply(c.getValue())));
    column.setPrefWidth(width);
    return column;
  }

  private static TableColumn<FieldResult, String> fieldColumn(
      String title, Function<FieldResult, String> value, double width) {
    TableColumn<FieldResult, String> column = new TableColumn<>(title);
    column.setCellValueFactory(c -> new ReadOnlyStringWrapper(value.apply(c.getValue())));
    column.setPrefWidth(width);
    return column;
  }
}
