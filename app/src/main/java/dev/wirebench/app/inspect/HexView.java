package dev.wirebench.app.inspect;

import dev.wirebench.app.fx.Scrolling;
import java.util.List;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;
import java.util.stream.IntStream;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.StackPane;
import javafx.util.Duration;

/**
 * A hex dump: offset column, 16 bytes a row (8 when narrow), ASCII column, each byte tinted by the
 * kind of its field span, with the selected field's bytes, the hovered span and changed bytes
 * marked.
 *
 * <p>Rows are virtualized (a {@link ListView} of row numbers), so payloads of any size scroll
 * without building a node per byte. The view only shows its properties and reports clicks and
 * hovers (byte offsets) to whoever listens; it decides nothing.
 */
public final class HexView extends StackPane {
  /** Bytes per row when there is room, and when there is not. */
  static final int WIDE = 16;

  static final int NARROW = 8;

  /** Below this width a 16-byte row would need horizontal scrolling. */
  private static final double WIDE_MIN_WIDTH = 650;

  private final ListView<Integer> rows = new ListView<>();
  private final ObjectProperty<PayloadLayout> layout = new SimpleObjectProperty<>(this, "layout");
  private final ObjectProperty<ByteRange> selection = new SimpleObjectProperty<>(this, "selection");
  private final ObjectProperty<ByteRange> hover = new SimpleObjectProperty<>(this, "hover");
  private final ObjectProperty<List<ByteRange>> changed =
      new SimpleObjectProperty<>(this, "changed", List.of());
  private final StringProperty placeholder = new SimpleStringProperty(this, "placeholder", "");
  private final Tooltip tooltip = new Tooltip();
  private IntConsumer onByteClicked = offset -> {};
  private IntConsumer onByteHovered = offset -> {};
  private IntFunction<String> describe = offset -> "";
  private int hovered = -1;
  private int perRow = WIDE;

  public HexView() {
    getStyleClass().add("hex-view");
    rows.getStyleClass().add("hex-rows");
    rows.setFixedCellSize(22);
    rows.setCellFactory(list -> new HexRowCell(this, perRow));
    widthProperty().addListener((obs, old, width) -> fit(width.doubleValue()));
    Label empty = new Label();
    empty.textProperty().bind(placeholder);
    empty.getStyleClass().add("hex-placeholder");
    empty.setWrapText(true);
    rows.setPlaceholder(empty);
    getChildren().add(rows);
    tooltip.setShowDelay(Duration.millis(250));
    tooltip.setShowDuration(Duration.INDEFINITE);
    tooltip.setHideDelay(Duration.millis(100));
    tooltip.getStyleClass().add("hex-tooltip");
    layout.addListener((obs, old, now) -> reload());
    selection.addListener((obs, old, now) -> selectionChanged(now));
    hover.addListener((obs, old, now) -> rows.refresh());
    changed.addListener((obs, old, now) -> rows.refresh());
    rows.addEventFilter(MouseEvent.MOUSE_MOVED, this::moved);
    rows.addEventFilter(MouseEvent.MOUSE_EXITED, e -> hoverAt(-1));
    rows.addEventFilter(MouseEvent.MOUSE_CLICKED, this::clicked);
  }

  /** The payload shown (null: the placeholder). */
  public ObjectProperty<PayloadLayout> layoutProperty() {
    return layout;
  }

  /** The selected bytes (null: none); scrolled into view when it changes. */
  public ObjectProperty<ByteRange> selectionProperty() {
    return selection;
  }

  /** The span under the pointer, outlined. */
  public ObjectProperty<ByteRange> hoveredSpanProperty() {
    return hover;
  }

  /** Bytes marked as differing from another payload. */
  public ObjectProperty<List<ByteRange>> changedProperty() {
    return changed;
  }

  /** What shows when there is no payload, e.g. "n/a — reason". */
  public StringProperty placeholderProperty() {
    return placeholder;
  }

  public void setOnByteClicked(IntConsumer handler) {
    onByteClicked = handler;
  }

  public void setOnByteHovered(IntConsumer handler) {
    onByteHovered = handler;
  }

  /** The tooltip text of a byte. */
  public void setDescriber(IntFunction<String> describer) {
    describe = describer;
  }

  /** The one tooltip every byte shares; its text follows the pointer. */
  Tooltip byteTooltip() {
    return tooltip;
  }

  /** The view's marks, as the rows draw them. */
  HexRuns.Marks marks() {
    return new HexRuns.Marks(this::isSelected, this::isHovered, this::isChanged);
  }

  /**
   * Where byte {@code offset}'s hex cell (or ASCII character) is on the screen (its centre), or
   * null if its row is not shown: for tests that point at a byte as a user would.
   */
  Point2D screenPointOf(int offset, boolean ascii) {
    for (Node node : rows.lookupAll(".hex-row")) {
      if (node instanceof HexRowCell cell
          && cell.isVisible()
          && cell.row() >= 0
          && cell.getGraphic() == cell.line()
          && offset / cell.perRow() == cell.row()) {
        Bounds box = cell.line().localToScreen(cell.line().cell(offset % cell.perRow(), ascii));
        return new Point2D(box.getCenterX(), box.getCenterY());
      }
    }
    return null;
  }

  boolean isSelected(int offset) {
    ByteRange range = selection.get();
    return range != null && range.contains(offset);
  }

  boolean isHovered(int offset) {
    ByteRange range = hover.get();
    return range != null && range.contains(offset);
  }

  boolean isChanged(int offset) {
    for (ByteRange range : changed.get()) {
      if (range.contains(offset)) {
        return true;
      }
      if (range.start() > offset) {
        return false;
      }
    }
    return false;
  }

  private void fit(double width) {
    int wanted = width >= WIDE_MIN_WIDTH ? WIDE : NARROW;
    if (wanted != perRow) {
      perRow = wanted;
      int cellsFor = perRow;
      rows.setCellFactory(list -> new HexRowCell(this, cellsFor));
      reload();
    }
  }

  private void reload() {
    PayloadLayout shown = layout.get();
    int count = shown == null ? 0 : (shown.size() + perRow - 1) / perRow;
    rows.getItems()
        .setAll(FXCollections.observableList(IntStream.range(0, count).boxed().toList()));
    hovered = -1;
    if (count > 0) {
      rows.scrollTo(0);
    }
    selectionChanged(selection.get());
  }

  private void selectionChanged(ByteRange range) {
    rows.refresh();
    if (range != null && layout.get() != null) {
      Scrolling.reveal(rows, range.start() / perRow, rows::scrollTo);
    }
  }

  private void moved(MouseEvent event) {
    hoverAt(offsetOf(event));
  }

  private void hoverAt(int offset) {
    if (offset == hovered) {
      return;
    }
    hovered = offset;
    if (offset < 0) {
      tooltip.hide();
    } else {
      tooltip.setText(describe.apply(offset));
    }
    onByteHovered.accept(offset);
  }

  private void clicked(MouseEvent event) {
    int offset = offsetOf(event);
    if (offset >= 0 && event.getButton() == MouseButton.PRIMARY) {
      onByteClicked.accept(offset);
    }
  }

  /** The byte under the pointer: from the row's cell and the pointer's place in its line. */
  private static int offsetOf(MouseEvent event) {
    for (Node node = event.getPickResult().getIntersectedNode();
        node != null;
        node = node.getParent()) {
      if (node instanceof HexRowCell cell) {
        if (cell.row() < 0 || cell.getGraphic() != cell.line()) {
          return -1;
        }
        double x = cell.line().sceneToLocal(event.getSceneX(), event.getSceneY()).getX();
        int index = cell.line().indexAt(x);
        return index < 0 ? -1 : cell.row() * cell.perRow() + index;
      }
      if (node instanceof HexView) {
        break;
      }
    }
    return -1;
  }
}
