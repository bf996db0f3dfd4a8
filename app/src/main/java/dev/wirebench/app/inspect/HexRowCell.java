package dev.wirebench.app.inspect;

import javafx.scene.AccessibleAttribute;
import javafx.scene.AccessibleRole;
import javafx.scene.control.ListCell;

/**
 * One row of a {@link HexView}: the offset, 16 (or 8) hex bytes and their ASCII, drawn by one
 * {@link HexLine} that is made once per cell and refilled as the cell is reused for other rows.
 * Screen readers get the row as one line of text.
 */
final class HexRowCell extends ListCell<Integer> {
  private final HexView view;
  private final int perRow;
  private final HexLine line;

  HexRowCell(HexView view, int perRow) {
    this.view = view;
    this.perRow = perRow;
    this.line = new HexLine(view.byteTooltip());
    getStyleClass().add("hex-row");
    setAccessibleRole(AccessibleRole.TEXT);
    setText(null);
  }

  /** This cell's row, or -1 when it shows none. */
  int row() {
    return isEmpty() || getItem() == null ? -1 : getItem();
  }

  /** The bytes per row this cell was made for. */
  int perRow() {
    return perRow;
  }

  HexLine line() {
    return line;
  }

  /** The row as text, computed when a screen reader asks rather than for every row shown. */
  @Override
  public Object queryAccessibleAttribute(AccessibleAttribute attribute, Object... parameters) {
    PayloadLayout layout = view.layoutProperty().get();
    if (attribute == AccessibleAttribute.TEXT && row() >= 0 && layout != null) {
      return HexRuns.describe(layout, row() * perRow, perRow);
    }
    return super.queryAccessibleAttribute(attribute, parameters);
  }

  @Override
  protected void updateItem(Integer row, boolean empty) {
    super.updateItem(row, empty);
    PayloadLayout layout = view.layoutProperty().get();
    if (empty || row == null || layout == null) {
      setGraphic(null);
      return;
    }
    int start = row * perRow;
    line.show(
        HexRuns.offset(start),
        perRow,
        HexRuns.count(layout, start, perRow),
        HexRuns.of(layout, start, perRow, view.marks()));
    setGraphic(line);
  }
}
