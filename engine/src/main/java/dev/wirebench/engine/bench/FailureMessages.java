package dev.wirebench.engine.bench;

import java.lang.reflect.InvocationTargetException;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import org.openjdk.jmh.runner.BenchmarkException;
import org.openjdk.jmh.runner.RunnerException;

/**
 * Turns what JMH threw into one line a user can act on: the benchmark's own exception (e.g. the
 * codec's), not JMH's wrappers; for a fork that died, the last lines it wrote to stderr.
 */
final class FailureMessages {
  private FailureMessages() {}

  static String of(Throwable error, List<String> outputTail) {
    if (error == null) {
      return "JMH returned no result" + stderr(outputTail);
    }
    Throwable root = root(error);
    String message = root.getMessage() == null ? "" : root.getMessage().strip();
    if (root instanceof RunnerException || root instanceof BenchmarkException) {
      return (message.isEmpty() ? "the benchmark failed" : message) + stderr(outputTail);
    }
    if (message.startsWith("Forked VM failed")) {
      return message + stderr(outputTail);
    }
    String type = root.getClass().getSimpleName();
    return message.isEmpty() ? type : type + ": " + firstLine(message);
  }

  /**
   * The outermost exception that is not a wrapper (JMH's, or an executor's): the benchmark's own,
   * which carries the most specific message (a codec's exception wraps its library's).
   */
  static Throwable root(Throwable error) {
    Map<Throwable, Boolean> seen = new IdentityHashMap<>();
    List<Throwable> queue = new ArrayList<>(List.of(error));
    while (!queue.isEmpty()) {
      Throwable t = queue.remove(0);
      if (seen.put(t, Boolean.TRUE) != null) {
        continue;
      }
      if (!isWrapper(t)) {
        return t;
      }
      if (t.getCause() != null) {
        queue.add(t.getCause());
      }
      queue.addAll(List.of(t.getSuppressed()));
    }
    return error;
  }

  private static boolean isWrapper(Throwable t) {
    return t instanceof RunnerException
        || t instanceof BenchmarkException
        || t instanceof ExecutionException
        || t instanceof InvocationTargetException;
  }

  private static String firstLine(String text) {
    int newline = text.indexOf('\n');
    return newline < 0 ? text : text.substring(0, newline).strip();
  }

  /** The fork's stderr as JMH echoed it ({@code <stderr ...> ... </stderr>}), a few lines. */
  private static String stderr(List<String> tail) {
    List<String> lines = new ArrayList<>();
    boolean inside = false;
    for (String line : tail) {
      if (line.startsWith("<stderr")) {
        inside = true;
      } else if (line.startsWith("</stderr>")) {
        inside = false;
      } else if (inside && !line.isBlank()) {
        lines.add(line.strip());
      }
    }
    if (lines.isEmpty()) {
      return "";
    }
    List<String> last = lines.subList(Math.max(0, lines.size() - 3), lines.size());
    return " (fork stderr: " + String.join(" | ", last) + ")";
  }
}
