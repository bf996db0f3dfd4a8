package dev.wirebench.app.runs;

import dev.wirebench.app.widgets.ColumnFit;
import dev.wirebench.storage.RunSort;
import dev.wirebench.storage.RunSummary;
import dev.wirebench.storage.report.RunFacts;
import java.util.List;
import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ListChangeListener;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;

/**
 * The page of stored runs: date, kind, label, status (coloured), host, JVM, result count and tags;
 * sortable, multi-select (the selection goes to the view model), double-click or Enter opens a run,
 * Delete asks to delete, and a context menu per row.
 */
final class RunTable extends TableView<RunSummary> {
  private final RunsViewModel model;
  private final Runnable export;
  private final Runnable delete;
  private boolean restoring;

  /**
   * @param export asks where to export the selected runs and does it
   * @param delete asks to delete the selected runs and does it
   */
  RunTable(RunsViewModel model, Runnable export, Runnable delete) {
    this.model = model;
    this.export = export;
    this.delete = delete;
    build();
  }

  private void build() {
    setId("runs-table");
    getStyleClass().add("runs-table");
    setItems(model.runs());
    getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
    setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
    Label empty = new Label();
    empty.textProperty().bind(model.listing().emptyText());
    empty.getStyleClass().add("empty-state");
    setPlaceholder(empty);
    ColumnFit.install(this);
    getColumns()
        .setAll(
            List.of(
                sorted(column("#", 56, r -> r.id(), "id-cell"), RunSort.ID),
                sorted(
                    column(
                        "Date",
                        160,
                        r -> RunFacts.TIME.format(r.startedAt()).replace(" UTC", ""),
                        null),
                    RunSort.STARTED),
                sorted(column("Kind", 90, r -> RunsView.lower(r.kind()), null), RunSort.KIND),
                sorted(column("Label", 190, RunSummary::label, null), RunSort.LABEL),
                sorted(statusColumn(), RunSort.STATUS),
                sorted(
                    column("Host", 130, r -> orDash(r.environment().get("host")), null),
                    RunSort.HOST),
                sorted(column("JVM", 230, RunTable::jvm, null), RunSort.JVM),
                sorted(
                    column("Results", 70, r -> r.resultCount() + r.pointCount(), "number-cell"),
                    RunSort.RESULTS),
                unsorted(column("Tags", 140, r -> String.join(", ", r.tags()), null))));
    serverSideSort();
    getSelectionModel()
        .getSelectedItems()
        .addListener(
            (ListChangeListener<RunSummary>)
                c -> {
                  if (!restoring) {
                    model.select(
                        getSelectionModel().getSelectedItems().stream()
                            .map(RunSummary::id)
                            .toList());
                  }
                });
    setRowFactory(t -> row());
    setOnKeyPressed(
        e -> {
          RunSummary selected = getSelectionModel().getSelectedItem();
          if (selected != null && e.getCode() == KeyCode.ENTER) {
            model.open(selected.id());
          } else if (selected != null && e.getCode() == KeyCode.DELETE) {
            delete.run();
          }
        });
  }

  /**
   * Sorting happens in the store, across every page: a click on a header asks the view model for
   * that order, and the table itself never reorders its rows. The table's selection is restored
   * from the view model's after each listing (the selection outlives sort, filter and paging).
   */
  private void serverSideSort() {
    setSortPolicy(t -> true);
    TableColumn<RunSummary, ?> date = getColumns().get(1);
    date.setSortType(TableColumn.SortType.DESCENDING);
    getSortOrder().setAll(List.of(date));
    Runnable ask =
        () -> {
          if (getSortOrder().isEmpty()) {
            model.sortBy(RunSort.STARTED, true);
          } else {
            TableColumn<RunSummary, ?> first = getSortOrder().get(0);
            model.sortBy(
                (RunSort) first.getUserData(),
                first.getSortType() == TableColumn.SortType.DESCENDING);
          }
        };
    getSortOrder().addListener((ListChangeListener<TableColumn<RunSummary, ?>>) c -> ask.run());
    getColumns().forEach(column -> column.sortTypeProperty().addListener(o -> ask.run()));
    model
        .runs()
        .addListener(
            (ListChangeListener<RunSummary>)
                c -> {
                  restoring = true;
                  try {
                    getSelectionModel().clearSelection();
                    for (int i = 0; i < getItems().size(); i++) {
                      if (model.isSelected(getItems().get(i).id())) {
                        getSelectionModel().select(i);
                      }
                    }
                  } finally {
                    restoring = false;
                  }
                });
  }

  private static TableColumn<RunSummary, ?> sorted(
      TableColumn<RunSummary, ?> column, RunSort sort) {
    column.setUserData(sort);
    return column;
  }

  private static TableColumn<RunSummary, ?> unsorted(TableColumn<RunSummary, ?> column) {
    column.setSortable(false);
    return column;
  }

  private TableRow<RunSummary> row() {
    TableRow<RunSummary> row = new TableRow<>();
    row.setOnMouseClicked(
        e -> {
          if (e.getButton() == MouseButton.PRIMARY
              && e.getClickCount() == 2
              && row.getItem() != null) {
            model.open(row.getItem().id());
          }
        });
    MenuItem open = new MenuItem("Open");
    open.setOnAction(e -> model.open(row.getItem().id()));
    MenuItem compare = new MenuItem("Compare the two selected");
    compare.disableProperty().bind(model.canCompareProperty().not());
    compare.setOnAction(e -> model.compareSelected());
    MenuItem exportItem = new MenuItem("Export…");
    exportItem.setOnAction(e -> export.run());
    exportItem
        .textProperty()
        .bind(
            Bindings.when(model.selectedCountProperty().greaterThan(1))
                .then(Bindings.concat("Export the ", model.selectedCountProperty(), " selected…"))
                .otherwise("Export…"));
    MenuItem deleteItem = new MenuItem("Delete…");
    deleteItem.setOnAction(e -> delete.run());
    ContextMenu menu =
        new ContextMenu(open, compare, exportItem, new SeparatorMenuItem(), deleteItem);
    row.contextMenuProperty()
        .bind(Bindings.when(row.emptyProperty()).then((ContextMenu) null).otherwise(menu));
    return row;
  }

  private TableColumn<RunSummary, String> statusColumn() {
    TableColumn<RunSummary, String> column = new TableColumn<>("Status");
    column.setPrefWidth(96);
    column.setCellValueFactory(
        c -> new ReadOnlyStringWrapper(RunsView.lower(c.getValue().status())));
    column.setCellFactory(
        c ->
            new TableCell<>() {
              @Override
              protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                getStyleClass().removeIf(s -> s.startsWith("status-"));
                setText(empty ? null : item);
                if (!empty && item != null) {
                  getStyleClass().add("status-" + item);
                }
              }
            });
    return column;
  }

  private static <T extends Comparable<T>> TableColumn<RunSummary, T> column(
      String title, double width, Function<RunSummary, T> value, String styleClass) {
    TableColumn<RunSummary, T> column = new TableColumn<>(title);
    column.setPrefWidth(width);
    column.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(value.apply(c.getValue())));
    if (styleClass != null) {
      column.getStyleClass().add(styleClass);
    }
    return column;
  }

  private static String jvm(RunSummary run) {
    String version = run.environment().get("jvm.version");
    String vendor = run.environment().get("jvm.vendor");
    if (version == null) {
      return "-";
    }
    return vendor == null ? version : version + " (" + vendor + ")";
  }

  private static String orDash(String text) {
    return text == null || text.isBlank() ? "-" : text;
  }
}
