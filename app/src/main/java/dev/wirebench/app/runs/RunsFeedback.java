package dev.wirebench.app.runs;

import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.storage.StorageException;
import dev.wirebench.storage.jmh.ImportException;
import java.io.UncheckedIOException;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * What the Runs screen tells the user about its last command: a message when it did something, a
 * sentence when it failed for a reason the user can act on (a bad import file, a database that
 * cannot take the edit). Anything else is a bug and goes to the app's error handler. Part of {@link
 * RunsViewModel}; FX thread only.
 */
final class RunsFeedback {
  private final TaskExecutor executor;
  private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
  private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");

  RunsFeedback(TaskExecutor executor) {
    this.executor = executor;
  }

  /** Says what a command did (clearing any error). */
  void said(String text) {
    error.set("");
    message.set(text);
  }

  /** Says why the user's request cannot be done (clearing any message). */
  void refused(String text) {
    message.set("");
    error.set(text);
  }

  /** Problems the user can act on become a sentence; the rest go to the error handler. */
  void failed(Throwable failure) {
    if (failure instanceof ImportException
        || failure instanceof StorageException
        || failure instanceof IllegalArgumentException
        || failure instanceof UncheckedIOException) {
      error.set(failure.getMessage());
    } else {
      executor.reportUnexpected(failure);
    }
  }

  void clear() {
    message.set("");
    error.set("");
  }

  ReadOnlyStringProperty message() {
    return message.getReadOnlyProperty();
  }

  ReadOnlyStringProperty error() {
    return error.getReadOnlyProperty();
  }
}
