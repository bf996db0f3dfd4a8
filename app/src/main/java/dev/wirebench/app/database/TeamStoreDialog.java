package dev.wirebench.app.database;

import java.util.List;
import javafx.application.Platform;
import javafx.event.ActionEvent;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.PasswordField;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/**
 * File ▸ Open Team Store…: the PostgreSQL URL (offered from last time), a password field, a
 * "connecting" state and the one-line reason when the store cannot be opened. Connect keeps the
 * dialog open until the {@link DatabaseViewModel} has switched to the store; Cancel leaves the app
 * on the store it is on. The password field is emptied whenever the dialog opens or closes.
 */
public final class TeamStoreDialog {
  private static final ButtonType CONNECT = new ButtonType("Connect", ButtonBar.ButtonData.OK_DONE);

  private final DatabaseViewModel model;
  private final Dialog<ButtonType> dialog = new Dialog<>();
  private final PasswordField password = new PasswordField();

  public TeamStoreDialog(Window owner, DatabaseViewModel model, List<String> stylesheets) {
    this.model = model;
    dialog.setTitle("Open Team Store");
    dialog.setHeaderText("Open a PostgreSQL team store that many hosts write their runs into");
    if (owner != null) {
      dialog.initOwner(owner);
    }
    dialog.getDialogPane().setId("team-store-dialog");
    dialog.getDialogPane().getStylesheets().setAll(stylesheets);
    dialog.getDialogPane().setPrefWidth(640);
    dialog.getDialogPane().setContent(content());
    dialog.getDialogPane().getButtonTypes().setAll(CONNECT, ButtonType.CANCEL);
    Node connect = dialog.getDialogPane().lookupButton(CONNECT);
    connect.setId("team-store-connect");
    connect.disableProperty().bind(model.connectingProperty());
    connect.addEventFilter(
        ActionEvent.ACTION,
        e -> {
          e.consume(); // stays open until the store is open, or says why it is not
          model.openTeamStore(model.teamStoreUrlProperty().get(), password.getText());
        });
    Node cancel = dialog.getDialogPane().lookupButton(ButtonType.CANCEL);
    cancel.setId("team-store-cancel");
    // A connection under way ends within the driver's connect timeout; until then the outcome
    // belongs to this dialog.
    cancel.disableProperty().bind(model.connectingProperty());
    model
        .locationProperty()
        .addListener(
            (o, old, now) -> {
              if (dialog.isShowing() && now.isTeamStore()) {
                dialog.close();
              }
            });
    dialog.setOnHidden(e -> password.clear());
  }

  private VBox content() {
    TextField url = new TextField();
    url.setId("team-store-url");
    url.setPromptText("postgresql://user@host:5432/wirebench?sslmode=require");
    url.textProperty().bindBidirectional(model.teamStoreUrlProperty());
    HBox.setHgrow(url, Priority.ALWAYS);
    password.setId("team-store-password");
    password.setPromptText("empty: from the URL, PGPASSWORD or ~/.pgpass");
    GridPane grid = new GridPane();
    grid.setHgap(10);
    grid.setVgap(8);
    grid.addRow(0, new Label("URL"), url);
    grid.addRow(1, new Label("Password"), password);
    GridPane.setHgrow(url, Priority.ALWAYS);
    GridPane.setHgrow(password, Priority.ALWAYS);
    Label hint =
        new Label(
            "A postgresql:// or jdbc:postgresql:// URL; sslmode and the other TLS settings pass"
                + " through. The password is used for this session only and never saved.");
    hint.getStyleClass().add("dim");
    hint.setWrapText(true);
    hint.setMinHeight(Region.USE_PREF_SIZE);
    ProgressIndicator spinner = new ProgressIndicator();
    spinner.setPrefSize(18, 18);
    Label connecting = new Label("Connecting…");
    HBox progress = new HBox(8, spinner, connecting);
    progress.setId("team-store-progress");
    progress.visibleProperty().bind(model.connectingProperty());
    progress.managedProperty().bind(model.connectingProperty());
    Label error = new Label();
    error.setId("team-store-error");
    error.getStyleClass().add("error-detail");
    error.setWrapText(true);
    error.textProperty().bind(model.errorProperty());
    error.visibleProperty().bind(model.errorProperty().isNotEmpty());
    error.managedProperty().bind(error.visibleProperty());
    error.setMinHeight(Region.USE_PREF_SIZE);
    // The window does not grow by itself when a line appears or wraps: the whole reason shows.
    error.textProperty().addListener((o, old, now) -> Platform.runLater(this::fitWindow));
    VBox box = new VBox(10, grid, hint, progress, error);
    box.getStyleClass().add("team-store-form");
    box.setPadding(new Insets(4, 8, 0, 8));
    return box;
  }

  private void fitWindow() {
    if (dialog.isShowing()) {
      dialog.getDialogPane().getScene().getWindow().sizeToScene();
    }
  }

  /** Shows the dialog (not waiting), with the URL opened last and no password, error cleared. */
  public void show() {
    if (dialog.isShowing()) {
      dialog.getDialogPane().getScene().getWindow().requestFocus();
      return;
    }
    model.dismissMessages();
    password.clear();
    dialog.show();
  }

  /** Whether it is showing (tests). */
  public boolean isShowing() {
    return dialog.isShowing();
  }
}
