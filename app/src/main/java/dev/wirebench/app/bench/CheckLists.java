package dev.wirebench.app.bench;

import dev.wirebench.app.fx.Scrolling;
import java.util.List;
import java.util.function.Function;
import javafx.beans.value.ObservableValue;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.scene.control.Tooltip;
import javafx.scene.control.cell.CheckBoxListCell;
import javafx.util.StringConverter;
import org.controlsfx.control.CheckListView;

/**
 * Keeps a ControlsFX {@link CheckListView}'s checked items and a view model's list of chosen keys
 * in step, both ways.
 */
final class CheckLists {
  private CheckLists() {}

  /**
   * Binds {@code view}'s checks to {@code chosen}.
   *
   * @param key what the view model stores for an item (e.g. a codec's id)
   * @param text what the list shows for an item
   * @param tip the item's tooltip, or null for none
   */
  static <T, K> void bind(
      CheckListView<T> view,
      ObservableList<K> chosen,
      Function<T, K> key,
      Function<T, String> text,
      Function<T, String> tip) {
    view.setCellFactory(list -> cell(view, text, tip));
    boolean[] syncing = {false};
    Runnable fromModel =
        () -> {
          syncing[0] = true;
          try {
            for (T item : view.getItems()) {
              boolean want = chosen.contains(key.apply(item));
              if (want != view.getCheckModel().isChecked(item)) {
                if (want) {
                  view.getCheckModel().check(item);
                } else {
                  view.getCheckModel().clearCheck(item);
                }
              }
            }
          } finally {
            syncing[0] = false;
          }
        };
    fromModel.run();
    chosen.addListener((ListChangeListener<K>) change -> fromModel.run());
    view.getItems().addListener((ListChangeListener<T>) change -> fromModel.run());
    view.getCheckModel()
        .getCheckedItems()
        .addListener(
            (ListChangeListener<T>)
                change -> {
                  if (syncing[0]) {
                    return;
                  }
                  while (change.next()) {
                    for (T removed : change.getRemoved()) {
                      chosen.remove(key.apply(removed));
                    }
                    for (T added : change.getAddedSubList()) {
                      K k = key.apply(added);
                      if (!chosen.contains(k)) {
                        chosen.add(k);
                      }
                    }
                  }
                });
  }

  /** A check-box cell showing {@code text}, with {@code tip} (if any) as its tooltip. */
  private static <T> CheckBoxListCell<T> cell(
      CheckListView<T> view, Function<T, String> text, Function<T, String> tip) {
    StringConverter<T> converter =
        new StringConverter<>() {
          @Override
          public String toString(T item) {
            return item == null ? "" : text.apply(item);
          }

          @Override
          public T fromString(String string) {
            throw new UnsupportedOperationException("read-only list");
          }
        };
    CheckBoxListCell<T> cell =
        new CheckBoxListCell<>(view::getItemBooleanProperty, converter) {
          @Override
          public void updateItem(T item, boolean empty) {
            super.updateItem(item, empty);
            setTooltip(
                empty || item == null || tip == null
                    ? null
                    : new Tooltip(text.apply(item) + "\n" + tip.apply(item)));
          }
        };
    // Long names end in "…" instead of giving the list a horizontal scroll bar.
    cell.setPrefWidth(0);
    return cell;
  }

  /** Checks all or none of {@code view}'s items. */
  static <T> void checkAll(CheckListView<T> view, boolean all) {
    List<T> items = List.copyOf(view.getItems());
    if (all) {
      view.getCheckModel().checkAll();
    } else {
      items.forEach(view.getCheckModel()::clearCheck);
    }
  }

  /** Selects and scrolls to each item {@code reveal} names (a file added at the list's end). */
  static <T> void revealOn(CheckListView<T> view, ObservableValue<T> reveal) {
    reveal.addListener(
        (obs, old, item) -> {
          int row = item == null ? -1 : view.getItems().indexOf(item);
          if (row >= 0) {
            view.getSelectionModel().clearAndSelect(row);
            Scrolling.reveal(view, row, view::scrollTo);
          }
        });
  }
}
