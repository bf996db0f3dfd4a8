package dev.wirebench.app.shell;

import java.util.List;
import java.util.Map;
import javafx.event.ActionEvent;
import javafx.geometry.Insets;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/** Help ▸ About: the versions of Wirebench, Java, JavaFX, the OS and every codec library. */
final class AboutDialog {
  private AboutDialog() {}

  static Dialog<ButtonType> create(Window owner, AboutInfo about, List<String> stylesheets) {
    Dialog<ButtonType> dialog = new Dialog<>();
    dialog.setTitle("About Wirebench");
    dialog.setHeaderText("Wirebench — a workbench for market-data message codecs");
    if (owner != null && owner.isShowing()) {
      dialog.initOwner(owner);
    }
    GridPane grid = new GridPane();
    grid.setHgap(16);
    grid.setVgap(4);
    int row = addRows(grid, 0, about.versions());
    Label codecsTitle = new Label("Codecs and the libraries doing their work");
    codecsTitle.getStyleClass().add("pane-title");
    codecsTitle.setPadding(new Insets(10, 0, 2, 0));
    grid.add(codecsTitle, 0, row++, 2, 1);
    addRows(grid, row, about.codecs());
    VBox content = new VBox(grid);
    content.setPadding(new Insets(4, 0, 0, 0));
    ScrollPane scroll = new ScrollPane(content);
    scroll.setFitToWidth(true);
    scroll.setPrefViewportHeight(Math.min(520, 160 + 24 * about.codecs().size()));
    scroll.getStyleClass().add("about-scroll");
    dialog.getDialogPane().setContent(scroll);
    dialog.getDialogPane().setId("about-dialog");
    dialog.getDialogPane().setPrefWidth(620);
    dialog.getDialogPane().getStylesheets().setAll(stylesheets);
    ButtonType copy = new ButtonType("Copy", ButtonBar.ButtonData.LEFT);
    dialog.getDialogPane().getButtonTypes().setAll(copy, ButtonType.CLOSE);
    dialog
        .getDialogPane()
        .lookupButton(copy)
        .addEventFilter(
            ActionEvent.ACTION,
            e -> {
              ClipboardContent text = new ClipboardContent();
              text.putString(about.asText());
              Clipboard.getSystemClipboard().setContent(text);
              e.consume(); // keep the dialog open
            });
    return dialog;
  }

  private static int addRows(GridPane grid, int first, List<Map.Entry<String, String>> rows) {
    int row = first;
    for (Map.Entry<String, String> entry : rows) {
      Label key = new Label(entry.getKey());
      key.getStyleClass().add("dim");
      Label value = new Label(entry.getValue());
      value.setWrapText(true);
      grid.addRow(row++, key, value);
    }
    return row;
  }
}
