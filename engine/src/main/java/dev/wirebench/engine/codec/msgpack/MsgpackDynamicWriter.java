package dev.wirebench.engine.codec.msgpack;

import dev.wirebench.engine.dynamic.DecimalValues;
import dev.wirebench.engine.dynamic.DynamicList;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.FieldType;
import dev.wirebench.engine.dynamic.RecordSchema;
import java.io.IOException;
import org.msgpack.core.MessagePacker;

/**
 * Writes dynamic messages in Wirebench's positional MessagePack layout ({@link MsgpackLayout}'s
 * rules without the message-type header): a record is an array of all its fields in schema order,
 * an absent optional field nil; integers and timestamps (epoch ns) as MessagePack ints, floats as
 * float32/float64, decimals {@code [unscaled, scale]}, enums their ordinal, bytes bin, lists
 * arrays.
 */
final class MsgpackDynamicWriter {
  private final MessagePacker packer;

  MsgpackDynamicWriter(MessagePacker packer) {
    this.packer = packer;
  }

  void write(DynamicRecord record) throws IOException {
    RecordSchema schema = record.schema();
    packer.packArrayHeader(schema.size());
    for (int i = 0; i < schema.size(); i++) {
      if (!record.isPresent(i)) {
        packer.packNil();
        continue;
      }
      FieldType type = schema.field(i).type();
      switch (type.kind()) {
        case STRING -> packer.packString(record.getString(i));
        case BYTES -> bytes(record.getBytes(i));
        case RECORD -> write(record.getRecord(i));
        case LIST -> list(record.getList(i));
        default -> scalar(type, record.getLong(i));
      }
    }
  }

  private void list(DynamicList list) throws IOException {
    FieldType element = list.elementType();
    packer.packArrayHeader(list.size());
    for (int k = 0; k < list.size(); k++) {
      switch (element.kind()) {
        case STRING -> packer.packString(list.getString(k));
        case BYTES -> bytes(list.getBytes(k));
        case RECORD -> write(list.getRecord(k));
        case LIST -> list(list.getList(k));
        default -> scalar(element, list.getLong(k));
      }
    }
  }

  private void bytes(byte[] value) throws IOException {
    packer.packBinaryHeader(value.length);
    packer.writePayload(value);
  }

  private void scalar(FieldType type, long value) throws IOException {
    switch (type.kind()) {
      case INT8, INT16, INT32, INT64, TIMESTAMP, ENUM -> packer.packLong(value);
      case FLOAT32 -> packer.packFloat(Float.intBitsToFloat((int) value));
      case FLOAT64 -> packer.packDouble(Double.longBitsToDouble(value));
      case BOOLEAN -> packer.packBoolean(value != 0);
      case DECIMAL -> {
        packer.packArrayHeader(2);
        packer.packLong(DecimalValues.unscaled(value));
        packer.packInt(DecimalValues.scale(value));
      }
      default -> throw new IllegalStateException(type.describe() + " is not a long-slot kind");
    }
  }
}
