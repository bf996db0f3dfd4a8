package dev.wirebench.app.inspect;

import java.util.Locale;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * The field selection of one hex view, linked to a tree: the selected field path, the bytes it
 * covers in the current payload, and the byte under the pointer. The path survives a change of
 * payload (another codec), so the same field stays selected. FX thread only.
 */
public final class FieldSelection {
  private final ReadOnlyStringWrapper path = new ReadOnlyStringWrapper();
  private final ReadOnlyObjectWrapper<ByteRange> range = new ReadOnlyObjectWrapper<>();
  private final ReadOnlyObjectWrapper<ByteRange> hover = new ReadOnlyObjectWrapper<>();
  private final ReadOnlyStringWrapper info = new ReadOnlyStringWrapper("");
  private PayloadLayout layout;

  /** Switches to another payload, keeping the selected path. */
  public void setLayout(PayloadLayout newLayout) {
    layout = newLayout;
    hover.set(null);
    selectPath(path.get());
  }

  /** Selects a field path (null clears); its bytes in the payload become the range. */
  public void selectPath(String fieldPath) {
    path.set(fieldPath);
    range.set(layout == null || fieldPath == null ? null : layout.rangeOf(fieldPath));
    info.set(describeSelection());
  }

  /**
   * A click on a byte: selects its field as the tree knows it (the nearest enclosing node), or just
   * the byte's span if it belongs to no field.
   */
  public void clickByte(int offset, FieldNode tree) {
    if (layout == null || offset < 0 || offset >= layout.size()) {
      return;
    }
    String field = layout.fieldAt(offset);
    if (field != null && tree != null) {
      selectPath(tree.nearest(field).path());
      return;
    }
    path.set(null);
    range.set(layout.leafRange(offset));
    info.set(layout.describe(offset));
  }

  /** The pointer is over a byte (-1: none): its span is the hover range. */
  public void hoverByte(int offset) {
    if (layout == null || offset < 0 || offset >= layout.size()) {
      hover.set(null);
      info.set(describeSelection());
      return;
    }
    hover.set(layout.leafRange(offset));
    info.set(layout.describe(offset));
  }

  public void clear() {
    selectPath(null);
  }

  /** The selected field path, or null. */
  public String path() {
    return path.get();
  }

  public ReadOnlyStringProperty pathProperty() {
    return path.getReadOnlyProperty();
  }

  /** The selected bytes, or null. */
  public ReadOnlyObjectProperty<ByteRange> rangeProperty() {
    return range.getReadOnlyProperty();
  }

  /** The span under the pointer, or null. */
  public ReadOnlyObjectProperty<ByteRange> hoverProperty() {
    return hover.getReadOnlyProperty();
  }

  /** One line about the byte under the pointer, else about the selection. */
  public ReadOnlyStringProperty infoProperty() {
    return info.getReadOnlyProperty();
  }

  /** What a tooltip says about a byte. */
  public String describe(int offset) {
    return layout == null ? "" : layout.describe(offset);
  }

  private String describeSelection() {
    ByteRange selected = range.get();
    String selectedPath = path.get();
    if (layout == null) {
      return "";
    }
    if (selectedPath == null || selected == null) {
      return selectedPath == null
          ? "Click a byte or a field to select it."
          : (selectedPath.isEmpty() ? "the message" : selectedPath)
              + " · not in this payload (the codec does not write it here)";
    }
    return String.format(
        Locale.ROOT,
        "%s · offset %d (0x%04X) · %d %s",
        selectedPath.isEmpty() ? "the message" : selectedPath,
        selected.start(),
        selected.start(),
        selected.length(),
        selected.length() == 1 ? "byte" : "bytes");
  }
}
