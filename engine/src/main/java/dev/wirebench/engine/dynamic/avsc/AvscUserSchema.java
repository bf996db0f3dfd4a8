package dev.wirebench.engine.dynamic.avsc;

import dev.wirebench.engine.dynamic.SchemaOrigin;
import dev.wirebench.engine.dynamic.SchemaText;
import org.apache.avro.Schema;

/**
 * The user's {@code .avsc} a dynamic schema was read from: Avro's parsed schema (their logical
 * types — timestamp-millis or -nanos, a decimal's precision and scale — and union branch order) and
 * the file's text, for the Avro compiler to generate SpecificRecord classes from ({@code
 * avro-gen}). Field {@code i} of the dynamic record is field {@code i} of the Avro record,
 * recursively.
 *
 * @param schema the top-level record as Avro parsed it (immutable once parsed)
 * @param source the file's text and name (null when read from bytes without a file)
 */
public record AvscUserSchema(Schema schema, SchemaText source) implements SchemaOrigin {
  @Override
  public String codecId() {
    return "avro";
  }

  @Override
  public String describe() {
    return ".avsc record " + schema.getFullName();
  }
}
