package dev.wirebench.engine.compat;

import dev.wirebench.engine.codec.avro.AvroResolvingReader;
import dev.wirebench.engine.dynamic.avsc.AvscUserSchema;
import dev.wirebench.engine.dynamic.fbs.FbsUserSchema;
import dev.wirebench.engine.dynamic.proto.ProtoUserSchema;
import dev.wirebench.engine.dynamic.sbe.SbeUserSchema;
import java.util.EnumMap;
import java.util.Map;

/**
 * Each format's own verdict on a schema change, for the rows of that format: Avro's {@code
 * SchemaCompatibility} (on the schemas each Avro row really writes), protobuf's field-number rules,
 * SBE's version rules and FlatBuffers' slot rules (on the user's {@code .proto}, SBE XML or {@code
 * .fbs}; a version read from another language has no such file to judge).
 */
final class StaticChecks {
  private StaticChecks() {}

  /** The verdicts for row {@code row}, by direction, or null when its format has no checker. */
  static Map<Direction, StaticVerdict> forRow(String row, CompatInput input) {
    return switch (row) {
      case "avro", AvroResolvingReader.ID -> avroDerived(input);
      case "avro-gen" -> avroUser(input);
      case "protobuf", "protobuf-gen" -> proto(input);
      case "sbe", "sbe-gen" -> sbe(input);
      case "flatbuffers-gen" -> fbs(input);
      default -> null;
    };
  }

  private static Map<Direction, StaticVerdict> avroDerived(CompatInput input) {
    try {
      return AvroCheck.both(
          AvroResolvingReader.avroSchema(input.oldSchema()),
          AvroResolvingReader.avroSchema(input.newSchema()),
          "on the derived schemas");
    } catch (RuntimeException noAvroForm) {
      return null; // the row cannot run either; it says why
    }
  }

  private static Map<Direction, StaticVerdict> avroUser(CompatInput input) {
    if (input.oldSchema().origin() instanceof AvscUserSchema a
        && input.newSchema().origin() instanceof AvscUserSchema b) {
      return AvroCheck.both(a.schema(), b.schema(), "on your .avsc");
    }
    return null;
  }

  private static Map<Direction, StaticVerdict> proto(CompatInput input) {
    if (input.oldSchema().origin() instanceof ProtoUserSchema a
        && input.newSchema().origin() instanceof ProtoUserSchema b) {
      return same(ProtoRules.check(a.message(), b.message()));
    }
    return null;
  }

  private static Map<Direction, StaticVerdict> sbe(CompatInput input) {
    if (input.oldSchema().origin() instanceof SbeUserSchema a
        && input.newSchema().origin() instanceof SbeUserSchema b) {
      return same(SbeRules.check(a, b));
    }
    return null;
  }

  private static Map<Direction, StaticVerdict> fbs(CompatInput input) {
    if (input.oldSchema().origin() instanceof FbsUserSchema a
        && input.newSchema().origin() instanceof FbsUserSchema b) {
      return same(FbsRules.check(a, b));
    }
    return null;
  }

  /** A format whose rules hold one change to the same standard both ways. */
  private static Map<Direction, StaticVerdict> same(StaticVerdict verdict) {
    Map<Direction, StaticVerdict> both = new EnumMap<>(Direction.class);
    both.put(Direction.OLD_TO_NEW, verdict);
    both.put(Direction.NEW_TO_OLD, verdict);
    return both;
  }
}
