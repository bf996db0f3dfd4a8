package dev.wirebench.engine.compat;

import com.google.protobuf.DescriptorProtos.DescriptorProto;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.EnumDescriptor;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor.Type;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Protocol Buffers' field-number rules over two versions' descriptors, as the protobuf language
 * guide states them and {@code buf breaking}'s wire rules apply them: a field is its number; a
 * number kept must keep a wire-compatible type (varints among themselves, zigzag among themselves,
 * fixed32 with sfixed32, fixed64 with sfixed64, string with bytes) and its cardinality; a number
 * removed should be reserved so it is never reused. A rename is harmless on the binary wire (and
 * breaks JSON). Findings marked {@code breaking} make the verdict incompatible; {@code warning}s do
 * not.
 */
final class ProtoRules {
  private final List<String> findings = new ArrayList<>();
  private boolean breaking;

  private ProtoRules() {}

  static StaticVerdict check(Descriptor old, Descriptor neu) {
    ProtoRules rules = new ProtoRules();
    rules.message(old, neu, new HashSet<>());
    return new StaticVerdict("protobuf field-number rules", !rules.breaking, rules.findings);
  }

  private void message(Descriptor old, Descriptor neu, Set<String> visited) {
    if (!visited.add(old.getFullName() + "→" + neu.getFullName())) {
      return;
    }
    String at = neu.getName();
    for (FieldDescriptor was : old.getFields()) {
      FieldDescriptor now = neu.findFieldByNumber(was.getNumber());
      if (now == null) {
        removed(at, was, neu);
        continue;
      }
      kept(at, was, now, visited);
    }
    for (FieldDescriptor was : old.getFields()) {
      FieldDescriptor sameName = neu.findFieldByName(was.getName());
      if (sameName != null && sameName.getNumber() != was.getNumber()) {
        breaking(
            at,
            "field "
                + was.getName()
                + " moved from number "
                + was.getNumber()
                + " to "
                + sameName.getNumber()
                + ": each side reads the other's value as a different (or unknown) field");
      }
    }
  }

  private void removed(String at, FieldDescriptor was, Descriptor neu) {
    DescriptorProto proto = neu.toProto();
    boolean numberReserved =
        proto.getReservedRangeList().stream()
            .anyMatch(r -> was.getNumber() >= r.getStart() && was.getNumber() < r.getEnd());
    if (!numberReserved) {
      warning(
          at,
          "field "
              + was.getNumber()
              + " ("
              + was.getName()
              + ") removed without reserving its number: a later field may reuse it and read"
              + " old payloads' values as its own");
    }
  }

  private void kept(String at, FieldDescriptor was, FieldDescriptor now, Set<String> visited) {
    String field = "field " + was.getNumber() + " (" + was.getName() + ")";
    if (!was.getName().equals(now.getName())) {
      warning(
          at,
          field + " renamed to " + now.getName() + ": the binary wire is unchanged, JSON breaks");
    }
    if (was.isRepeated() != now.isRepeated()) {
      breaking(at, field + " changed between repeated and singular");
    }
    if (!compatible(was.getType(), now.getType())) {
      breaking(
          at,
          field
              + " changed type "
              + typeName(was)
              + " → "
              + typeName(now)
              + ": the two do not share a wire encoding");
      return;
    }
    if (width(was.getType()) != width(now.getType())) {
      warning(
          at,
          field
              + " "
              + typeName(was)
              + " → "
              + typeName(now)
              + ": a reader of the narrower type truncates wider values, silently");
    }
    if (was.getType() == Type.ENUM && now.getType() == Type.ENUM) {
      enumValues(at, field, was.getEnumType(), now.getEnumType());
    }
    if (was.getType() == Type.MESSAGE && now.getType() == Type.MESSAGE) {
      message(was.getMessageType(), now.getMessageType(), visited);
    }
  }

  private void enumValues(String at, String field, EnumDescriptor was, EnumDescriptor now) {
    for (EnumValueDescriptor value : now.getValues()) {
      if (was.findValueByNumber(value.getNumber()) == null) {
        warning(
            at,
            field
                + " gained enum value "
                + value.getName()
                + " = "
                + value.getNumber()
                + ": old readers see an unknown number ("
                + (now.isClosed() ? "closed enum: kept as an unknown field" : "open enum")
                + ")");
      }
    }
    for (EnumValueDescriptor value : was.getValues()) {
      EnumValueDescriptor same = now.findValueByNumber(value.getNumber());
      if (same != null && !same.getName().equals(value.getName())) {
        warning(at, field + " enum number " + value.getNumber() + " renamed, JSON breaks");
      }
    }
  }

  /** Whether two field types share a wire encoding (the language guide's compatible groups). */
  static boolean compatible(Type a, Type b) {
    return group(a) == group(b) && group(a) != 0 || a == b;
  }

  private static int group(Type type) {
    return switch (type) {
      case INT32, UINT32, INT64, UINT64, BOOL, ENUM -> 1;
      case SINT32, SINT64 -> 2;
      case FIXED32, SFIXED32 -> 3;
      case FIXED64, SFIXED64 -> 4;
      case STRING, BYTES -> 5;
      default -> 0;
    };
  }

  private static int width(Type type) {
    return switch (type) {
      case BOOL -> 1;
      case INT32, UINT32, SINT32, ENUM, FIXED32, SFIXED32 -> 32;
      default -> 64;
    };
  }

  private static String typeName(FieldDescriptor field) {
    return field.getType().name().toLowerCase(Locale.ROOT);
  }

  private void breaking(String at, String finding) {
    breaking = true;
    findings.add("breaking: " + at + ": " + finding);
  }

  private void warning(String at, String finding) {
    findings.add("warning: " + at + ": " + finding);
  }
}
