package dev.wirebench.app.inspect;

import java.io.File;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.stage.FileChooser;

/**
 * The schema of a JSON file whose shape Wirebench has no model for, as a Wirebench schema file
 * (inferred from the messages, or the user's own read back), with "Save schema…": edit it and open
 * the file again with it.
 */
final class SchemaPane extends BorderPane {
  SchemaPane(InspectViewModel model) {
    setId("schema-pane");
    TextArea text = new TextArea();
    text.setId("schema-text");
    text.setEditable(false);
    text.getStyleClass().add("mono");
    text.textProperty().bind(model.schemaTextProperty());
    Button save = new Button("Save schema…");
    save.setId("save-schema");
    save.setTooltip(
        new Tooltip(
            "Write this schema to a file; edit it, then Open with schema… reads the messages"
                + " against it (also: wirebench inspect FILE --schema SCHEMA)"));
    save.disableProperty().bind(model.schemaTextProperty().isEmpty());
    save.setOnAction(e -> chooseAndSave(model));
    Label hint = new Label("The schema Wirebench reads this file against");
    hint.getStyleClass().add("dim");
    hint.setMinWidth(0);
    HBox.setHgrow(hint, Priority.ALWAYS);
    HBox bar = new HBox(8, hint, save);
    bar.setAlignment(Pos.CENTER_LEFT);
    setTop(bar);
    setCenter(text);
    BorderPane.setMargin(bar, new Insets(0, 0, 6, 0));
    setPadding(new Insets(8));
  }

  private void chooseAndSave(InspectViewModel model) {
    FileChooser chooser = new FileChooser();
    chooser.setTitle("Save schema");
    chooser.setInitialFileName(model.actions().suggestedSchemaName());
    chooser
        .getExtensionFilters()
        .add(new FileChooser.ExtensionFilter("Wirebench schema (*.json)", "*.json"));
    File file = chooser.showSaveDialog(getScene().getWindow());
    if (file != null) {
      // the platform's save dialog asks before it returns an existing file
      model.actions().saveSchema(file.toPath(), true);
    }
  }
}
