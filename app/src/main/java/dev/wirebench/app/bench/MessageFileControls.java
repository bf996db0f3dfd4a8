package dev.wirebench.app.bench;

import dev.wirebench.app.widgets.SchemaMessageChooser;
import dev.wirebench.app.widgets.Toolbars;
import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javafx.collections.ListChangeListener;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Tooltip;
import javafx.scene.input.DragEvent;
import javafx.scene.input.TransferMode;
import javafx.stage.FileChooser;
import javafx.stage.Window;

/**
 * The Benchmark screen's ways to bring a message file, all ending in {@link MessageFiles#open}:
 * "Open message file…" (schema inferred), "…with schema…" (a message file, then its schema file),
 * the recent files shared with Inspect, and dropping {@code .json}/{@code .ndjson} files onto the
 * screen. A view helper: it forwards choices and holds no state.
 */
public final class MessageFileControls {
  private MessageFileControls() {}

  /** The row of buttons under the fixture list. */
  static Node buttons(MessageFiles files) {
    return buttons(files, "bench");
  }

  /** The row of buttons, their ids starting with {@code idPrefix} (one per screen). */
  public static Node buttons(MessageFiles files, String idPrefix) {
    Button open = new Button("Open message file…");
    open.setId(idPrefix + "-open-file");
    open.setTooltip(
        new Tooltip(
            "Any JSON message file (an object, an array of objects or NDJSON): a shape Wirebench"
                + " has no model for is read with a schema inferred from it"));
    open.setOnAction(e -> chooseMessages(open).ifPresent(file -> files.open(file, null)));
    Button withSchema = new Button("With schema…");
    withSchema.setId(idPrefix + "-open-with-schema");
    withSchema.setTooltip(
        new Tooltip(
            "A message file, then the schema to read it with (Wirebench schema, .avsc, .proto or"
                + " SBE .xml; a schema of several messages asks which one)"));
    withSchema.setOnAction(
        e ->
            chooseMessages(withSchema)
                .ifPresent(
                    file ->
                        chooseSchema(withSchema)
                            .ifPresent(
                                schema ->
                                    SchemaMessageChooser.thenOpen(
                                        withSchema, schema, chosen -> files.open(file, chosen)))));
    MenuButton recent = new MenuButton("Recent");
    recent.setId(idPrefix + "-recent");
    // the list is shared with Inspect: the menu follows it, whoever adds a file
    files.recent().addListener((ListChangeListener<Path>) change -> fillRecent(recent, files));
    fillRecent(recent, files);
    // wraps in a narrow plan column instead of cutting the buttons' words
    return Toolbars.wrapping(open, withSchema, recent);
  }

  private static void fillRecent(MenuButton menu, MessageFiles files) {
    List<MenuItem> items =
        files.recent().stream()
            .map(
                file -> {
                  MenuItem item = new MenuItem(file.toString());
                  item.setOnAction(e -> files.openRecent(file));
                  return item;
                })
            .toList();
    menu.getItems().setAll(items);
    menu.setDisable(items.isEmpty());
  }

  /** Accepts dropped message files on {@code target} (before the window's own drop handling). */
  public static void acceptDrops(Node target, MessageFiles files) {
    target.addEventHandler(
        DragEvent.DRAG_OVER,
        event -> {
          if (event.getDragboard().hasFiles()
              && event.getDragboard().getFiles().stream()
                  .map(File::toPath)
                  .anyMatch(MessageFiles::isMessageFile)) {
            event.acceptTransferModes(TransferMode.COPY);
            event.consume();
          }
        });
    target.addEventHandler(
        DragEvent.DRAG_DROPPED,
        event -> {
          List<Path> dropped =
              event.getDragboard().hasFiles()
                  ? event.getDragboard().getFiles().stream()
                      .map(File::toPath)
                      .filter(MessageFiles::isMessageFile)
                      .toList()
                  : List.of();
          if (!dropped.isEmpty()) {
            dropped.forEach(file -> files.open(file, null));
            event.setDropCompleted(true);
            event.consume();
          }
        });
  }

  private static Optional<Path> chooseMessages(Node owner) {
    return choose(
        owner,
        "Open message file",
        new FileChooser.ExtensionFilter("JSON messages (*.json, *.ndjson)", "*.json", "*.ndjson"));
  }

  private static Optional<Path> chooseSchema(Node owner) {
    return choose(
        owner,
        "Schema for the message file",
        new FileChooser.ExtensionFilter(
            "Schemas (*.json, *.avsc, *.proto, *.xml, *.fbs)",
            "*.json",
            "*.avsc",
            "*.proto",
            "*.xml",
            "*.fbs"));
  }

  private static Optional<Path> choose(Node owner, String title, FileChooser.ExtensionFilter type) {
    FileChooser chooser = new FileChooser();
    chooser.setTitle(title);
    chooser.getExtensionFilters().addAll(type, new FileChooser.ExtensionFilter("All files", "*"));
    Window window = owner.getScene() == null ? null : owner.getScene().getWindow();
    return Optional.ofNullable(chooser.showOpenDialog(window)).map(File::toPath);
  }
}
