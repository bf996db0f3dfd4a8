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

  /** The narrowest the field names get before the tree scrolls sideways (about 12 letters). */
  private static final double NAME_MIN = 96;

  /**
   * When the tree scrolls sideways anyway, the values keep this much in sight beside the names and
   * counts, and the names take the rest (up to their preferred width): at their minimum, three
   * levels of indent cut "matchId" to "m…" at 1024×700.
   */
  private static final double VALUE_SIGHT = 90;

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
    name.setPrefWidth(200);
    name.setMinWidth(NAME_MIN);
    TreeTableColumn<FieldNode, String> value = new TreeTableColumn<>("Value");
    value.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().getValue().display()));
    value.setPrefWidth(220);
    TreeTableColumn<FieldNode, Integer> bytes = new TreeTableColumn<>("Bytes");
    bytes.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(bytesOf(c.getValue().getValue())));
    bytes.setCellFactory(c -> new BytesCell());
    bytes.setPrefWidth(64);
    bytes.setMaxWidth(90);
    // The byte counts beside the names: a long value (a timestamp to the nanosecond) may run past a
    // narrow window's edge, the small, always-read count never does.
    getColumns().setAll(List.of(name, bytes, value));
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
   * Constrained while the columns' minimum widths fit: then, when their preferred widths do not,
   * the field names give up room first (down to {@link #NAME_MIN} pixels; a cut name gets its
   * tooltip from {@link ColumnFit}), the byte counts keep theirs (they are narrow), and the values
   * take what is left, so values and byte counts stay whole and in sight. Otherwise (a narrow
   * window, a long value kept whole by ColumnFit) the tree scrolls sideways, as little as it can:
   * the names at their minimum, the byte counts beside them, then the values — at 1024×700 the
   * names kept 200 px for one-letter names and pushed the values and the bytes out of sight.
   */
  @SuppressWarnings("unchecked") // the JavaFX API hands the features over raw
  private boolean resize(ResizeFeatures<?> raw) {
    ResizeFeatures<FieldNode> features = (ResizeFeatures<FieldNode>) raw;
    double room = features.getContentWidth();
    List<TreeTableColumn<FieldNode, ?>> columns = getVisibleLeafColumns();
    boolean overflow = minimumWidth() > room;
    if (features.getColumn() == null && columns.size() == 3) {
      TreeTableColumn<FieldNode, ?> name = columns.get(0);
      TreeTableColumn<FieldNode, ?> bytes = columns.get(1);
      TreeTableColumn<FieldNode, ?> value = columns.get(2);
      double wanted = wanted(value) + wanted(bytes);
      if (overflow || name.getPrefWidth() + wanted > room) {
        double nameWidth =
            overflow ? name.getMinWidth() : Math.max(name.getMinWidth(), room - wanted);
        double bytesWidth = overflow ? wanted(bytes) : Math.min(wanted(bytes), room - nameWidth);
        features.setColumnWidth(name, nameWidth);
        features.setColumnWidth(bytes, bytesWidth);
        features.setColumnWidth(
            value, Math.max(value.getMinWidth(), room - nameWidth - bytesWidth));
        return overflow ? UNCONSTRAINED_RESIZE_POLICY.call(features) : true;
      }
    }
    if (overflow) {
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
