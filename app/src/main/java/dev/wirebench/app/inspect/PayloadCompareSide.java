package dev.wirebench.app.inspect;

import java.util.List;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * One side of a payload comparison: a title, the payload, the bytes marked as differing, and its
 * own field selection (kept on the same path as the other side's). FX thread only.
 */
public final class PayloadCompareSide {
  private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper note = new ReadOnlyStringWrapper("");
  private final ReadOnlyObjectWrapper<PayloadLayout> layout = new ReadOnlyObjectWrapper<>();
  private final ReadOnlyObjectWrapper<List<ByteRange>> changed =
      new ReadOnlyObjectWrapper<>(List.of());
  private final FieldSelection selection = new FieldSelection();

  void show(String heading, PayloadLayout payload, List<ByteRange> marks, String remark) {
    title.set(heading);
    layout.set(payload);
    changed.set(List.copyOf(marks));
    note.set(remark == null ? "" : remark);
    selection.setLayout(payload);
  }

  /** E.g. {@code json · 397 B}. */
  public ReadOnlyStringProperty titleProperty() {
    return title.getReadOnlyProperty();
  }

  /** Why there is no payload (n/a, load error), or empty. */
  public ReadOnlyStringProperty noteProperty() {
    return note.getReadOnlyProperty();
  }

  public ReadOnlyObjectProperty<PayloadLayout> layoutProperty() {
    return layout.getReadOnlyProperty();
  }

  /** Bytes with no equal counterpart on the other side (empty when comparing codecs). */
  public ReadOnlyObjectProperty<List<ByteRange>> changedProperty() {
    return changed.getReadOnlyProperty();
  }

  public FieldSelection selection() {
    return selection;
  }
}
