package dev.wirebench.app.widgets;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Control;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.Labeled;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumnBase;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.control.TreeTableCell;
import javafx.scene.control.TreeTableView;
import javafx.scene.control.skin.TableColumnHeader;
import javafx.scene.text.Font;
import javafx.scene.text.Text;

/**
 * Keeps a table's numbers whole at any window size. After each layout pass in which the table is
 * showing, every visible cell of a <em>number column</em> (style class {@code numeric}, {@code
 * number-cell}, {@code number-column} or {@code bytes-cell}; or {@code whole-word} for a column of
 * short words that read wrong cut, like an operation's "encode"), and every cell whose text
 * {@linkplain #looksNumeric reads as a number}, is measured; a column whose text does not fit gets
 * that width as its minimum, so a constrained resize policy takes the room from the prose columns
 * instead of cutting a number to "44…". Minimums only grow while the table lives (a column that
 * once held a wide number keeps its room, so columns do not jump while scrolling). Column headers
 * keep their text the same way.
 *
 * <p>Text that is still cut short (prose in a narrow column) gets its full value as a tooltip,
 * unless the cell set a tooltip of its own. Runs on the FX thread only.
 */
public final class ColumnFit {
  /** Style classes that mark a column as holding numbers. */
  public static final Set<String> NUMBER_CLASSES =
      Set.of("numeric", "number-cell", "number-column", "bytes-cell", "whole-word");

  /**
   * The style class of a column whose text may be cut even when it reads as a number (a decoded
   * value: a timestamp to the nanosecond next to names that must read whole): never widened, and a
   * cut text gets its tooltip.
   */
  public static final String MAY_CUT = "may-cut";

  private static final String OWN_TIP = "wirebench.column-fit.tooltip";
  private static final double SLACK = 2;
  private static final double HEADER_PADDING = 22;

  private final Control table;
  private final Map<TableColumnBase<?, ?>, Double> needed = new HashMap<>();
  private final Text probe = new Text();
  private final Runnable afterLayout = this::afterLayout;

  private ColumnFit(Control table) {
    this.table = table;
    table.sceneProperty().addListener((obs, old, scene) -> moved(old, scene));
    moved(null, table.getScene());
  }

  /** Keeps the numbers of {@code table} whole and gives cut prose a tooltip. */
  public static void install(TableView<?> table) {
    new ColumnFit(table);
  }

  /** The same for a tree table (e.g. decoded fields with their values). */
  public static void install(TreeTableView<?> table) {
    new ColumnFit(table);
  }

  private void moved(Scene old, Scene scene) {
    if (old != null) {
      old.removePostLayoutPulseListener(afterLayout);
    }
    if (scene != null) {
      scene.addPostLayoutPulseListener(afterLayout);
    }
  }

  private void afterLayout() {
    if (table.getWidth() <= 0 || !showing(table)) {
      return;
    }
    for (Node node : table.lookupAll(".indexed-cell")) {
      if (node instanceof IndexedCell<?> cell && showing(cell)) {
        TableColumnBase<?, ?> column = columnOf(cell);
        if (column != null) {
          fit(cell, column);
        }
      }
    }
    for (Node node : table.lookupAll(".column-header")) {
      if (node instanceof TableColumnHeader header) {
        headerFit(header);
      }
    }
  }

  private void fit(IndexedCell<?> cell, TableColumnBase<?, ?> column) {
    String text = cell.getText();
    if (text == null || text.isEmpty() || cell.isEmpty()) {
      return;
    }
    double width = textWidth(text, cell.getFont()) + textLeft(cell, column);
    width += cell.snappedRightInset() + SLACK;
    if (column.getStyleClass().contains(MAY_CUT)) {
      tip(cell, text, width > cell.getWidth() + 0.5);
    } else if (number(column) || cellMarked(cell) || looksNumeric(text)) {
      widen(column, width);
    } else {
      tip(cell, text, width > cell.getWidth() + 0.5);
    }
  }

  private void headerFit(TableColumnHeader header) {
    TableColumnBase<?, ?> column = header.getTableColumn();
    if (column == null || !column.getColumns().isEmpty()) {
      return;
    }
    for (Node child : header.getChildrenUnmodifiable()) {
      if (child instanceof Labeled label && label.getText() != null && !label.getText().isEmpty()) {
        // room for the sort arrow beside the title
        double width = textWidth(label.getText(), label.getFont()) + HEADER_PADDING;
        if (width > header.getWidth() + 0.5) {
          widen(column, width);
        }
      }
    }
  }

  private void widen(TableColumnBase<?, ?> column, double width) {
    double want = Math.ceil(Math.max(width, needed.getOrDefault(column, 0.0)));
    if (want > column.getMinWidth() + 0.5 && want > column.getWidth() + 0.5) {
      needed.put(column, want);
      column.setMinWidth(want);
      if (column.getPrefWidth() < want) {
        column.setPrefWidth(want);
      }
    }
  }

  private static void tip(IndexedCell<?> cell, String text, boolean cut) {
    Tooltip current = cell.getTooltip();
    boolean ours = current != null && current.getProperties().containsKey(OWN_TIP);
    if (cut && (current == null || ours)) {
      if (!ours || !text.equals(current.getText())) {
        Tooltip tip = new Tooltip(text);
        tip.getProperties().put(OWN_TIP, Boolean.TRUE);
        cell.setTooltip(tip);
      }
    } else if (!cut && ours) {
      cell.setTooltip(null);
    }
  }

  /**
   * Where a cell's text starts: after its padding, and in a tree's own column after the indent and
   * the disclosure arrow of the row's level (the skin lays the text out there; a name three levels
   * deep needs 30 px more than at the root).
   */
  private static double textLeft(IndexedCell<?> cell, TableColumnBase<?, ?> column) {
    if (cell instanceof TreeTableCell<?, ?> treeCell && treeColumn(treeCell, column)) {
      for (Node child : cell.getChildrenUnmodifiable()) {
        if (child instanceof Text text && text.isVisible()) {
          return Math.max(cell.snappedLeftInset(), text.getBoundsInParent().getMinX());
        }
      }
    }
    return cell.snappedLeftInset();
  }

  private static boolean treeColumn(TreeTableCell<?, ?> cell, TableColumnBase<?, ?> column) {
    TreeTableView<?> tree = cell.getTreeTableView();
    if (tree == null) {
      return false;
    }
    Object own = tree.getTreeColumn();
    return own != null ? own == column : tree.getVisibleLeafColumns().indexOf(column) == 0;
  }

  private double textWidth(String text, Font font) {
    probe.setFont(font);
    probe.setText(text);
    return probe.getLayoutBounds().getWidth();
  }

  private static TableColumnBase<?, ?> columnOf(IndexedCell<?> cell) {
    if (cell instanceof TableCell<?, ?> tableCell) {
      return tableCell.getTableColumn();
    }
    if (cell instanceof TreeTableCell<?, ?> treeCell) {
      return treeCell.getTableColumn();
    }
    return null;
  }

  private static boolean cellMarked(IndexedCell<?> cell) {
    return cell.getStyleClass().stream().anyMatch(NUMBER_CLASSES::contains);
  }

  /**
   * Whether a text reads as a number, a date or a value with its unit ("44,812,345.7 ± 1.8", "−25.0
   * %", "2026-11-24 23:09"): at least 30 % of its visible characters are digits. Prose that merely
   * holds a digit ("seed run 1", "Temurin 17.0.15") does not.
   */
  public static boolean looksNumeric(String text) {
    int digits = 0;
    int visible = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (!Character.isWhitespace(c)) {
        visible++;
        if (Character.isDigit(c)) {
          digits++;
        }
      }
    }
    return digits > 0 && digits * 10 >= visible * 3;
  }

  /** Whether a column is marked as holding numbers (see {@link #NUMBER_CLASSES}). */
  public static boolean number(TableColumnBase<?, ?> column) {
    return column.getStyleClass().stream().anyMatch(NUMBER_CLASSES::contains);
  }

  private static boolean showing(Node node) {
    for (Node n = node; n != null; n = n.getParent()) {
      if (!n.isVisible()) {
        return false;
      }
    }
    return true;
  }
}
