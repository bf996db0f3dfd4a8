package dev.wirebench.app.profile;

import dev.wirebench.engine.profile.ProfileEvent;
import dev.wirebench.storage.StoredProfile;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;

/**
 * The profile's table beside its flame graph: hot frames (self %, total %, frame) for a CPU
 * profile, allocation sites (bytes %, MB sampled, type, allocating frame) for an allocation one —
 * the tables {@code wirebench profile} prints. Headers follow the shown profile's event.
 */
final class ProfileTable {
  private ProfileTable() {}

  static TableView<ProfileRow> of(ProfileViewModel model) {
    TableView<ProfileRow> table = new TableView<>(model.rows());
    table.setId("profile-table");
    table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
    table.setPlaceholder(new Label("No stacks to list for this choice."));
    TableColumn<ProfileRow, String> first = column(ProfileRow::first, 80);
    TableColumn<ProfileRow, String> second = column(ProfileRow::second, 80);
    TableColumn<ProfileRow, String> name = column(ProfileRow::name, 320);
    TableColumn<ProfileRow, String> where = column(ProfileRow::where, 320);
    for (TableColumn<ProfileRow, String> number : java.util.List.of(first, second)) {
      number.setStyle("-fx-alignment: CENTER-RIGHT;");
      number.setMaxWidth(110); // numbers: the frame names get the width
    }
    table.getColumns().add(first);
    table.getColumns().add(second);
    table.getColumns().add(name);
    table.getColumns().add(where);
    Runnable headers =
        () -> {
          StoredProfile shown = model.shownProperty().get();
          boolean alloc = shown != null && shown.profile().event() == ProfileEvent.ALLOC;
          first.setText(alloc ? "Bytes %" : "Self %");
          second.setText(alloc ? "MB sampled" : "Total %");
          name.setText(alloc ? "Type" : "Frame");
          where.setText("Allocated in");
          where.setVisible(alloc);
        };
    model.shownProperty().addListener((o, old, now) -> headers.run());
    headers.run();
    return table;
  }

  private static TableColumn<ProfileRow, String> column(
      Function<ProfileRow, String> value, double width) {
    TableColumn<ProfileRow, String> column = new TableColumn<>();
    column.setCellValueFactory(c -> new ReadOnlyStringWrapper(value.apply(c.getValue())));
    column.setPrefWidth(width);
    column.setSortable(false);
    return column;
  }
}
