package dev.wirebench.app.inspect;

import dev.wirebench.engine.codec.SpanKind;
import java.util.List;
import java.util.Locale;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;

/**
 * One row of a {@link HexView}: the offset, 16 (or 8) hex bytes and their ASCII. Its labels are
 * made once per cell and refilled as the cell is reused for other rows.
 */
final class HexRowCell extends ListCell<Integer> {
  private static final String[] HEX = new String[256];
  private static final List<String> MARKS =
      List.of("selected", "hovered", "changed", "sel-first", "sel-last");

  static {
    for (int i = 0; i < 256; i++) {
      HEX[i] = String.format(Locale.ROOT, "%02X", i);
    }
  }

  private final HexView view;
  private final Label offset = new Label();
  private final int perRow;
  private final Label[] hex;
  private final Label[] ascii;
  private final HBox box = new HBox();

  HexRowCell(HexView view, int perRow) {
    this.view = view;
    this.perRow = perRow;
    this.hex = new Label[perRow];
    this.ascii = new Label[perRow];
    getStyleClass().add("hex-row");
    offset.getStyleClass().add("hex-offset");
    HBox bytes = new HBox();
    bytes.getStyleClass().add("hex-bytes");
    HBox chars = new HBox();
    chars.getStyleClass().add("hex-chars");
    Tooltip tooltip = view.byteTooltip();
    for (int i = 0; i < perRow; i++) {
      hex[i] = cellLabel("hex-byte", tooltip);
      ascii[i] = cellLabel("hex-char", tooltip);
      if (i == perRow / 2) {
        Region gap = new Region();
        gap.getStyleClass().add("hex-gap");
        bytes.getChildren().add(gap);
      }
      bytes.getChildren().add(hex[i]);
      chars.getChildren().add(ascii[i]);
    }
    box.getChildren().addAll(offset, bytes, chars);
    box.getStyleClass().add("hex-line");
    setText(null);
  }

  private static Label cellLabel(String style, Tooltip tooltip) {
    Label label = new Label();
    label.getStyleClass().add(style);
    label.setMinWidth(Region.USE_PREF_SIZE);
    Tooltip.install(label, tooltip);
    return label;
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
    offset.setText(String.format(Locale.ROOT, "%08X", start));
    for (int i = 0; i < perRow; i++) {
      int at = start + i;
      if (at < layout.size()) {
        int b = layout.byteAt(at);
        fill(hex[i], HEX[b], at, layout);
        fill(ascii[i], b >= 0x20 && b < 0x7F ? String.valueOf((char) b) : "·", at, layout);
      } else {
        clear(hex[i], "  ");
        clear(ascii[i], " ");
      }
    }
    setGraphic(box);
  }

  private void fill(Label label, String text, int at, PayloadLayout layout) {
    label.setText(text);
    label.setUserData(at);
    List<String> styles = label.getStyleClass();
    styles.removeIf(s -> s.startsWith("kind-") || MARKS.contains(s));
    SpanKind kind = layout.kindAt(at);
    styles.add(kind == null ? "kind-none" : "kind-" + PayloadLayout.kindName(kind));
    if (view.isSelected(at)) {
      styles.add("selected");
      if (!view.isSelected(at - 1) || at % perRow == 0) {
        styles.add("sel-first");
      }
      if (!view.isSelected(at + 1) || at % perRow == perRow - 1) {
        styles.add("sel-last");
      }
    }
    if (view.isHovered(at)) {
      styles.add("hovered");
    }
    if (view.isChanged(at)) {
      styles.add("changed");
    }
  }

  private static void clear(Label label, String blank) {
    label.setText(blank);
    label.setUserData(null);
    label.getStyleClass().removeIf(s -> s.startsWith("kind-") || MARKS.contains(s));
  }
}
