package dev.wirebench.app.widgets;

import java.io.File;
import java.nio.file.Path;
import java.util.Optional;
import javafx.stage.FileChooser;
import javafx.stage.Window;

/**
 * The save dialog every export uses (a run on the Runs screen, a comparison on Compare): one filter
 * per {@link ExportFormat}, Markdown first chosen. The chosen filter, or the extension the user
 * typed, sets the format; a name without a known extension gets the filter's.
 */
public final class ExportDialog {
  private ExportDialog() {}

  /**
   * A file and its format, as picked in the save dialog.
   *
   * @param file where to write; its extension matches the format
   * @param format what to write
   */
  public record Choice(Path file, ExportFormat format) {}

  /**
   * Asks where to save an export. Runs on the FX thread and blocks until the user answers.
   *
   * @param owner the window the dialog belongs to, or null
   * @param title the dialog's title
   * @param baseName the suggested file name, without extension
   * @return the choice, or empty if the user cancelled
   */
  public static Optional<Choice> ask(Window owner, String title, String baseName) {
    FileChooser chooser = new FileChooser();
    chooser.setTitle(title);
    for (ExportFormat format : ExportFormat.values()) {
      chooser
          .getExtensionFilters()
          .add(
              new FileChooser.ExtensionFilter(
                  format.title() + " (*." + format.extension() + ")", "*." + format.extension()));
    }
    chooser.setInitialFileName(baseName + ".md");
    chooser.setSelectedExtensionFilter(chooser.getExtensionFilters().get(2));
    File file = chooser.showSaveDialog(owner);
    if (file == null) {
      return Optional.empty();
    }
    ExportFormat format = ExportFormat.ofFileName(file.getName());
    if (format == null) {
      int index = chooser.getExtensionFilters().indexOf(chooser.getSelectedExtensionFilter());
      format = ExportFormat.values()[Math.max(0, index)];
      file = new File(file.getPath() + "." + format.extension());
    }
    return Optional.of(new Choice(file.toPath(), format));
  }
}
