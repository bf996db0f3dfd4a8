package dev.wirebench.engine.codec.fix;

import dev.wirebench.engine.dynamic.Field;
import dev.wirebench.engine.dynamic.FieldKind;
import dev.wirebench.engine.dynamic.FieldType;
import dev.wirebench.engine.dynamic.RecordSchema;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * One record of a dynamic schema as FIX tag=value, from the tags the schema file gives: each
 * field's tag and kind, each enum's FIX values, and for a list of records the layout of its
 * repeating group (the list's tag is the NoXXX count, the entries' first field the delimiter).
 * Built once per schema; read-only afterwards, except {@link #seen}, the decoder's scratch.
 */
final class FixDynamicLayout {
  /** FIX's own envelope tags, never a field's. */
  private static final Set<Integer> ENVELOPE = Set.of(8, 9, 10, 35);

  final RecordSchema schema;
  final int[] tags;
  final FieldKind[] kinds;
  final String[][] enumValues;
  final FixDynamicLayout[] groups;
  final boolean[] seen;

  private FixDynamicLayout(RecordSchema schema) {
    this.schema = schema;
    int n = schema.size();
    tags = new int[n];
    kinds = new FieldKind[n];
    enumValues = new String[n][];
    groups = new FixDynamicLayout[n];
    seen = new boolean[n];
    for (int i = 0; i < n; i++) {
      Field field = schema.field(i);
      tags[i] = field.fix().tag();
      kinds[i] = field.kind();
      if (field.kind() == FieldKind.ENUM) {
        FieldType type = field.type();
        enumValues[i] = new String[type.symbols().size()];
        for (int s = 0; s < enumValues[i].length; s++) {
          enumValues[i][s] = field.fix().value(type, s);
        }
      } else if (field.kind() == FieldKind.LIST) {
        groups[i] = new FixDynamicLayout(field.type().element().record());
      }
    }
  }

  /** The layout of a schema {@link #whyNot} accepts. */
  static FixDynamicLayout of(RecordSchema schema) {
    String why = whyNot(schema);
    if (why != null) {
      throw new IllegalArgumentException(why);
    }
    return new FixDynamicLayout(schema);
  }

  /** Why messages of {@code schema} cannot be FIX, or null if they can. */
  static String whyNot(RecordSchema schema) {
    String untagged = firstUntagged(schema, "");
    if (untagged != null) {
      return "no FIX tags in the schema: add \"fixTag\" to each field (the first without one: "
          + untagged
          + ") and \"fixMsgType\" in a Wirebench schema file (wirebench schema infer or show"
          + " writes one to edit)";
    }
    if (schema.fixMsgType() == null) {
      return "no FIX MsgType in the schema: add \"fixMsgType\" (e.g. \"X\") to the schema file";
    }
    return whyNot(schema, "", Set.of());
  }

  private static String firstUntagged(RecordSchema schema, String prefix) {
    for (Field field : schema.fields()) {
      if (field.fix() == null) {
        return prefix + field.name();
      }
      FieldType element = field.kind() == FieldKind.LIST ? field.type().element() : null;
      if (element != null && element.kind() == FieldKind.RECORD) {
        String inner = firstUntagged(element.record(), prefix + field.name() + "[].");
        if (inner != null) {
          return inner;
        }
      }
    }
    return null;
  }

  /** Kinds FIX has no field for, reserved and reused tags, groups a reader could not delimit. */
  private static String whyNot(RecordSchema schema, String prefix, Set<Integer> outer) {
    Set<Integer> here = new HashSet<>();
    for (Field field : schema.fields()) {
      String path = prefix + field.name();
      int tag = field.fix().tag();
      if (ENVELOPE.contains(tag)) {
        return "tag " + tag + " of " + path + " is FIX's own (8, 9, 10 and 35 frame the message)";
      }
      if (!here.add(tag) || outer.contains(tag)) {
        return "tag "
            + tag
            + " of "
            + path
            + " is used twice; a FIX reader could not tell the"
            + " fields (or where a repeating group ends) apart";
      }
      String kind = kindProblem(field, path);
      if (kind != null) {
        return kind;
      }
    }
    for (Field field : schema.fields()) {
      if (field.kind() == FieldKind.LIST) {
        Set<Integer> enclosing = new HashSet<>(outer);
        enclosing.addAll(here);
        String inner =
            whyNot(field.type().element().record(), prefix + field.name() + "[].", enclosing);
        if (inner != null) {
          return inner;
        }
      }
    }
    return null;
  }

  private static String kindProblem(Field field, String path) {
    return switch (field.kind()) {
      case FLOAT32, FLOAT64 ->
          field.kind().schemaName()
              + " field "
              + path
              + ": FIX carries numbers as decimal text; make it \"decimal\" for an exact round trip";
      case BYTES -> "bytes field " + path + ": FIX data fields need a length tag (not supported)";
      case RECORD ->
          "nested record "
              + path
              + ": FIX has no nested messages (components are flattened); not supported";
      case LIST -> groupProblem(field, path);
      default -> null;
    };
  }

  private static String groupProblem(Field field, String path) {
    FieldType element = field.type().element();
    if (element.kind() != FieldKind.RECORD) {
      return "list "
          + path
          + " of "
          + element.describe()
          + ": FIX repeats records (repeating groups) only";
    }
    List<Field> entry = element.record().fields();
    if (entry.isEmpty() || entry.get(0).optional() || entry.get(0).kind() == FieldKind.LIST) {
      return "repeating group "
          + path
          + ": its first field delimits the entries, so it must be a required value";
    }
    return null;
  }

  /** The field index of {@code tag} in this record, or -1. */
  int fieldOf(int tag) {
    for (int i = 0; i < tags.length; i++) {
      if (tags[i] == tag) {
        return i;
      }
    }
    return -1;
  }
}
