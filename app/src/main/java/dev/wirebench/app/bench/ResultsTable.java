package dev.wirebench.app.bench;

import dev.wirebench.app.widgets.ColumnFit;
import dev.wirebench.engine.stats.Noise;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseButton;

/**
 * The results table: codec, fixture, operation, mode, score ± error (its unit in the header when
 * every result has the same one, else a column), B/op, decode contract, encoded size and — for
 * sample and latency results — percentiles; sortable by any column. Double-click (or the context
 * menu) opens a result's codec and fixture in Inspect.
 */
final class ResultsTable extends TableView<LiveResultRow> {
  ResultsTable(ObservableList<LiveResultRow> rows, BenchViewModel model) {
    super(rows);
    setId("bench-results");
    getStyleClass().add("bench-results");
    setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
    setPlaceholder(new Label("No results yet — choose codecs, fixtures and operations, then Run"));
    ColumnFit.install(this);
    TableColumn<LiveResultRow, LiveResultRow> score = score();
    TableColumn<LiveResultRow, String> unit = text("Unit", LiveResultRow::unit, 55);
    TableColumn<LiveResultRow, String> mode = whole(text("Mode", LiveResultRow::mode, 60));
    // What a result is, its score, allocation, size and decode contract first; the percentiles
    // last: at 1024×700 the table is 569 px wide and they scroll into sight (the Percentiles tab
    // charts them too), where before they pushed B/op, size and the contract off screen.
    getColumns()
        .setAll(
            List.of(
                prose(text("Codec", LiveResultRow::codec, 90), 56),
                prose(text("Fixture", LiveResultRow::fixture, 100), 60),
                whole(text("Op", LiveResultRow::operation, 70)),
                mode,
                score,
                unit,
                number("B/op", LiveResultRow::allocBytesPerOp, 70, LiveResultRow::bytes),
                contract(),
                number(
                    "Size",
                    r -> r.encodedSize() == null ? null : r.encodedSize().doubleValue(),
                    70,
                    size -> String.format(Locale.ROOT, "%,.0f", size)),
                percentile("p50", 50),
                percentile("p90", 90),
                percentile("p99", 99),
                percentile("p99.9", 99.9),
                percentile("max", 100)));
    // percentile columns only when a result has a distribution (sample or latency mode)
    Runnable showPercentiles =
        () -> {
          boolean any = rows.stream().anyMatch(LiveResultRow::hasPercentiles);
          getColumns().stream()
              .filter(c -> c.getStyleClass().contains("percentile"))
              .forEach(c -> c.setVisible(any));
        };
    rows.addListener((ListChangeListener<LiveResultRow>) c -> showPercentiles.run());
    showPercentiles.run();
    rows.addListener((ListChangeListener<LiveResultRow>) c -> showUnits(rows, score, unit, mode));
    showUnits(rows, score, unit, mode);
    setRowFactory(table -> row(model));
  }

  /** A row that opens its result in Inspect on a double click or from its context menu. */
  private static TableRow<LiveResultRow> row(BenchViewModel model) {
    TableRow<LiveResultRow> row = new TableRow<>();
    row.setOnMouseClicked(
        e -> {
          if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2 && !row.isEmpty()) {
            model.inspect(row.getItem());
          }
        });
    MenuItem inspect = new MenuItem("Open in Inspect");
    inspect.setOnAction(e -> model.inspect(row.getItem()));
    row.contextMenuProperty()
        .bind(
            Bindings.when(row.emptyProperty())
                .then((ContextMenu) null)
                .otherwise(new ContextMenu(inspect)));
    return row;
  }

  /**
   * One mode and one unit for every result (the usual case: a run of one mode) are said once, as
   * the score's header ("sample, ns/op", as JMH heads its score with its unit), and the Mode and
   * Unit columns go: their 115 px are what B/op, the decode contract and the size needed to stay in
   * sight at 1024×700. Results of several modes or units show the columns.
   */
  private static void showUnits(
      List<LiveResultRow> rows,
      TableColumn<LiveResultRow, LiveResultRow> score,
      TableColumn<LiveResultRow, String> unit,
      TableColumn<LiveResultRow, String> mode) {
    List<String> units =
        rows.stream().map(LiveResultRow::unit).filter(u -> !u.isEmpty()).distinct().toList();
    List<String> modes = rows.stream().map(LiveResultRow::mode).distinct().toList();
    boolean oneMode = modes.size() == 1 && modes.get(0) != null;
    // no results yet: a short header too (ColumnFit keeps a column as wide as any header it had)
    score.setText(
        units.size() == 1
            ? (oneMode ? modes.get(0) + ", " : "") + units.get(0)
            : units.isEmpty() ? "Score" : "Score ± error");
    unit.setVisible(units.size() > 1);
    mode.setVisible(!oneMode || units.size() != 1);
  }

  private static TableColumn<LiveResultRow, String> text(
      String title, Function<LiveResultRow, String> value, double width) {
    TableColumn<LiveResultRow, String> column = new TableColumn<>(title);
    column.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(value.apply(c.getValue())));
    column.setPrefWidth(width);
    return column;
  }

  /**
   * A column of names that may give up room down to {@code min} (a cut name gets its whole text as
   * a tooltip from {@link ColumnFit}): JavaFX's own minimum, 10 px, left "…" when room was short.
   */
  private static <T> TableColumn<LiveResultRow, T> prose(
      TableColumn<LiveResultRow, T> column, double min) {
    column.setMinWidth(min);
    return column;
  }

  /**
   * The codec's decode contract ("Decode") in a word or two ("reuses", "new graph"), whole, with
   * its sentence in the cell's tooltip: the sentence took 150 px the table does not have at 1024.
   */
  private static TableColumn<LiveResultRow, LiveResultRow> contract() {
    TableColumn<LiveResultRow, LiveResultRow> column = new TableColumn<>("Decode");
    column.setId("bench-contract");
    column.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue()));
    column.setComparator(
        Comparator.comparing(
            LiveResultRow::contractWord, Comparator.nullsLast(Comparator.naturalOrder())));
    column.setPrefWidth(110);
    column.setCellFactory(
        c ->
            new TableCell<>() {
              @Override
              protected void updateItem(LiveResultRow item, boolean empty) {
                super.updateItem(item, empty);
                String word = empty || item == null ? null : item.contractWord();
                setText(word);
                setTooltip(
                    word == null ? null : new Tooltip("Decode contract: " + item.decodeContract()));
              }
            });
    return whole(column);
  }

  /**
   * A column of short words ("encode", "sample") that ColumnFit keeps whole: "en…" says nothing.
   */
  private static <T> TableColumn<LiveResultRow, T> whole(TableColumn<LiveResultRow, T> column) {
    column.getStyleClass().add("whole-word");
    return column;
  }

  private static TableColumn<LiveResultRow, Double> number(
      String title,
      Function<LiveResultRow, Double> value,
      double width,
      Function<Double, String> format) {
    TableColumn<LiveResultRow, Double> column = new TableColumn<>(title);
    column.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(value.apply(c.getValue())));
    column.setPrefWidth(width);
    column.setCellFactory(
        c ->
            new TableCell<>() {
              @Override
              protected void updateItem(Double item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item == null ? "—" : format.apply(item));
              }
            });
    column.getStyleClass().add("numeric");
    return column;
  }

  /** The value at percentile {@code p} (100: the maximum) in the score's unit, or a dash. */
  private static TableColumn<LiveResultRow, Double> percentile(String title, double p) {
    TableColumn<LiveResultRow, Double> column =
        number(title, r -> r.percentile(p), 72, LiveResultRow::number);
    column.setId("bench-" + title.replace('.', '_'));
    column.getStyleClass().add("percentile");
    return column;
  }

  private static TableColumn<LiveResultRow, LiveResultRow> score() {
    TableColumn<LiveResultRow, LiveResultRow> column = new TableColumn<>("Score ± error");
    column.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue()));
    column.setComparator(
        (a, b) ->
            Double.compare(
                a.failed() ? Double.MAX_VALUE : a.score(),
                b.failed() ? Double.MAX_VALUE : b.score()));
    column.setId("bench-score");
    column.setPrefWidth(160);
    column.getStyleClass().add("numeric");
    column.setCellFactory(
        c ->
            new TableCell<>() {
              @Override
              protected void updateItem(LiveResultRow item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : item.scoreText());
                String tip =
                    empty || item == null
                        ? ""
                        : item.failed()
                            ? item.failure()
                            : item.noise() != Noise.Level.CLEAN
                                ? item.noise().hint()
                                : item.percentilesText();
                setTooltip(tip.isEmpty() ? null : new Tooltip(tip));
                getStyleClass().removeAll("failed", "noisy", "wide");
                if (!empty && item != null && item.failed()) {
                  getStyleClass().add("failed");
                } else if (!empty && item != null && item.noise() != Noise.Level.CLEAN) {
                  getStyleClass().add(item.noise().word());
                }
              }
            });
    return column;
  }
}
