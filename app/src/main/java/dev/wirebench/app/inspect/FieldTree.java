package dev.wirebench.app.inspect;

import dev.wirebench.app.fx.Scrolling;
import dev.wirebench.app.widgets.ColumnFit;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.css.PseudoClass;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableCell;
import javafx.scene.control.TreeTableColumn;
import javafx.scene.control.TreeTableRow;
import javafx.scene.control.TreeTableView;

/**
 * The decoded message as a tree table — field, the bytes the field takes in the selected codec, and
 * its value — whose selection follows and drives the view model's field path.
 */
final class FieldTree extends TreeTableView<FieldNode> {
  /** Trees larger than this open only their first two levels. */
  private static final int EXPAND_ALL_LIMIT = 400;

  /** The narrowest the field names get (about 12 letters), before they are measured. */
  private static final double NAME_MIN = 96;

  /**
   * The values keep this much beside whole names and the byte counts (a timestamp shows its date
   * and time; the rest is in the cell's tooltip); below it the tree scrolls sideways.
   */
  private static final double VALUE_SIGHT = 110;

  /** The narrowest a value gets when even the names and counts do not fit: then it scrolls. */
  private static final double VALUE_MIN = 60;

  /** The rows' natural height (Modena's tree-table cell at the app's font; CodecTableUiTest). */
  static final double ROW_HEIGHT = 24;

  /** Rows of fields loading skipped: greyed by the style sheet. */
  private static final PseudoClass IGNORED = PseudoClass.getPseudoClass("ignored");

  private final InspectViewModel model;
  private final Map<String, TreeItem<FieldNode>> items = new HashMap<>();
  private boolean syncing;

  FieldTree(InspectViewModel model) {
    this.model = model;
    setId("field-tree");
    getStyleClass().add("field-tree");
    setShowRoot(true);
    setColumnResizePolicy(this::resize);
    ColumnFit.install(this);
    TreeTableColumn<FieldNode, String> name = new TreeTableColumn<>("Field");
    name.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().getValue().name()));
    // as wide as the widest name shown, indent included: ColumnFit measures them (whole-word)
    name.setPrefWidth(NAME_MIN);
    name.setMinWidth(NAME_MIN);
    name.getStyleClass().add("whole-word");
    TreeTableColumn<FieldNode, String> value = new TreeTableColumn<>("Value");
    value.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().getValue().display()));
    value.setPrefWidth(220);
    value.setMinWidth(VALUE_MIN);
    // a long value (a timestamp to the nanosecond) is cut, with its whole text in a tooltip, and
    // never widens its column past the window: the names keep their room (issue 32 item 6)
    value.getStyleClass().add(ColumnFit.MAY_CUT);
    TreeTableColumn<FieldNode, Integer> bytes = new TreeTableColumn<>("Bytes");
    bytes.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(bytesOf(c.getValue().getValue())));
    bytes.setCellFactory(c -> new BytesCell());
    bytes.setPrefWidth(64);
    bytes.setMaxWidth(90);
    // The byte counts beside the names: a long value (a timestamp to the nanosecond) may run past a
    // narrow window's edge, the small, always-read count never does.
    getColumns().setAll(List.of(name, bytes, value));
    // ColumnFit raises the names' minimum after a layout, which JavaFX does not answer with the
    // policy: share the room out again, or the values kept their width and the tree scrolled
    name.minWidthProperty()
        .addListener((o, old, now) -> resize(new ResizeFeatures<>(this, null, 0.0)));
    setSortPolicy(t -> false);
    // One line a row: a fixed height spares sizing each row through a measuring cell.
    setFixedCellSize(ROW_HEIGHT);
    setRowFactory(
        t ->
            new TreeTableRow<>() {
              @Override
              protected void updateItem(FieldNode node, boolean empty) {
                super.updateItem(node, empty);
                pseudoClassStateChanged(IGNORED, !empty && node != null && node.ignored());
              }
            });
    model.treeProperty().addListener((obs, old, tree) -> rebuild(tree));
    model.layoutProperty().addListener((obs, old, layout) -> refresh());
    model.selection().pathProperty().addListener((obs, old, path) -> follow(path));
    getSelectionModel()
        .selectedItemProperty()
        .addListener(
            (obs, old, item) -> {
              if (!syncing && item != null) {
                model.selectPath(item.getValue().path());
              }
            });
    rebuild(model.treeProperty().get());
  }

  private Integer bytesOf(FieldNode node) {
    PayloadLayout layout = model.layoutProperty().get();
    return layout == null ? null : layout.bytesOf(node.path());
  }

  private void rebuild(FieldNode tree) {
    items.clear();
    if (tree == null) {
      setRoot(null);
      return;
    }
    boolean expandAll = count(tree) <= EXPAND_ALL_LIMIT;
    syncing = true;
    try {
      setRoot(item(tree, 0, expandAll));
    } finally {
      syncing = false;
    }
    follow(model.selection().path());
  }

  private TreeItem<FieldNode> item(FieldNode node, int depth, boolean expandAll) {
    TreeItem<FieldNode> item = new TreeItem<>(node);
    items.put(node.path(), item);
    item.setExpanded(expandAll || depth < 2);
    for (FieldNode child : node.children()) {
      item.getChildren().add(item(child, depth + 1, expandAll));
    }
    return item;
  }

  private static int count(FieldNode node) {
    int n = 1;
    for (FieldNode child : node.children()) {
      n += count(child);
    }
    return n;
  }

  /** Selects the item of the view model's path (expanding its ancestors) without echoing back. */
  private void follow(String path) {
    syncing = true;
    try {
      TreeItem<FieldNode> item = path == null ? null : items.get(path);
      if (item == null) {
        getSelectionModel().clearSelection();
        return;
      }
      for (TreeItem<FieldNode> up = item.getParent(); up != null; up = up.getParent()) {
        up.setExpanded(true);
      }
      getSelectionModel().select(item);
      Scrolling.reveal(this, getRow(item), this::scrollTo);
    } finally {
      syncing = false;
    }
  }

  /** Right-aligned byte counts; blank where the codec has no span for the field. */
  private static final class BytesCell extends TreeTableCell<FieldNode, Integer> {
    BytesCell() {
      getStyleClass().add("bytes-cell");
    }

    @Override
    protected void updateItem(Integer bytes, boolean empty) {
      super.updateItem(bytes, empty);
      setText(empty || bytes == null || bytes == 0 ? null : bytes.toString());
    }
  }

  /**
   * The names as wide as the widest one shown (ColumnFit raises their minimum to it; at their 96 px
   * minimum deep FIX group names read "NoPartyS…"), as long as the values keep {@link
   * #VALUE_SIGHT}; the byte counts beside them at their width; the values take the rest, cut with a
   * tooltip when long. Only when names and counts leave the values less than {@link #VALUE_MIN}
   * does the tree scroll sideways. Before, a long timestamp kept whole widened the values and
   * squeezed the names to their minimum.
   */
  @SuppressWarnings("unchecked") // the JavaFX API hands the features over raw
  private boolean resize(ResizeFeatures<?> raw) {
    ResizeFeatures<FieldNode> features = (ResizeFeatures<FieldNode>) raw;
    double room = features.getContentWidth();
    List<TreeTableColumn<FieldNode, ?>> columns = getVisibleLeafColumns();
    if (features.getColumn() == null && columns.size() == 3) {
      TreeTableColumn<FieldNode, ?> name = columns.get(0);
      TreeTableColumn<FieldNode, ?> bytes = columns.get(1);
      TreeTableColumn<FieldNode, ?> value = columns.get(2);
      double bytesWidth = wanted(bytes);
      double nameWidth =
          Math.max(name.getMinWidth(), Math.min(wanted(name), room - bytesWidth - VALUE_SIGHT));
      double valueWidth = Math.max(value.getMinWidth(), room - nameWidth - bytesWidth);
      features.setColumnWidth(name, nameWidth);
      features.setColumnWidth(bytes, bytesWidth);
      features.setColumnWidth(value, valueWidth);
      return true;
    }
    if (minimumWidth() > room) {
      return UNCONSTRAINED_RESIZE_POLICY.call(features);
    }
    return CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN.call(features);
  }

  private static double wanted(TreeTableColumn<FieldNode, ?> column) {
    return Math.max(column.getMinWidth(), column.getPrefWidth());
  }

  private double minimumWidth() {
    return getVisibleLeafColumns().stream().mapToDouble(column -> column.getMinWidth()).sum();
  }
}
