package dev.wirebench.app.inspect;

import dev.wirebench.app.fx.Scrolling;
import dev.wirebench.app.widgets.ColumnFit;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.transformation.SortedList;
import javafx.scene.Node;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/**
 * Every codec's result for the inspected message: size (with a bar, sortable), round-trip verdict
 * and decode contract, or "n/a — reason". Selecting a row selects the codec.
 */
final class CodecTable extends TableView<CodecRow> {
  /** The rows' natural height (Modena's table cell at the app's font; CodecTableUiTest checks). */
  static final double ROW_HEIGHT = 24;

  private final InspectViewModel model;
  private boolean syncing;

  CodecTable(InspectViewModel model) {
    this.model = model;
    setId("codec-table");
    getStyleClass().add("codec-table");
    SortedList<CodecRow> sorted = new SortedList<>(model.codecs());
    sorted.comparatorProperty().bind(comparatorProperty());
    setItems(sorted);
    setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
    ColumnFit.install(this);
    getColumns()
        .setAll(
            List.of(
                text("Codec", 130, CodecRow::id),
                text("Name", 200, CodecRow::name),
                text("Library", 220, r -> r.view().info().library()),
                sizeColumn(),
                verdictColumn(),
                text("Decode contract", 300, CodecRow::contractDetail)));
    setRowFactory(table -> new CodecRowView());
    // The wheel moves other rows under a resting pointer: a tooltip shown then named the row that
    // had been there (issue 32 item 15). It goes; the next move shows the row now under it.
    addEventFilter(ScrollEvent.SCROLL, e -> hideRowTips());
    // Every row is one line: a fixed height spares the table sizing each row through a measuring
    // cell (on the first screen that doubled the cells made and styled).
    setFixedCellSize(ROW_HEIGHT);
    Label empty = new Label();
    empty.setId("codec-table-placeholder");
    // While a fixture loads the table says so; "open a fixture" only when nothing is on its way.
    empty
        .textProperty()
        .bind(
            javafx.beans.binding.Bindings.when(model.loadingProperty())
                .then(model.loadingTextProperty())
                .otherwise("No codecs yet: open a fixture (File ▸ Open, or drop a file here)."));
    setPlaceholder(empty);
    setContextMenu(actions(model));
    getSelectionModel()
        .selectedItemProperty()
        .addListener(
            (obs, old, row) -> {
              if (!syncing && row != null) {
                model.selectCodec(row.id());
              }
            });
    model.codecProperty().addListener((obs, old, row) -> follow(row));
  }

  private void hideRowTips() {
    for (Node node : lookupAll(".table-row-cell")) {
      if (node instanceof TableRow<?> row && row.getTooltip() != null) {
        row.getTooltip().hide();
      }
    }
  }

  private static TableColumn<CodecRow, String> text(
      String title, double width, Function<CodecRow, String> value) {
    TableColumn<CodecRow, String> column = new TableColumn<>(title);
    column.setCellValueFactory(c -> new ReadOnlyStringWrapper(value.apply(c.getValue())));
    column.setPrefWidth(width);
    return column;
  }

  private TableColumn<CodecRow, CodecRow> sizeColumn() {
    TableColumn<CodecRow, CodecRow> column = new TableColumn<>("Size");
    column.setId("size-column");
    column.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue()));
    // Codecs without a payload sort after every size.
    column.setComparator(
        Comparator.comparingInt((CodecRow r) -> r.size() < 0 ? Integer.MAX_VALUE : r.size())
            .thenComparing(CodecRow::id));
    column.setCellFactory(c -> new SizeCell());
    column.setPrefWidth(220);
    return column;
  }

  private TableColumn<CodecRow, CodecRow> verdictColumn() {
    TableColumn<CodecRow, CodecRow> column = new TableColumn<>("Round trip");
    column.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue()));
    column.setComparator(Comparator.comparing(CodecRow::verdict).thenComparing(CodecRow::id));
    column.setCellFactory(c -> new VerdictCell());
    column.setPrefWidth(170);
    return column;
  }

  private void follow(CodecRow row) {
    syncing = true;
    try {
      if (row == null) {
        getSelectionModel().clearSelection();
      } else {
        getItems().stream()
            .filter(r -> r.id().equals(row.id()))
            .findFirst()
            .ifPresent(
                r -> {
                  getSelectionModel().select(r);
                  // the selected codec stays in sight in a short table
                  Scrolling.reveal(this, getItems().indexOf(r), this::scrollTo);
                });
      }
    } finally {
      syncing = false;
    }
  }

  /** A bar as long as the payload relative to the largest, and the size in bytes. */
  private static final class SizeCell extends TableCell<CodecRow, CodecRow> {
    private final Region bar = new Region();
    private final Label text = new Label();
    private final HBox box = new HBox(6, bar, text);

    SizeCell() {
      bar.getStyleClass().add("size-bar");
      text.getStyleClass().add("size-text");
      HBox.setHgrow(text, Priority.ALWAYS);
      bar.setMinWidth(Region.USE_PREF_SIZE);
      setText(null);
    }

    @Override
    protected void updateItem(CodecRow row, boolean empty) {
      super.updateItem(row, empty);
      if (empty || row == null) {
        setGraphic(null);
        setText(null);
        return;
      }
      getStyleClass().removeAll("unsupported");
      if (row.pending()) {
        pending(this, row.sizeText());
        return;
      }
      setText(null);
      text.setText(row.sizeText());
      bar.setVisible(row.hasPayload());
      bar.setManaged(row.hasPayload());
      bar.prefWidthProperty()
          .bind(
              getTableColumn()
                  .widthProperty()
                  .subtract(76)
                  .multiply(Math.max(0.02, row.sizeFraction())));
      if (!row.supported()) {
        getStyleClass().add("unsupported");
      }
      setGraphic(box);
    }
  }

  /**
   * A row still in its codec's first use says so as the cell's own text: no bar, label or chip
   * nodes to style and lay out for the ~16 rows the first screen shows while they warm up.
   */
  private static void pending(TableCell<CodecRow, CodecRow> cell, String text) {
    cell.setGraphic(null);
    cell.setText(text);
  }

  /** Copy and save for the selected codec's payload. */
  private static ContextMenu actions(InspectViewModel model) {
    MenuItem hex = new MenuItem("Copy as hex");
    hex.setOnAction(e -> toClipboard(model.actions().copy(PayloadText.Form.HEX)));
    MenuItem array = new MenuItem("Copy as C array");
    array.setOnAction(e -> toClipboard(model.actions().copy(PayloadText.Form.C_ARRAY)));
    return new ContextMenu(hex, array);
  }

  private static void toClipboard(String text) {
    if (text != null) {
      ClipboardContent content = new ClipboardContent();
      content.putString(text);
      Clipboard.getSystemClipboard().setContent(content);
    }
  }

  /**
   * The verdict as a chip coloured by outcome: the chip keeps its own background, so the colour
   * stays readable on a selected row in both themes (plain coloured text turned into the
   * selection's text colour there).
   */
  private static final class VerdictCell extends TableCell<CodecRow, CodecRow> {
    private final Label chip = new Label();

    VerdictCell() {
      chip.getStyleClass().add("verdict-chip");
      chip.setMinWidth(0);
      setText(null);
    }

    @Override
    protected void updateItem(CodecRow row, boolean empty) {
      super.updateItem(row, empty);
      chip.getStyleClass().removeIf(s -> s.startsWith("verdict-") && !s.equals("verdict-chip"));
      if (empty || row == null) {
        setGraphic(null);
        setText(null);
        return;
      }
      if (row.pending()) {
        pending(this, row.verdictText());
        return;
      }
      setText(null);
      chip.setText(row.verdictText());
      chip.getStyleClass().add("verdict-" + row.verdict().name().toLowerCase(Locale.ROOT));
      setGraphic(chip);
    }
  }

  /**
   * A row whose tooltip tells the full story: library, verdict details, contract, spans. The
   * tooltip is made when the pointer first enters the row, not per row shown: a {@link Tooltip} is
   * a popup window, and making one for every row cost the first screen ~12 ms of its layout.
   */
  private static final class CodecRowView extends TableRow<CodecRow> {
    CodecRowView() {
      addEventHandler(MouseEvent.MOUSE_ENTERED, e -> tip());
    }

    @Override
    protected void updateItem(CodecRow row, boolean empty) {
      super.updateItem(row, empty);
      if (getTooltip() != null) {
        tip();
      }
    }

    private void tip() {
      CodecRow row = getItem();
      if (isEmpty() || row == null) {
        setTooltip(null);
        return;
      }
      String text =
          row.name()
              + "\n"
              + row.view().info().library()
              + "\n\n"
              + row.verdictDetail()
              + "\ndecode: "
              + row.contractDetail()
              + "\nspans: "
              + row.view().info().spanDetail();
      Tooltip tip = getTooltip();
      if (tip == null) {
        tip = new Tooltip();
        tip.setWrapText(true);
        tip.setMaxWidth(520);
        setTooltip(tip);
      }
      tip.setText(text);
    }
  }
}
