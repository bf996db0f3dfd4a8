package dev.wirebench.engine.compat;

import dev.wirebench.engine.dynamic.FieldKind;
import dev.wirebench.engine.dynamic.FieldType;
import dev.wirebench.engine.dynamic.RecordSchema;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which field of the old version is which of the new, by template. Fields pair by, in turn: an
 * explicit rename ({@code --rename lastTrade.size=qty}; {@code size=} says it was removed, not
 * renamed), the same name, the same {@code .proto} field number (the field's identity on protobuf's
 * wire) and an Avro alias. Nested records and list elements pair recursively.
 *
 * <p>Two schemas sharing fewer than half of their top-level fields are not two versions of one
 * message; an old field left over beside a new field of the same kind at one level is a mapping
 * that cannot be inferred (renamed, or removed while another was added?). Both are a {@link
 * CompatInputException} saying which {@code --rename} would settle it. Immutable.
 */
public final class FieldMapping {
  private static final Pattern INDEX = Pattern.compile("\\[\\d+]");
  private final List<FieldPair> pairs;
  private final Map<String, String> oldToNew = new HashMap<>();
  private final Map<String, String> newToOld = new HashMap<>();

  private FieldMapping(List<FieldPair> pairs, List<FieldPair> records) {
    this.pairs = List.copyOf(pairs);
    List<FieldPair> all = new ArrayList<>(pairs);
    all.addAll(records);
    for (FieldPair pair : all) {
      if (pair.oldTemplate() != null && pair.newTemplate() != null) {
        oldToNew.put(pair.oldTemplate(), pair.newTemplate());
        newToOld.put(pair.newTemplate(), pair.oldTemplate());
      }
    }
  }

  /**
   * Pairs the fields of {@code old} and {@code neu}.
   *
   * @param renames old field path (dots, list markers optional) → new field name or path, or empty
   *     for a field removed rather than renamed
   * @throws CompatInputException if they are not two versions of one message, a rename names no
   *     field, or a pairing cannot be inferred
   */
  public static FieldMapping infer(
      RecordSchema old, RecordSchema neu, Map<String, String> renames) {
    Map<String, String> pending = new LinkedHashMap<>();
    renames.forEach((from, to) -> pending.put(from.replace("[]", ""), to));
    List<FieldPair> pairs = new ArrayList<>();
    List<FieldPair> records = new ArrayList<>();
    List<String> unsure = new ArrayList<>();
    Level top =
        new Level(
            old,
            neu,
            "",
            "",
            OriginHints.top(old),
            OriginHints.top(neu),
            pending,
            pairs,
            records,
            unsure);
    int shared = top.pair();
    int smaller = Math.min(old.size(), neu.size());
    if (shared == 0 || shared * 2 < smaller) {
      throw new CompatInputException(notVersions(old, neu, shared));
    }
    if (!unsure.isEmpty()) {
      throw new CompatInputException(unsure.get(0));
    }
    if (!pending.isEmpty()) {
      String from = pending.keySet().iterator().next();
      throw new CompatInputException(
          "--rename "
              + from
              + "="
              + pending.get(from)
              + ": the old version has no field "
              + from
              + " (its fields: "
              + String.join(", ", FieldPaths.templates(old))
              + ")");
    }
    return new FieldMapping(pairs, records);
  }

  private static String notVersions(RecordSchema old, RecordSchema neu, int shared) {
    return "the two schemas are not two versions of one message: "
        + old.name()
        + " ("
        + old.fieldNames()
        + ") and "
        + neu.name()
        + " ("
        + neu.fieldNames()
        + ") share "
        + shared
        + " of their top-level fields; if they are one message, pair the others with --rename"
        + " OLD=NEW";
  }

  public List<FieldPair> pairs() {
    return pairs;
  }

  /** The new template of old template {@code template} (a field or record), or null (removed). */
  public String toNew(String template) {
    return oldToNew.get(template);
  }

  /** The old template of new template {@code template}, or null (added). */
  public String toOld(String template) {
    return newToOld.get(template);
  }

  /**
   * A value's path in the reader's version: {@code bids[3].size} → {@code bids[3].qty}, or null
   * when the reader has no such field.
   */
  public String translate(String writerPath, Direction direction) {
    String template = FieldPaths.template(writerPath);
    String target = direction == Direction.OLD_TO_NEW ? toNew(template) : toOld(template);
    if (target == null) {
      return null;
    }
    List<String> indices = new ArrayList<>();
    Matcher m = INDEX.matcher(writerPath);
    while (m.find()) {
      indices.add(m.group());
    }
    StringBuilder out = new StringBuilder();
    int k = 0;
    int from = 0;
    for (int at = target.indexOf("[]"); at >= 0; at = target.indexOf("[]", from)) {
      out.append(target, from, at).append(k < indices.size() ? indices.get(k++) : "[]");
      from = at + 2;
    }
    return out.append(target.substring(from)).toString();
  }

  /** One record level of both versions, paired field by field. */
  private record Level(
      RecordSchema old,
      RecordSchema neu,
      String oldPrefix,
      String newPrefix,
      Object oldNode,
      Object newNode,
      Map<String, String> renames,
      List<FieldPair> out,
      List<FieldPair> records,
      List<String> unsure) {

    /**
     * Pairs this level (and below); returns how many of its own fields paired as evidence of one
     * message (by name, rename or alias; by number only within records of one name).
     */
    int pair() {
      int[] toNew = new int[old.size()];
      String[] how = new String[old.size()];
      Arrays.fill(toNew, -1);
      Set<Integer> taken = new HashSet<>();
      Set<Integer> removed = new HashSet<>();
      for (int i = 0; i < old.size(); i++) {
        String key = (oldPrefix + old.field(i).name()).replace("[]", "");
        String renamed = renames.remove(key);
        if (renamed != null) {
          if (renamed.isEmpty()) {
            removed.add(i);
            continue;
          }
          String name = renamed.substring(renamed.lastIndexOf('.') + 1);
          int j = neu.indexOf(name);
          if (j < 0) {
            throw new CompatInputException(
                "--rename "
                    + key
                    + "="
                    + renamed
                    + ": the new version has no field "
                    + name
                    + " beside "
                    + key
                    + " (there: "
                    + neu.fieldNames()
                    + ")");
          }
          link(i, j, "--rename", toNew, how, taken);
        }
      }
      for (int i = 0; i < old.size(); i++) {
        int j = neu.indexOf(old.field(i).name());
        if (toNew[i] < 0 && !removed.contains(i) && j >= 0 && !taken.contains(j)) {
          link(i, j, "same name", toNew, how, taken);
        }
      }
      byIdentity(toNew, how, taken, removed);
      checkLeftovers(toNew, taken, removed);
      return emit(toNew, how, taken);
    }

    private void byIdentity(int[] toNew, String[] how, Set<Integer> taken, Set<Integer> removed) {
      for (int i = 0; i < old.size(); i++) {
        if (toNew[i] >= 0 || removed.contains(i)) {
          continue;
        }
        for (int j = 0; j < neu.size(); j++) {
          if (taken.contains(j)) {
            continue;
          }
          int number = OriginHints.number(oldNode, old, i);
          if (OriginHints.byNumber(oldNode, newNode)
              && number >= 0
              && number == OriginHints.number(newNode, neu, j)) {
            link(i, j, OriginHints.identity(oldNode, number), toNew, how, taken);
            break;
          }
          if (OriginHints.aliases(newNode, j).contains(old.field(i).name())) {
            link(i, j, "Avro alias", toNew, how, taken);
            break;
          }
        }
      }
    }

    private void checkLeftovers(int[] toNew, Set<Integer> taken, Set<Integer> removed) {
      if (OriginHints.byNumber(oldNode, newNode)) {
        return; // numbers are the identity (protobuf, SBE ids, FlatBuffers slots): no guessing
      }
      for (int i = 0; i < old.size(); i++) {
        if (toNew[i] >= 0 || removed.contains(i)) {
          continue;
        }
        for (int j = 0; j < neu.size(); j++) {
          if (!taken.contains(j) && sameKind(old.field(i).type(), neu.field(j).type())) {
            String from = oldPrefix + old.field(i).name();
            String to = newPrefix + neu.field(j).name();
            unsure.add(
                "cannot tell whether "
                    + from
                    + " was renamed to "
                    + to
                    + " or removed while "
                    + to
                    + " was added: say which with --rename "
                    + from.replace("[]", "")
                    + "="
                    + neu.field(j).name()
                    + " (renamed) or --rename "
                    + from.replace("[]", "")
                    + "= (removed)");
            return;
          }
        }
      }
    }

    private static boolean sameKind(FieldType a, FieldType b) {
      return a.kind() == b.kind() || (a.kind().isInteger() && b.kind().isInteger());
    }

    private void link(int i, int j, String why, int[] toNew, String[] how, Set<Integer> taken) {
      toNew[i] = j;
      how[i] = why;
      taken.add(j);
    }

    private int emit(int[] toNew, String[] how, Set<Integer> taken) {
      int paired = 0;
      for (int i = 0; i < old.size(); i++) {
        String from = oldPrefix + old.field(i).name();
        if (toNew[i] < 0) {
          out.add(new FieldPair(from, null, "removed"));
          continue;
        }
        // a number alone does not make two messages one: unrelated messages share numbers 1..n
        boolean byNumberOnly =
            new FieldPair(from, null, how[i]).byIdentity() && !old.name().equals(neu.name());
        paired += byNumberOnly ? 0 : 1;
        int j = toNew[i];
        String to = newPrefix + neu.field(j).name();
        boolean bothRecords =
            old.field(i).kind() == FieldKind.RECORD && neu.field(j).kind() == FieldKind.RECORD;
        // a record holds no value of its own: its fields are the pairs reported
        (bothRecords ? records : out).add(new FieldPair(from, to, how[i]));
        descend(i, j, old.field(i).type(), neu.field(j).type(), from, to);
      }
      for (int j = 0; j < neu.size(); j++) {
        if (!taken.contains(j)) {
          out.add(new FieldPair(null, newPrefix + neu.field(j).name(), "added"));
        }
      }
      return paired;
    }

    private void descend(int i, int j, FieldType a, FieldType b, String from, String to) {
      while (a.kind() == FieldKind.LIST && b.kind() == FieldKind.LIST) {
        a = a.element();
        b = b.element();
        from += "[]";
        to += "[]";
        if (a.kind() != FieldKind.LIST && a.kind() != FieldKind.RECORD) {
          out.add(new FieldPair(from, to, "element"));
        }
      }
      if (a.kind() == FieldKind.RECORD && b.kind() == FieldKind.RECORD) {
        new Level(
                a.record(),
                b.record(),
                from + ".",
                to + ".",
                OriginHints.child(oldNode, old, i),
                OriginHints.child(newNode, neu, j),
                renames,
                out,
                records,
                unsure)
            .pair();
      }
    }
  }
}
