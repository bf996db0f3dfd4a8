package dev.wirebench.app.history;

import dev.wirebench.app.widgets.Toolbars;
import dev.wirebench.engine.history.SeriesPoint;
import dev.wirebench.storage.HistoryKey;
import java.util.stream.Collectors;
import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/**
 * The History screen: pick a benchmark key, see every stored result over time per environment with
 * error bars, best and latest marked and change points drawn and listed; click points to select
 * them, then open one in Runs or compare two. Binds to a {@link HistoryViewModel}.
 */
public final class HistoryView extends BorderPane {
  private final HistoryViewModel model;
  private final ComboBox<HistoryKey> keys = new ComboBox<>();
  private final ComboBox<PlanChoice> plans = new ComboBox<>();
  private final HistoryChart chart;
  private final VBox headlines = new VBox(2);
  private final ListView<String> changes = new ListView<>();
  private final Label selection = new Label();
  private boolean syncing;

  public HistoryView(HistoryViewModel model) {
    this.model = model;
    setId("history-view");
    getStyleClass().add("history-view");
    chart = new HistoryChart(model::toggle, model::open);
    setTop(toolbar());
    VBox center = new VBox(6, chart, headlines);
    VBox.setVgrow(chart, Priority.ALWAYS);
    center.setPadding(new Insets(0, 10, 0, 10));
    setCenter(center);
    setBottom(bottom());
    model
        .historyProperty()
        .addListener(
            (o, old, shown) -> {
              chart.show(shown);
              // the picker's own list listeners may clear its value when the keys are replaced
              // after ours ran; a history shown is always the chosen key's, so sync here too
              syncChoice();
              syncPlan();
            });
    chart.versusBest(model::versusBest);
    chart.show(model.historyProperty().get());
    model.headlines().addListener((ListChangeListener<String>) c -> showHeadlines());
    model.selection().addListener((ListChangeListener<SeriesPoint>) c -> showSelection());
    showHeadlines();
    showSelection();
    syncChoice();
    syncPlan();
  }

  /** The plan picker: which plan's series to draw (the newest run's plan unless chosen). */
  private void planPicker() {
    plans.setId("history-plan");
    plans.setItems(model.plans());
    // bounded: a long plan name must not widen the screen past the window (seen at 1024x700:
    // the chart and the selection box were pushed off the right edge); the whole name is in the
    // list and in each entry's tooltip
    plans.setPrefWidth(620);
    plans.setMinWidth(200);
    plans.setMaxWidth(620);
    plans.setButtonCell(planCell());
    plans.setCellFactory(list -> planCell());
    plans.setAccessibleText("Plan");
    plans
        .valueProperty()
        .addListener(
            (o, old, picked) -> {
              if (!syncing && picked == null && model.planProperty().get() != null) {
                // The picker's skin clears the value on the layout after its items were replaced
                // (a later run renamed the plan "5 runs"), after this view had set it: the picker
                // went blank when History was shown again. Name the model's plan once more.
                Platform.runLater(this::syncPlan);
              } else if (!syncing && picked != null) {
                model.choosePlan(picked);
              }
            });
    model.planProperty().addListener((o, old, picked) -> syncPlan());
    model.plans().addListener((ListChangeListener<PlanChoice>) c -> syncPlan());
    plans.disableProperty().bind(Bindings.size(model.plans()).lessThan(2));
  }

  /** A plan entry: its name, and in its tooltip the name and the whole environment. */
  private static ListCell<PlanChoice> planCell() {
    return new ListCell<>() {
      @Override
      protected void updateItem(PlanChoice choice, boolean empty) {
        super.updateItem(choice, empty);
        setText(empty || choice == null ? null : choice.name());
        setTooltip(
            empty || choice == null
                ? null
                : new Tooltip(
                    choice.plan() == null
                        ? choice.name()
                        : choice.name()
                            + "\n"
                            + choice.plan().describe()
                            + "\nA series never mixes plans: mode, warm-up, measurement, forks,"
                            + " host, CPU, JVM and flags."));
      }
    };
  }

  private void syncPlan() {
    PlanChoice wanted = model.planProperty().get();
    if (wanted == plans.getValue()) {
      return;
    }
    syncing = true;
    try {
      plans.setValue(wanted);
    } finally {
      syncing = false;
    }
  }

  private FlowPane toolbar() {
    planPicker();
    keys.setId("history-key");
    keys.setItems(model.keys());
    keys.setPrefWidth(460);
    keys.setConverter(
        new StringConverter<>() {
          @Override
          public String toString(HistoryKey key) {
            return key == null ? "" : key.key().describe() + "  (" + key.results() + " results)";
          }

          @Override
          public HistoryKey fromString(String text) {
            return null;
          }
        });
    keys.valueProperty()
        .addListener(
            (o, old, picked) -> {
              if (!syncing && picked != null) {
                model.choose(picked.key());
              }
            });
    model.chosenProperty().addListener((o, old, key) -> syncChoice());
    model.keys().addListener((ListChangeListener<HistoryKey>) c -> syncChoice());
    Button refresh = new Button("Refresh");
    refresh.setId("history-refresh");
    refresh.setOnAction(e -> model.refresh());
    ProgressIndicator searching = new ProgressIndicator();
    searching.setPrefSize(18, 18);
    searching.visibleProperty().bind(model.searchingProperty().or(model.loadingProperty()));
    Label searchingText = new Label();
    searchingText
        .textProperty()
        .bind(
            Bindings.when(model.searchingProperty())
                .then("Searching for change points…")
                .otherwise(""));
    Label status = new Label();
    status.setId("history-status");
    status.getStyleClass().add("status-note");
    status.textProperty().bind(model.statusProperty());
    Label planLabel = new Label("Plan");
    planLabel.setLabelFor(plans);
    Label keyLabel = new Label("Benchmark");
    keyLabel.setLabelFor(keys);
    // wraps at 1024 px: the plan picker goes onto a second row instead of squeezing the others
    FlowPane bar =
        Toolbars.wrapping(
            new HBox(8, keyLabel, keys),
            new HBox(8, planLabel, plans),
            refresh,
            searching,
            searchingText,
            status);
    bar.setPadding(new Insets(10));
    return bar;
  }

  private void syncChoice() {
    HistoryKey wanted =
        model.keys().stream()
            .filter(k -> k.key().equals(model.chosenProperty().get()))
            .findFirst()
            .orElse(null);
    if (wanted == keys.getValue()) {
      return;
    }
    syncing = true;
    try {
      keys.setValue(wanted);
    } finally {
      syncing = false;
    }
  }

  private HBox bottom() {
    changes.setId("history-changes");
    changes.setItems(model.changes());
    changes.setPrefHeight(110);
    changes.setPlaceholder(new Label("No change points: every series is at one level."));
    VBox changeBox = new VBox(4, heading("Change points"), changes);
    HBox.setHgrow(changeBox, Priority.ALWAYS);
    Button open = new Button("Open run");
    open.setId("history-open");
    open.disableProperty().bind(model.canOpenProperty().not());
    open.setOnAction(e -> model.openSelected());
    Button compare = new Button("Compare");
    compare.setId("history-compare");
    compare.disableProperty().bind(model.canCompareProperty().not());
    compare.setOnAction(e -> model.compareSelected());
    Button clear = new Button("Clear");
    clear.setOnAction(e -> model.clearSelection());
    selection.setId("history-selection");
    selection.setWrapText(true);
    selection.setMaxWidth(260);
    VBox selectBox =
        new VBox(6, heading("Selected points"), selection, new HBox(6, open, compare, clear));
    selectBox.setMinWidth(Region.USE_PREF_SIZE);
    HBox bottom = new HBox(12, changeBox, selectBox);
    bottom.setPadding(new Insets(6, 10, 10, 10));
    return bottom;
  }

  private static Label heading(String text) {
    Label label = new Label(text);
    label.getStyleClass().add("pane-title");
    return label;
  }

  private void showHeadlines() {
    headlines.getChildren().clear();
    for (String line : model.headlines()) {
      Label label = new Label(line);
      label.getStyleClass().add("history-headline");
      label.setWrapText(true); // best and latest, with their runs, read whole in a narrow window
      label.setMinHeight(Region.USE_PREF_SIZE);
      headlines.getChildren().add(label);
    }
  }

  private void showSelection() {
    chart.select(model.selection());
    selection.setText(
        model.selection().isEmpty()
            ? "Click a point to select its run (double-click opens it); select two to compare"
                + " them. Keys: Tab to the chart, arrows, Enter selects, Shift+Enter opens."
            : model.selection().stream()
                .map(SeriesPoint::runName)
                .collect(Collectors.joining(", ")));
  }
}
