package dev.wirebench.app.shell;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * What the error dialog says about an unexpected failure: a plain sentence, the messages of the
 * cause chain (no stack trace), and where the full report was logged.
 *
 * @param sentence one plain sentence for the user
 * @param causes "Type: message" for the error and each cause, outermost first
 * @param logFile where the full stack trace went, or null if it could not be written
 */
public record ErrorReport(String sentence, List<String> causes, Path logFile) {
  private static final int MAX_CAUSES = 12;

  public ErrorReport {
    causes = List.copyOf(causes);
  }

  /** The report of an error whose stack trace was written to {@code logFile} (null: not logged). */
  public static ErrorReport of(Throwable error, Path logFile) {
    List<String> causes = new ArrayList<>();
    Set<Throwable> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    for (Throwable t = error; t != null && seen.add(t) && causes.size() < MAX_CAUSES; ) {
      String message = t.getMessage();
      causes.add(
          t.getClass().getSimpleName()
              + ": "
              + (message == null || message.isBlank() ? "(no message)" : message));
      t = t.getCause();
    }
    return new ErrorReport(sentence(seen), causes, logFile);
  }

  private static String sentence(Set<Throwable> chain) {
    if (chain.stream().anyMatch(t -> t instanceof OutOfMemoryError)) {
      return "Wirebench ran out of memory and stopped what it was doing.";
    }
    if (chain.stream()
        .anyMatch(t -> t instanceof IOException || t instanceof UncheckedIOException)) {
      return "Wirebench could not read or write a file it needed, and stopped what it was doing.";
    }
    return "Wirebench ran into an unexpected problem and stopped what it was doing.";
  }

  /** The expandable details: the cause chain and the log file. */
  public String details() {
    StringBuilder text = new StringBuilder("What went wrong:\n");
    for (int i = 0; i < causes.size(); i++) {
      text.append(i == 0 ? "  " : "  caused by ").append(causes.get(i)).append('\n');
    }
    text.append('\n');
    if (logFile == null) {
      text.append("The full report could not be written to a log file.");
    } else {
      text.append("The full report, with the stack trace, is in ").append(logFile).append('.');
    }
    return text.toString();
  }
}
