package dev.wirebench.app.compare;

import dev.wirebench.app.widgets.ColumnFit;
import dev.wirebench.engine.stats.Verdict;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.transformation.SortedList;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;

/**
 * Compare's side-by-side table: A, B, Δ and its interval (sorting on the model's numbers), forks ×
 * iterations, the coloured verdict and the note (whole in its tooltip).
 */
final class PairTable {
  private PairTable() {}

  /** The table of {@code model}'s rows. */
  static TableView<PairRow> of(RunComparisonViewModel model) {
    // The model's rows are read-only: the table sorts a sorted view of them (sorting the list
    // itself failed silently, so the headers did nothing).
    SortedList<PairRow> sorted = new SortedList<>(model.rows());
    TableView<PairRow> table = new TableView<>(sorted);
    sorted.comparatorProperty().bind(table.comparatorProperty());
    table.setId("runcmp-table");
    table.getStyleClass().add("compare-table");
    table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
    Label empty = new Label();
    empty.getStyleClass().add("empty-state");
    empty
        .textProperty()
        .bind(
            Bindings.when(model.comparisonProperty().isNull())
                .then(
                    "Pick a baseline (A) and a candidate (B) and press Compare — or select two runs in Runs and press Compare there.")
                .otherwise(
                    Bindings.when(model.significantOnlyProperty())
                        .then("No benchmark changed significantly.")
                        .otherwise("The runs have no benchmark in common.")));
    empty.setWrapText(true);
    table.setPlaceholder(empty);
    ColumnFit.install(table);
    TableColumn<PairRow, PairRow> change = changeColumn();
    table
        .getColumns()
        .setAll(
            List.of(
                column("Benchmark", 300, PairRow::name, null),
                numberColumn("A", 90, PairRow::aText, r -> r.pair().scoreA()),
                numberColumn("B", 90, PairRow::bText, r -> r.pair().scoreB()),
                column("Unit", 70, PairRow::unit, null),
                change,
                numberColumn("CI of Δ", 150, PairRow::intervalText, r -> r.pair().changeLower()),
                column("Forks×iter", 100, PairRow::shapes, null),
                verdictColumn(),
                noteColumn()));
    return table;
  }

  private static TableColumn<PairRow, Verdict> verdictColumn() {
    TableColumn<PairRow, Verdict> column = new TableColumn<>("Verdict");
    column.setId("runcmp-verdict");
    column.getStyleClass().add("whole-word"); // "inconclusive" is read whole or not at all
    column.setPrefWidth(175);
    column.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().verdict()));
    column.setCellFactory(
        c ->
            new TableCell<>() {
              @Override
              protected void updateItem(Verdict verdict, boolean empty) {
                super.updateItem(verdict, empty);
                getStyleClass().removeIf(s -> s.startsWith("verdict-"));
                setText(empty || verdict == null ? null : verdict.text());
                if (!empty && verdict != null) {
                  getStyleClass().add(verdictStyle(verdict));
                }
              }
            });
    return column;
  }

  /** The note, whole in its tooltip: outlier iterations and noisy sides make it run long. */
  private static TableColumn<PairRow, String> noteColumn() {
    TableColumn<PairRow, String> column = column("Note", 320, PairRow::note, "dim-cell");
    column.setId("runcmp-note");
    column.setCellFactory(
        c ->
            new TableCell<>() {
              @Override
              protected void updateItem(String note, boolean empty) {
                super.updateItem(note, empty);
                setText(empty ? null : note);
                setTooltip(empty || note == null || note.length() < 40 ? null : wrapped(note));
              }
            });
    return column;
  }

  private static Tooltip wrapped(String text) {
    Tooltip tip = new Tooltip(text);
    tip.setWrapText(true);
    tip.setMaxWidth(520);
    return tip;
  }

  static String verdictStyle(Verdict verdict) {
    return "verdict-" + verdict.name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  /** Δ shows the formatted change and sorts by the number (no change, NaN, after every number). */
  private static TableColumn<PairRow, PairRow> changeColumn() {
    return numberColumn("Δ", 80, PairRow::changeText, PairRow::change);
  }

  /**
   * A column that shows {@code text} and sorts on the model's number behind it (NaN after every
   * number), never on the formatted text ("1,250" before "980").
   */
  private static TableColumn<PairRow, PairRow> numberColumn(
      String title, double width, Function<PairRow, String> text, ToDoubleFunction<PairRow> key) {
    TableColumn<PairRow, PairRow> column = column(title, width, row -> row, "number-cell");
    column.setComparator(Comparator.comparingDouble(key));
    column.setCellFactory(
        c ->
            new TableCell<>() {
              @Override
              protected void updateItem(PairRow item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : text.apply(item));
              }
            });
    return column;
  }

  private static <T> TableColumn<PairRow, T> column(
      String title, double width, Function<PairRow, T> value, String styleClass) {
    TableColumn<PairRow, T> column = new TableColumn<>(title);
    column.setPrefWidth(width);
    column.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(value.apply(c.getValue())));
    if (styleClass != null) {
      column.getStyleClass().add(styleClass);
    }
    return column;
  }
}
