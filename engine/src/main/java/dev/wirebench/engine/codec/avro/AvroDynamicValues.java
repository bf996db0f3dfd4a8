package dev.wirebench.engine.codec.avro;

import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.dynamic.DecimalValues;
import dev.wirebench.engine.dynamic.DynamicList;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.FieldKind;
import dev.wirebench.engine.dynamic.FieldType;
import dev.wirebench.engine.dynamic.RecordSchema;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericData;
import org.apache.avro.generic.GenericRecord;

/**
 * Copies dynamic messages to Avro generic records and back, by {@link AvroDynamicSchema}'s mapping.
 * Both directions allocate the library's objects (the generic-record path of Avro, as a user of
 * Avro without generated classes has it); decoding checks int8/int16 ranges and decimals.
 */
final class AvroDynamicValues {
  private AvroDynamicValues() {}

  static GenericRecord toAvro(DynamicRecord record, Schema avro) {
    RecordSchema schema = record.schema();
    GenericData.Record out = new GenericData.Record(avro);
    for (int i = 0; i < schema.size(); i++) {
      if (!record.isPresent(i)) {
        continue; // null in the union
      }
      Schema fieldSchema = nonNull(avro.getFields().get(i).schema());
      FieldType type = schema.field(i).type();
      Object value =
          switch (type.kind()) {
            case STRING -> record.getString(i);
            case BYTES -> ByteBuffer.wrap(record.getBytes(i));
            case RECORD -> toAvro(record.getRecord(i), fieldSchema);
            case LIST -> list(record.getList(i), fieldSchema);
            default -> scalar(type, record.getLong(i), fieldSchema);
          };
      out.put(i, value);
    }
    return out;
  }

  private static List<Object> list(DynamicList list, Schema array) {
    Schema element = array.getElementType();
    FieldType type = list.elementType();
    List<Object> out = new ArrayList<>(list.size());
    for (int k = 0; k < list.size(); k++) {
      out.add(
          switch (type.kind()) {
            case STRING -> list.getString(k);
            case BYTES -> ByteBuffer.wrap(list.getBytes(k));
            case RECORD -> toAvro(list.getRecord(k), element);
            case LIST -> list(list.getList(k), element);
            default -> scalar(type, list.getLong(k), element);
          });
    }
    return out;
  }

  private static Object scalar(FieldType type, long value, Schema avro) {
    return switch (type.kind()) {
      case INT8, INT16, INT32 -> (int) value;
      case INT64, TIMESTAMP -> value;
      case FLOAT32 -> Float.intBitsToFloat((int) value);
      case FLOAT64 -> Double.longBitsToDouble(value);
      case BOOLEAN -> value != 0;
      case ENUM -> new GenericData.EnumSymbol(avro, type.symbols().get((int) value));
      case DECIMAL -> {
        GenericData.Record decimal = new GenericData.Record(avro);
        decimal.put(0, DecimalValues.unscaled(value));
        decimal.put(1, -DecimalValues.scale(value));
        yield decimal;
      }
      default -> throw new IllegalStateException(type.describe() + " is not a long-slot kind");
    };
  }

  static void fromAvro(GenericRecord in, DynamicRecord into, String path) {
    RecordSchema schema = into.schema();
    for (int i = 0; i < schema.size(); i++) {
      Object value = in.get(i);
      if (value == null) {
        continue;
      }
      FieldType type = schema.field(i).type();
      String at = path.isEmpty() ? schema.field(i).name() : path + "." + schema.field(i).name();
      switch (type.kind()) {
        case STRING -> into.setString(i, value.toString());
        case BYTES -> into.setBytes(i, bytes((ByteBuffer) value));
        case RECORD -> fromAvro((GenericRecord) value, into.record(i), at);
        case LIST -> fromAvro((List<?>) value, into.list(i), at);
        default -> into.setLong(i, scalar(type, value, at));
      }
    }
  }

  private static void fromAvro(List<?> in, DynamicList into, String path) {
    FieldType type = into.elementType();
    for (int k = 0; k < in.size(); k++) {
      Object value = in.get(k);
      String at = path + "[" + k + "]";
      switch (type.kind()) {
        case STRING -> into.add(value.toString());
        case BYTES -> into.add(bytes((ByteBuffer) value));
        case RECORD -> fromAvro((GenericRecord) value, into.addRecord(), at);
        case LIST -> fromAvro((List<?>) value, into.addList(), at);
        default -> into.addLong(scalar(type, value, at));
      }
    }
  }

  private static long scalar(FieldType type, Object value, String path) {
    FieldKind kind = type.kind();
    return switch (kind) {
      case INT8, INT16, INT32, INT64, TIMESTAMP -> {
        long n = ((Number) value).longValue();
        if (kind.isInteger() && (n < kind.min() || n > kind.max())) {
          throw new CodecException(
              AvroCodec.ID, -1, path, kind.schemaName() + " out of range: " + n);
        }
        yield n;
      }
      case FLOAT32 -> Float.floatToRawIntBits((Float) value);
      case FLOAT64 -> Double.doubleToRawLongBits((Double) value);
      case BOOLEAN -> ((Boolean) value) ? 1 : 0;
      case ENUM -> type.ordinal(value.toString());
      case DECIMAL -> {
        GenericRecord decimal = (GenericRecord) value;
        long unscaled = (Long) decimal.get(0);
        int scale = -(Integer) decimal.get(1);
        java.math.BigDecimal exact = java.math.BigDecimal.valueOf(unscaled, scale);
        String why = DecimalValues.whyNot(exact);
        if (why != null || exact.precision() > DecimalValues.MAX_DIGITS) {
          throw new CodecException(AvroCodec.ID, -1, path, "decimal " + exact + ": " + why);
        }
        yield DecimalValues.of(exact);
      }
      default -> throw new IllegalStateException(kind + " is not a long-slot kind");
    };
  }

  private static byte[] bytes(ByteBuffer buffer) {
    byte[] out = new byte[buffer.remaining()];
    buffer.duplicate().get(out);
    return out;
  }

  static Schema nonNull(Schema schema) {
    if (schema.getType() != Schema.Type.UNION) {
      return schema;
    }
    for (Schema branch : schema.getTypes()) {
      if (branch.getType() != Schema.Type.NULL) {
        return branch;
      }
    }
    throw new IllegalStateException("a union of null only: " + schema);
  }
}
