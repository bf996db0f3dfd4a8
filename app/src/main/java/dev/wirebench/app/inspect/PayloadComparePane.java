package dev.wirebench.app.inspect;

import dev.wirebench.app.inspect.PayloadCompareViewModel.Mode;
import dev.wirebench.app.widgets.ColumnFit;
import java.util.List;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * Two payloads side by side — two codecs, or two messages in one codec — with differing bytes
 * marked, a field list below, and field selection linked across both sides.
 */
final class PayloadComparePane extends BorderPane {
  private final PayloadCompareViewModel model;
  private final ComboBox<String> leftCodec = new ComboBox<>();
  private final ComboBox<String> rightCodec = new ComboBox<>();
  private final ComboBox<FixtureChoice> rightFixture = new ComboBox<>();
  private final ComboBox<String> rightMessage = new ComboBox<>();
  private final TableColumn<PayloadCompareRow, String> leftColumn = new TableColumn<>();
  private final TableColumn<PayloadCompareRow, String> rightColumn = new TableColumn<>();
  private final TableColumn<PayloadCompareRow, String> deltaColumn = new TableColumn<>("Δ bytes");
  private final HBox controls = new HBox(8);
  private boolean syncing;

  PayloadComparePane(PayloadCompareViewModel model, InspectViewModel inspect) {
    this.model = model;
    setId("compare-pane");
    getStyleClass().add("compare-pane");
    leftCodec.setId("compare-codec-left");
    rightCodec.setId("compare-codec-right");
    rightFixture.setId("compare-fixture");
    rightMessage.setId("compare-message");
    leftCodec.setItems(model.codecIds());
    rightCodec.setItems(model.codecIds());
    rightFixture.setItems(inspect.fixtureChoices());
    rightFixture.setVisibleRowCount(14);
    rightFixture.setPrefWidth(300);
    rightMessage.setItems(model.rightMessages());
    rightMessage.setVisibleRowCount(14);
    wire();
    setTop(toolbar());
    SplitPane sides = new SplitPane(side(model.left(), "left"), side(model.right(), "right"));
    SplitPane body = new SplitPane(sides, fieldList());
    body.setOrientation(Orientation.VERTICAL);
    body.setDividerPositions(0.62);
    setCenter(body);
    modeChanged(model.modeProperty().get());
  }

  private void wire() {
    model.leftCodecProperty().addListener((obs, old, id) -> sync(() -> leftCodec.setValue(id)));
    model.rightCodecProperty().addListener((obs, old, id) -> sync(() -> rightCodec.setValue(id)));
    model.rightFixtureProperty().addListener((o, old, c) -> sync(() -> rightFixture.setValue(c)));
    model
        .rightMessageProperty()
        .addListener(
            (obs, old, i) -> sync(() -> rightMessage.getSelectionModel().select(i.intValue())));
    leftCodec.valueProperty().addListener((obs, old, id) -> ifUser(id, model::setLeftCodec));
    rightCodec.valueProperty().addListener((obs, old, id) -> ifUser(id, model::setRightCodec));
    rightFixture.valueProperty().addListener((obs, old, c) -> ifUser(c, model::setRightFixture));
    rightMessage
        .getSelectionModel()
        .selectedIndexProperty()
        .addListener(
            (obs, old, i) -> {
              if (!syncing && i.intValue() >= 0) {
                model.setRightMessage(i.intValue());
              }
            });
    model.modeProperty().addListener((obs, old, mode) -> modeChanged(mode));
    // Replacing a combo box's items clears its value — in the skin's own list listener, which
    // runs after ours — so the model's values are put back once that is over.
    model.codecIds().addListener((ListChangeListener<String>) c -> showModelValuesLater());
    model.rightMessages().addListener((ListChangeListener<String>) c -> showModelValuesLater());
    rightFixture
        .getItems()
        .addListener((ListChangeListener<FixtureChoice>) c -> showModelValuesLater());
    showModelValues();
  }

  private void showModelValuesLater() {
    showModelValues();
    Platform.runLater(this::showModelValues);
  }

  private void showModelValues() {
    sync(
        () -> {
          InspectView.show(leftCodec, model.leftCodecProperty().get());
          InspectView.show(rightCodec, model.rightCodecProperty().get());
          InspectView.show(rightFixture, model.rightFixtureProperty().get());
          rightMessage.getSelectionModel().select(model.rightMessageProperty().get());
        });
  }

  private HBox toolbar() {
    ToggleGroup group = new ToggleGroup();
    ToggleButton codecs = new ToggleButton("Two codecs");
    codecs.setId("compare-codecs");
    ToggleButton messages = new ToggleButton("Two messages");
    messages.setId("compare-messages");
    codecs.setToggleGroup(group);
    messages.setToggleGroup(group);
    codecs.setSelected(model.modeProperty().get() == Mode.TWO_CODECS);
    messages.setSelected(model.modeProperty().get() == Mode.TWO_MESSAGES);
    model
        .modeProperty()
        .addListener(
            (obs, old, mode) -> (mode == Mode.TWO_CODECS ? codecs : messages).setSelected(true));
    group
        .selectedToggleProperty()
        .addListener(
            (obs, old, now) -> {
              if (now == null) {
                old.setSelected(true); // one mode is always on
              } else {
                model.setMode(now == codecs ? Mode.TWO_CODECS : Mode.TWO_MESSAGES);
              }
            });
    InspectView.fixed(codecs, messages, leftCodec, rightCodec, rightFixture, rightMessage);
    HBox modes = new HBox(codecs, messages);
    modes.getStyleClass().add("segmented");
    ProgressIndicator busy = new ProgressIndicator();
    busy.setPrefSize(18, 18);
    busy.visibleProperty().bind(model.busyProperty());
    Region grow = new Region();
    HBox.setHgrow(grow, Priority.ALWAYS);
    HBox bar = new HBox(12, modes, controls, grow, busy);
    bar.setAlignment(Pos.CENTER_LEFT);
    bar.getStyleClass().add("tool-bar-row");
    controls.setAlignment(Pos.CENTER_LEFT);
    return bar;
  }

  private void modeChanged(Mode mode) {
    boolean codecs = mode == Mode.TWO_CODECS;
    if (codecs) {
      controls.getChildren().setAll(label("Left"), leftCodec, label("Right"), rightCodec);
      leftColumn.setText("Left bytes");
      rightColumn.setText("Right bytes");
    } else {
      controls
          .getChildren()
          .setAll(label("Codec"), leftCodec, label("compared with"), rightFixture, rightMessage);
      leftColumn.setText("Left value");
      rightColumn.setText("Right value");
    }
    deltaColumn.setVisible(codecs);
  }

  private static Label label(String text) {
    Label label = new Label(text);
    label.setMinWidth(Region.USE_PREF_SIZE);
    return label;
  }

  private VBox side(PayloadCompareSide side, String id) {
    Label title = new Label();
    title.textProperty().bind(side.titleProperty());
    title.getStyleClass().add("pane-title");
    HexView hex = new HexView();
    hex.setId("compare-hex-" + id);
    hex.layoutProperty().bind(side.layoutProperty());
    hex.selectionProperty().bind(side.selection().rangeProperty());
    hex.hoveredSpanProperty().bind(side.selection().hoverProperty());
    hex.changedProperty().bind(side.changedProperty());
    hex.placeholderProperty().bind(side.noteProperty());
    hex.setOnByteClicked(offset -> model.clickByte(side, offset));
    hex.setOnByteHovered(offset -> side.selection().hoverByte(offset));
    hex.setDescriber(offset -> side.selection().describe(offset));
    Label info = new Label();
    info.textProperty().bind(side.selection().infoProperty());
    info.getStyleClass().add("info-line");
    VBox box = new VBox(4, title, hex, info);
    VBox.setVgrow(hex, Priority.ALWAYS);
    box.setPadding(new Insets(6));
    return box;
  }

  private VBox fieldList() {
    Label summary = new Label();
    summary.setId("compare-summary");
    summary.textProperty().bind(model.summaryProperty());
    summary.getStyleClass().add("pane-title");
    TableView<PayloadCompareRow> table = new TableView<>(model.rows());
    table.setId("compare-rows");
    TableColumn<PayloadCompareRow, String> path = new TableColumn<>("Field");
    path.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().path()));
    path.setPrefWidth(260);
    leftColumn.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().left()));
    rightColumn.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().right()));
    deltaColumn.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().delta()));
    leftColumn.setPrefWidth(200);
    rightColumn.setPrefWidth(200);
    table.getColumns().setAll(List.of(path, leftColumn, rightColumn, deltaColumn));
    table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
    ColumnFit.install(table);
    table.setPlaceholder(new Label("No differing fields."));
    table
        .getSelectionModel()
        .selectedItemProperty()
        .addListener(
            (obs, old, row) -> {
              if (row != null) {
                model.selectPath(row.path());
              }
            });
    VBox box = new VBox(4, summary, table);
    VBox.setVgrow(table, Priority.ALWAYS);
    box.setPadding(new Insets(6));
    return box;
  }

  private void sync(Runnable update) {
    syncing = true;
    try {
      update.run();
    } finally {
      syncing = false;
    }
  }

  private <T> void ifUser(T value, Consumer<T> command) {
    if (!syncing && value != null) {
      command.accept(value);
    }
  }
}
