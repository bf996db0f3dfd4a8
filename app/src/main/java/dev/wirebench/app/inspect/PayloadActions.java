package dev.wirebench.app.inspect;

import dev.wirebench.app.fx.TaskExecutor;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * What the user can do with the selected codec's payload: copy it as hex or as a C array, save its
 * bytes to a file. Each outcome is one line in {@link #noticeProperty} ({@link #failedProperty}
 * says whether it is a failure).
 *
 * <p>Saving runs on the task executor and never replaces an existing file unless the caller says
 * the user agreed; the bytes go to a temporary file beside the target first and are moved into
 * place, so a failed save leaves no half-written file. FX thread only.
 */
public final class PayloadActions {
  private final TaskExecutor executor;
  private final Supplier<CodecRow> selected;
  private final Supplier<String> fixture;
  private final Supplier<String> schema;
  private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper("");
  private final ReadOnlyBooleanWrapper failed = new ReadOnlyBooleanWrapper();

  /**
   * @param selected the selected codec's row (null for none)
   * @param fixture the shown fixture's file name or id (names files and the C array)
   * @param schema the shown schema as a Wirebench schema file, or empty
   */
  PayloadActions(
      TaskExecutor executor,
      Supplier<CodecRow> selected,
      Supplier<String> fixture,
      Supplier<String> schema) {
    this.executor = executor;
    this.selected = selected;
    this.fixture = fixture;
    this.schema = schema;
  }

  /** The selected payload as text, or null (and a notice saying why) if there is none. */
  public String copy(PayloadText.Form form) {
    CodecRow row = selected.get();
    byte[] payload = payloadOf(row);
    if (payload == null) {
      return null;
    }
    String text = PayloadText.of(form, payload, row.id() + "_" + fixture.get());
    say(
        "Copied "
            + payload.length
            + " bytes of "
            + row.id()
            + (form == PayloadText.Form.HEX ? " as hex" : " as a C array"),
        false);
    return text;
  }

  /** A file name to offer for the selected payload: {@code trade-update.json.bin}. */
  public String suggestedPayloadName() {
    CodecRow row = selected.get();
    return baseName() + "." + (row == null ? "payload" : row.id()) + ".bin";
  }

  /** A file name to offer for the schema: {@code orders.schema.json}. */
  public String suggestedSchemaName() {
    return baseName() + ".schema.json";
  }

  private String baseName() {
    String base = fixture.get().replaceFirst("\\.[^.]*$", "").replaceAll("[^A-Za-z0-9._-]+", "_");
    return base.isEmpty() ? "payload" : base;
  }

  /**
   * Writes the selected payload to {@code target} in the background.
   *
   * @param replace whether the user agreed to replace an existing file (the save dialog asks)
   */
  public void savePayload(Path target, boolean replace) {
    CodecRow row = selected.get();
    byte[] payload = payloadOf(row);
    if (payload == null) {
      return;
    }
    say("Saving " + payload.length + " bytes to " + target + "…", false);
    executor.submit(
        "Saving the " + row.id() + " payload",
        context -> write(payload, target, replace),
        written ->
            say("Saved " + payload.length + " bytes of " + row.id() + " to " + target, false),
        failure -> say("Could not save " + target + ": " + reason(failure), true));
  }

  /**
   * Writes the schema text of a dynamic fixture to {@code target} in the background (a Wirebench
   * schema file: edit it and open the messages again with it).
   *
   * @param replace whether the user agreed to replace an existing file (the save dialog asks)
   */
  public void saveSchema(Path target, boolean replace) {
    String text = schema.get();
    if (text == null || text.isEmpty()) {
      say("This fixture has no schema of its own: the built-in model describes it.", true);
      return;
    }
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    say("Saving the schema to " + target + "…", false);
    executor.submit(
        "Saving the schema",
        context -> write(bytes, target, replace),
        written -> say("Saved the schema to " + target, false),
        failure -> say("Could not save " + target + ": " + reason(failure), true));
  }

  /** The last action's outcome, one line, or empty. */
  public ReadOnlyStringProperty noticeProperty() {
    return notice.getReadOnlyProperty();
  }

  /** Whether the notice reports a failure. */
  public ReadOnlyBooleanProperty failedProperty() {
    return failed.getReadOnlyProperty();
  }

  /** Clears the notice (a new inspection is shown). */
  void clear() {
    say("", false);
  }

  private byte[] payloadOf(CodecRow row) {
    byte[] payload = row == null ? null : row.view().payload();
    if (payload == null) {
      say(
          row == null
              ? "Select a codec first."
              : row.id() + " has no payload for this message (" + row.sizeText() + ").",
          true);
    }
    return payload;
  }

  private static Path write(byte[] payload, Path target, boolean replace) throws IOException {
    Path absolute = target.toAbsolutePath();
    Path folder = absolute.getParent();
    if (!replace && Files.exists(absolute)) {
      throw new FileAlreadyExistsException(absolute.toString());
    }
    Path temp = Files.createTempFile(folder, ".wirebench-", ".part");
    try {
      Files.write(temp, payload);
      if (replace) {
        Files.move(temp, absolute, StandardCopyOption.REPLACE_EXISTING);
      } else {
        Files.move(temp, absolute); // fails if the file appeared meanwhile
      }
    } finally {
      Files.deleteIfExists(temp);
    }
    return absolute;
  }

  private static String reason(Throwable failure) {
    if (failure instanceof FileAlreadyExistsException) {
      return "the file exists and was not replaced";
    }
    if (failure instanceof AccessDeniedException) {
      return "permission denied";
    }
    if (failure instanceof NoSuchFileException missing) {
      return "no such folder (" + missing.getFile() + ")";
    }
    String message = failure.getMessage();
    return message == null || message.isBlank() ? failure.getClass().getSimpleName() : message;
  }

  private void say(String text, boolean failure) {
    failed.set(failure);
    notice.set(text);
  }
}
