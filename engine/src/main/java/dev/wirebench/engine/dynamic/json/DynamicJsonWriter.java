package dev.wirebench.engine.dynamic.json;

import com.fasterxml.jackson.core.JsonGenerator;
import dev.wirebench.engine.dynamic.DecimalValues;
import dev.wirebench.engine.dynamic.DynamicList;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.FieldType;
import dev.wirebench.engine.dynamic.RecordSchema;
import dev.wirebench.engine.dynamic.Timestamps;
import java.io.IOException;

/**
 * Writes dynamic messages to a Jackson generator in the form {@link DynamicJsonReader} reads: an
 * object per record in schema field order, absent optional fields left out, decimals as numbers
 * with their scale, timestamps as ISO-8601 UTC text, enums as symbols, bytes as the format's binary
 * value (base64 text in JSON).
 *
 * <p>Decimals are written as their exact text ({@code 1.50}) in JSON, or as a {@code BigDecimal}
 * when {@code binaryDecimals} (CBOR's decimal fraction, Smile's big decimal), both keeping the
 * scale. Not thread-safe.
 */
public final class DynamicJsonWriter {
  private final boolean binaryDecimals;

  public DynamicJsonWriter(boolean binaryDecimals) {
    this.binaryDecimals = binaryDecimals;
  }

  public void write(JsonGenerator gen, DynamicRecord record) throws IOException {
    RecordSchema schema = record.schema();
    gen.writeStartObject();
    for (int i = 0; i < schema.size(); i++) {
      if (!record.isPresent(i)) {
        continue;
      }
      FieldType type = schema.field(i).type();
      gen.writeFieldName(schema.field(i).name());
      switch (type.kind()) {
        case STRING -> gen.writeString(record.getString(i));
        case BYTES -> gen.writeBinary(record.getBytes(i));
        case RECORD -> write(gen, record.getRecord(i));
        case LIST -> writeList(gen, record.getList(i));
        default -> scalar(gen, type, record.getLong(i));
      }
    }
    gen.writeEndObject();
  }

  private void writeList(JsonGenerator gen, DynamicList list) throws IOException {
    FieldType element = list.elementType();
    gen.writeStartArray();
    for (int k = 0; k < list.size(); k++) {
      switch (element.kind()) {
        case STRING -> gen.writeString(list.getString(k));
        case BYTES -> gen.writeBinary(list.getBytes(k));
        case RECORD -> write(gen, list.getRecord(k));
        case LIST -> writeList(gen, list.getList(k));
        default -> scalar(gen, element, list.getLong(k));
      }
    }
    gen.writeEndArray();
  }

  private void scalar(JsonGenerator gen, FieldType type, long value) throws IOException {
    switch (type.kind()) {
      case INT8, INT16, INT32, INT64 -> gen.writeNumber(value);
      case FLOAT32 -> gen.writeNumber(Float.intBitsToFloat((int) value));
      case FLOAT64 -> gen.writeNumber(Double.longBitsToDouble(value));
      case DECIMAL -> {
        if (binaryDecimals) {
          gen.writeNumber(DecimalValues.toBigDecimal(value));
        } else {
          gen.writeNumber(DecimalValues.text(value));
        }
      }
      case BOOLEAN -> gen.writeBoolean(value != 0);
      case ENUM -> gen.writeString(type.symbols().get((int) value));
      case TIMESTAMP -> gen.writeString(Timestamps.text(value));
      default -> throw new IllegalStateException(type.describe() + " is not a long-slot kind");
    }
  }
}
