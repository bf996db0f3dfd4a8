package dev.wirebench.engine.compat;

import dev.wirebench.engine.dynamic.fbs.FbsModel;
import dev.wirebench.engine.dynamic.fbs.FbsModel.FbsEnum;
import dev.wirebench.engine.dynamic.fbs.FbsModel.FbsField;
import dev.wirebench.engine.dynamic.fbs.FbsModel.FbsType;
import dev.wirebench.engine.dynamic.fbs.FbsUserSchema;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * FlatBuffers' schema-evolution rules over two versions of a table, as the FlatBuffers guide states
 * them and {@code flatc --conform} applies them: a table field is its vtable slot — its {@code id}
 * attribute, else its place in declaration order, deprecated fields included. A slot kept must keep
 * its type; a field is removed by marking it {@code deprecated} (keeping its slot), never by
 * deleting it, which shifts every later field a slot; a field moved to another slot, or a slot
 * reused by another field, reads the other's bytes as its own. New fields go at the end. Structs
 * never change; enum values are only added at the end. A rename in the same slot is harmless on the
 * binary wire (and breaks JSON); a changed default changes what readers see for an absent field.
 * Findings marked {@code breaking} make the verdict incompatible; {@code warning}s do not.
 */
final class FbsRules {
  static final String CHECKER = "FlatBuffers slot rules";

  private final FbsModel oldModel;
  private final FbsModel newModel;
  private final List<String> findings = new ArrayList<>();
  private final Set<String> visited = new HashSet<>();
  private boolean breaking;

  private FbsRules(FbsModel oldModel, FbsModel newModel) {
    this.oldModel = oldModel;
    this.newModel = newModel;
  }

  static StaticVerdict check(FbsUserSchema old, FbsUserSchema neu) {
    FbsRules rules = new FbsRules(old.model(), neu.model());
    rules.type(old.table(), neu.table());
    return new StaticVerdict(CHECKER, !rules.breaking, rules.findings);
  }

  private void type(String oldName, String newName) {
    if (!visited.add(oldName + "→" + newName)) {
      return;
    }
    FbsType was = oldModel.types().get(simple(oldName));
    FbsType now = newModel.types().get(simple(newName));
    if (was == null || now == null) {
      return;
    }
    if (was.struct() || now.struct()) {
      struct(was, now);
      return;
    }
    Map<Integer, FbsField> oldSlots = slots(was);
    Map<Integer, FbsField> newSlots = slots(now);
    boolean removed = false;
    for (var entry : oldSlots.entrySet()) {
      removed |=
          slot(
              now.name(), entry.getKey(), entry.getValue(), newSlots.get(entry.getKey()), was, now);
    }
    moved(now.name(), oldSlots, newSlots, removed);
  }

  /** The fields by vtable slot: the {@code id} attribute, else declaration order. */
  private static Map<Integer, FbsField> slots(FbsType type) {
    Map<Integer, FbsField> slots = new LinkedHashMap<>();
    for (int i = 0; i < type.fields().size(); i++) {
      FbsField field = type.fields().get(i);
      String id = field.attributes().get("id");
      slots.put(id == null ? i : Integer.parseInt(id.trim()), field);
    }
    return slots;
  }

  /** Judges one old slot; true if its field was removed without {@code deprecated}. */
  private boolean slot(
      String at, int slot, FbsField was, FbsField now, FbsType oldType, FbsType newType) {
    boolean nameKept = has(newType, was.name());
    if (now == null || (!nameKept && !was.name().equals(now.name()) && has(oldType, now.name()))) {
      if (was.deprecated() || nameKept) {
        return false; // a deprecated slot may go at the end; a kept name is judged as moved
      }
      breaking(
          at,
          "field "
              + was.name()
              + " (slot "
              + slot
              + ") removed instead of marked deprecated: every later field shifts a slot and"
              + " reads its neighbour's bytes");
      return true;
    }
    if (!was.name().equals(now.name())) {
      if (!nameKept) {
        renamedOrReused(at, slot, was, now);
      }
      return false;
    }
    if (!sameType(was, now)) {
      breaking(
          at,
          "field "
              + was.name()
              + " (slot "
              + slot
              + ") changed type: "
              + typeText(was)
              + " → "
              + typeText(now)
              + "; each side reads the other's bytes as its own type");
      return false;
    }
    if (!Objects.equals(was.defaultValue(), now.defaultValue())) {
      warning(
          at,
          "field "
              + was.name()
              + " default "
              + was.defaultValue()
              + " → "
              + now.defaultValue()
              + ": readers of each version see a different value when it is"
              + " absent");
    }
    nested(was, now);
    return false;
  }

  private static boolean has(FbsType type, String name) {
    return type.fields().stream().anyMatch(f -> f.name().equals(name));
  }

  private void renamedOrReused(String at, int slot, FbsField was, FbsField now) {
    if (was.deprecated() && !now.deprecated()) {
      breaking(
          at,
          "slot "
              + slot
              + " of deprecated "
              + was.name()
              + " reused by "
              + now.name()
              + ": old payloads' values there read as "
              + now.name());
    } else if (!sameType(was, now)) {
      breaking(
          at,
          "slot "
              + slot
              + ": "
              + was.name()
              + " ("
              + typeText(was)
              + ") became "
              + now.name()
              + " ("
              + typeText(now)
              + "): each reads the other's bytes as its own");
    } else {
      warning(
          at,
          "field "
              + was.name()
              + " renamed to "
              + now.name()
              + " (slot "
              + slot
              + "): the binary is unchanged, JSON breaks");
      nested(was, now);
    }
  }

  /**
   * Fields whose slot changed: each a breaking finding of its own (reordered or re-numbered ids),
   * or, after a removal that shifted them, one finding listing the shifts.
   */
  private void moved(
      String at,
      Map<Integer, FbsField> oldSlots,
      Map<Integer, FbsField> newSlots,
      boolean removed) {
    List<String> shifts = new ArrayList<>();
    newSlots.forEach(
        (slot, now) ->
            oldSlots.forEach(
                (was, field) -> {
                  if (field.name().equals(now.name()) && !was.equals(slot)) {
                    shifts.add(now.name() + " " + was + " → " + slot);
                  }
                }));
    if (shifts.isEmpty()) {
      return;
    }
    if (removed) {
      breaking(at, "the removal shifts " + String.join(", ", shifts));
      return;
    }
    for (String shift : shifts) {
      String[] parts = shift.split(" ");
      breaking(
          at,
          "field "
              + parts[0]
              + " moved from slot "
              + parts[1]
              + " to "
              + parts[3]
              + " (reordered or re-numbered ids): each side reads another field's bytes as it");
    }
  }

  private void nested(FbsField was, FbsField now) {
    Object oldType = oldModel.find(was.type());
    Object newType = newModel.find(now.type());
    if (oldType instanceof FbsType && newType instanceof FbsType) {
      type(was.type(), now.type());
    } else if (oldType instanceof FbsEnum a && newType instanceof FbsEnum b) {
      enumValues(a, b);
    }
  }

  private void enumValues(FbsEnum was, FbsEnum now) {
    if (!visited.add("enum " + was.name())) {
      return;
    }
    for (int i = 0; i < was.values().size(); i++) {
      String value = was.values().get(i);
      int at = now.values().indexOf(value);
      if (at < 0) {
        breaking(was.name(), "value " + value + " removed: old payloads carry its code");
      } else if (now.codes()[at] != was.codes()[i]) {
        breaking(
            was.name(),
            "value "
                + value
                + " renumbered "
                + was.codes()[i]
                + " → "
                + now.codes()[at]
                + ": each side reads the other's code as another value");
      }
    }
    for (String value : now.values()) {
      if (!was.values().contains(value)) {
        warning(
            was.name(),
            "value " + value + " added: an old reader sees a code it has no name" + " for");
      }
    }
  }

  private void struct(FbsType was, FbsType now) {
    boolean same = was.struct() == now.struct() && was.fields().size() == now.fields().size();
    for (int i = 0; same && i < was.fields().size(); i++) {
      same = sameType(was.fields().get(i), now.fields().get(i));
    }
    if (!same) {
      breaking(now.name(), "struct " + was.name() + " changed: a struct's layout is fixed forever");
    }
  }

  private static boolean sameType(FbsField a, FbsField b) {
    return a.vector() == b.vector() && simple(a.type()).equals(simple(b.type()));
  }

  private static String typeText(FbsField field) {
    return field.vector() ? "[" + field.type() + "]" : field.type();
  }

  private static String simple(String name) {
    return name.substring(name.lastIndexOf('.') + 1);
  }

  private void breaking(String at, String finding) {
    breaking = true;
    findings.add("breaking: " + at + ": " + finding);
  }

  private void warning(String at, String finding) {
    findings.add("warning: " + at + ": " + finding);
  }
}
