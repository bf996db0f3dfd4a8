package dev.wirebench.app.compare;

import dev.wirebench.engine.profile.ProfileDiff;
import java.util.Locale;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.ObservableList;
import javafx.collections.transformation.SortedList;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;

/**
 * The biggest movers of a differential profile: frame, share in A and B, the change in percentage
 * points and whether the rule supports it. Sorts on the numbers, not their text.
 */
final class MoversTable {
  private MoversTable() {}

  static TableView<ProfileDiff.Mover> of(ObservableList<ProfileDiff.Mover> movers) {
    TableView<ProfileDiff.Mover> table = new TableView<>();
    table.setId("profile-diff-movers");
    SortedList<ProfileDiff.Mover> sorted = new SortedList<>(movers);
    sorted.comparatorProperty().bind(table.comparatorProperty());
    table.setItems(sorted);
    table.setPlaceholder(new Label("No differential to show"));
    TableColumn<ProfileDiff.Mover, String> frame = new TableColumn<>("Frame");
    frame.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().frame()));
    frame.setPrefWidth(620);
    TableColumn<ProfileDiff.Mover, String> change = new TableColumn<>("Change");
    change.setCellValueFactory(
        c -> new ReadOnlyObjectWrapper<>(ProfileDiffView.verdict(c.getValue().change())));
    table
        .getColumns()
        .setAll(
            java.util.List.of(
                frame,
                percent("A %", m -> m.shareA() * 100, "%.2f"),
                percent("B %", m -> m.shareB() * 100, "%.2f"),
                percent("Δ pp", m -> m.delta() * 100, "%+.2f"),
                change));
    table.setMinHeight(0);
    return table;
  }

  private static TableColumn<ProfileDiff.Mover, Double> percent(
      String title, Function<ProfileDiff.Mover, Double> value, String format) {
    TableColumn<ProfileDiff.Mover, Double> column = new TableColumn<>(title);
    column.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(value.apply(c.getValue())));
    column.setCellFactory(
        c ->
            new TableCell<>() {
              @Override
              protected void updateItem(Double item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : String.format(Locale.ROOT, format, item));
              }
            });
    column.setStyle("-fx-alignment: CENTER-RIGHT;");
    column.setPrefWidth(80);
    return column;
  }
}
