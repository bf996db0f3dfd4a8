package dev.wirebench.app.widgets;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.control.ChoiceDialog;
import javafx.stage.Window;

/**
 * Which message of a schema file the user means, for the screens that open a message file with a
 * schema (Inspect's "Open with schema…", the Benchmark screen's "With schema…"): only a schema that
 * defines several messages (an SBE XML, a {@code .proto} with several root messages) asks, in a
 * small dialog listing them; the answer travels as the engine's schema source ({@code
 * schema.xml#Message}). The schema is read off the FX thread.
 */
public final class SchemaMessageChooser {
  /** The dialog's first choice: let the engine pick the message the file's messages fit. */
  public static final String BY_SHAPE = "(the one the file's messages fit)";

  private SchemaMessageChooser() {}

  /**
   * Reads {@code schema}'s message names off the FX thread, then on it hands {@code open} the
   * schema (one message, or a schema the engine will report as unreadable when it loads) or, after
   * the user chose in the dialog, the schema with the chosen message; nothing if they cancel.
   */
  public static void thenOpen(Node owner, Path schema, Consumer<Path> open) {
    CompletableFuture.supplyAsync(() -> SchemaMessages.names(schema))
        .thenAccept(
            names ->
                Platform.runLater(
                    () -> {
                      if (names.size() <= 1) {
                        open.accept(schema);
                        return;
                      }
                      ChoiceDialog<String> dialog = dialog(schema, names);
                      Window window =
                          owner.getScene() == null ? null : owner.getScene().getWindow();
                      if (window != null) {
                        dialog.initOwner(window);
                      }
                      dialog.showAndWait().map(name -> with(schema, name)).ifPresent(open);
                    }));
  }

  /** The dialog listing {@code names} (and the choice to let the file's shape decide). */
  public static ChoiceDialog<String> dialog(Path schema, List<String> names) {
    List<String> choices = new ArrayList<>();
    choices.add(BY_SHAPE);
    choices.addAll(names);
    ChoiceDialog<String> dialog = new ChoiceDialog<>(BY_SHAPE, choices);
    dialog.setTitle("Which message?");
    dialog.setHeaderText(
        schema.getFileName()
            + " defines "
            + names.size()
            + " messages: which one does the file hold?");
    dialog.setContentText("Message");
    dialog.getDialogPane().setId("schema-message-chooser");
    return dialog;
  }

  /** {@code schema} naming message {@code name} ({@link #BY_SHAPE}: no name). */
  public static Path with(Path schema, String name) {
    return BY_SHAPE.equals(name) ? schema : SchemaMessages.with(schema, name);
  }
}
