package dev.wirebench.engine.compat;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.apache.avro.Schema;
import org.apache.avro.SchemaCompatibility;
import org.apache.avro.SchemaCompatibility.Incompatibility;
import org.apache.avro.SchemaCompatibility.SchemaCompatibilityType;
import org.apache.avro.SchemaCompatibility.SchemaPairCompatibility;

/** Avro's own checker ({@link SchemaCompatibility}), reader against writer, each way. */
final class AvroCheck {
  private AvroCheck() {}

  static Map<Direction, StaticVerdict> both(Schema old, Schema neu, String on) {
    Map<Direction, StaticVerdict> out = new EnumMap<>(Direction.class);
    out.put(Direction.OLD_TO_NEW, check(neu, old, on));
    out.put(Direction.NEW_TO_OLD, check(old, neu, on));
    return out;
  }

  private static StaticVerdict check(Schema reader, Schema writer, String on) {
    SchemaPairCompatibility result =
        SchemaCompatibility.checkReaderWriterCompatibility(reader, writer);
    List<String> findings = new ArrayList<>();
    for (Incompatibility problem : result.getResult().getIncompatibilities()) {
      findings.add(
          problem.getType() + " at " + problem.getLocation() + ": " + problem.getMessage());
    }
    return new StaticVerdict(
        "Avro SchemaCompatibility " + on,
        result.getType() == SchemaCompatibilityType.COMPATIBLE,
        findings);
  }
}
