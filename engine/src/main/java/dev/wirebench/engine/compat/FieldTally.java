package dev.wirebench.engine.compat;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Classifies, message by message, what the reader got against what the writer wrote, and keeps the
 * worst outcome per field with an example. Values pair through the {@link FieldMapping}; a value
 * under a field that has no pair of its own (the leaves of a removed record) counts for its nearest
 * paired ancestor. Not thread-safe.
 */
final class FieldTally {
  private final FieldMapping mapping;
  private final Direction direction;
  private final Map<String, FieldPair> byWriter = new HashMap<>();
  private final Map<String, FieldPair> byReader = new HashMap<>();
  private final Map<FieldPair, Map<Outcome, Integer>> counts = new LinkedHashMap<>();
  private final Map<FieldPair, Outcome> worst = new HashMap<>();
  private final Map<FieldPair, String> examples = new HashMap<>();
  private int message;

  FieldTally(FieldMapping mapping, Direction direction) {
    this.mapping = mapping;
    this.direction = direction;
    for (FieldPair pair : mapping.pairs()) {
      counts.put(pair, new EnumMap<>(Outcome.class));
      if (pair.writer(direction) != null) {
        byWriter.put(pair.writer(direction), pair);
      }
      if (pair.reader(direction) != null) {
        byReader.put(pair.reader(direction), pair);
      }
    }
  }

  /**
   * One message: what was written, what was read back.
   *
   * @return the paths of this message's values that were misread (the writer's path where it wrote
   *     one, else the reader's), in order; empty if none
   */
  List<String> observe(Map<String, FieldValue> written, Map<String, FieldValue> read) {
    List<String> misread = new ArrayList<>();
    Set<String> seen = new HashSet<>();
    Set<FieldPair> touched = new HashSet<>();
    written.forEach(
        (path, w) -> {
          FieldPair pair = find(byWriter, FieldPaths.template(path));
          String at = pair == null ? null : mapping.translate(path, direction);
          if (pair == null) {
            return;
          }
          touched.add(pair);
          if (at == null || !pair.writer(direction).equals(FieldPaths.template(path))) {
            count(pair, Outcome.DROPPED, "wrote " + w.text() + ", the reader has no such field");
            return;
          }
          seen.add(at);
          FieldValue r = read.get(at);
          Outcome outcome = classify(w, r);
          if (outcome == Outcome.MISREAD) {
            misread.add(path);
          }
          count(pair, outcome, "wrote " + w.text() + ", read " + text(r));
        });
    read.forEach(
        (path, r) -> {
          FieldPair pair = find(byReader, FieldPaths.template(path));
          if (pair == null || seen.contains(path)) {
            return;
          }
          touched.add(pair);
          boolean fine = r.isDefault();
          Outcome outcome =
              pair.writer(direction) == null
                  ? (fine ? Outcome.DEFAULTED : Outcome.MISREAD)
                  : (fine ? Outcome.SURVIVED : Outcome.MISREAD);
          if (outcome == Outcome.MISREAD) {
            misread.add(path);
          }
          count(pair, outcome, "wrote nothing, read " + r.text());
        });
    for (FieldPair pair : mapping.pairs()) {
      if (pair.writer(direction) == null && !touched.contains(pair)) {
        count(pair, Outcome.DEFAULTED, "wrote nothing, read nothing (absent)");
      }
    }
    message++;
    return misread;
  }

  /** One message the reader refused (or the route failed on): every field is an error. */
  void error(String problem) {
    for (FieldPair pair : mapping.pairs()) {
      count(pair, Outcome.ERROR, problem);
    }
    message++;
  }

  List<FieldResult> results() {
    List<FieldResult> out = new ArrayList<>();
    counts.forEach(
        (pair, c) -> out.add(new FieldResult(pair, worst.get(pair), c, examples.get(pair))));
    return out;
  }

  static Outcome classify(FieldValue written, FieldValue read) {
    if (read == null) {
      return written.isDefault() ? Outcome.SURVIVED : Outcome.DEFAULTED;
    }
    if (read.text().equals(written.text())) {
      return Outcome.SURVIVED;
    }
    // a present value that differs is a misread even when it is the type's zero: a consumer sees
    // qty 0 or side BUY, not a missing field (only an absent value is a default the reader knows)
    return read.isDefault() && written.isDefault() ? Outcome.SURVIVED : Outcome.MISREAD;
  }

  private static String text(FieldValue value) {
    return value == null ? "nothing (absent)" : value.text();
  }

  private static FieldPair find(Map<String, FieldPair> pairs, String template) {
    for (String at = template; at != null; at = ancestor(at)) {
      FieldPair pair = pairs.get(at);
      if (pair != null) {
        return pair;
      }
    }
    return null;
  }

  private static String ancestor(String template) {
    if (template.endsWith("[]")) {
      return template.substring(0, template.length() - 2);
    }
    int dot = template.lastIndexOf('.');
    return dot < 0 ? null : template.substring(0, dot);
  }

  private void count(FieldPair pair, Outcome outcome, String example) {
    counts.get(pair).merge(outcome, 1, Integer::sum);
    Outcome before = worst.get(pair);
    if (before == null || outcome.ordinal() > before.ordinal()) {
      worst.put(pair, outcome);
      examples.put(pair, example + (message > 0 ? " (message " + (message + 1) + ")" : ""));
    }
  }
}
