package dev.wirebench.app.shell;

import javafx.scene.control.Alert;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Modality;
import javafx.stage.Stage;

/**
 * Shows error reports as a dialog: a plain sentence, and the cause chain with the log file's path
 * behind "Show details". One at a time — errors arriving while one is open are already in the log.
 */
final class ErrorDialogs {
  private final Stage owner;
  private Alert open;

  ErrorDialogs(Stage owner) {
    this.owner = owner;
  }

  void show(ErrorReport report) {
    show(report, () -> {});
  }

  /** Shows a report; {@code afterwards} runs when the user closes it. */
  void show(ErrorReport report, Runnable afterwards) {
    if (open != null) {
      return;
    }
    Alert alert = new Alert(Alert.AlertType.ERROR);
    alert.setTitle("Wirebench — error");
    alert.setHeaderText("Something went wrong");
    Label sentence = new Label(report.sentence());
    sentence.setWrapText(true);
    alert.getDialogPane().setContent(sentence);
    TextArea details = new TextArea(report.details());
    details.setId("error-details");
    details.setEditable(false);
    details.setWrapText(true);
    details.setPrefRowCount(8);
    VBox.setVgrow(details, Priority.ALWAYS);
    alert.getDialogPane().setExpandableContent(new VBox(details));
    alert.getDialogPane().setId("error-dialog");
    alert.getDialogPane().setPrefWidth(560);
    if (owner.getScene() != null) {
      alert.getDialogPane().getStylesheets().setAll(owner.getScene().getStylesheets());
    }
    if (owner.isShowing()) {
      alert.initOwner(owner);
    }
    alert.initModality(Modality.WINDOW_MODAL);
    open = alert;
    alert.setOnHidden(
        e -> {
          open = null;
          afterwards.run();
        });
    alert.show();
  }
}
