package dev.wirebench.engine.codec.protobuf;

import com.google.protobuf.ByteString;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.DynamicMessage;
import com.google.protobuf.Message;
import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.dynamic.DecimalValues;
import dev.wirebench.engine.dynamic.DynamicList;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.FieldKind;
import dev.wirebench.engine.dynamic.FieldType;
import dev.wirebench.engine.dynamic.RecordSchema;
import java.math.BigDecimal;
import java.util.List;

/**
 * Copies dynamic messages to protobuf {@link DynamicMessage}s and back, by {@link
 * PbDynamicSchema}'s mapping (field i is number i + 1). Both directions allocate protobuf's
 * objects, as protobuf's dynamic API does; decoding checks int8/int16 ranges and decimals.
 */
final class PbDynamicValues {
  private PbDynamicValues() {}

  static DynamicMessage toProto(DynamicRecord record, Descriptor descriptor) {
    RecordSchema schema = record.schema();
    DynamicMessage.Builder out = DynamicMessage.newBuilder(descriptor);
    for (int i = 0; i < schema.size(); i++) {
      if (!record.isPresent(i)) {
        continue;
      }
      FieldDescriptor fd = descriptor.findFieldByNumber(i + 1);
      FieldType type = schema.field(i).type();
      if (type.kind() == FieldKind.LIST && schema.field(i).optional()) {
        DynamicMessage.Builder wrapper = DynamicMessage.newBuilder(fd.getMessageType());
        addAll(wrapper, fd.getMessageType().findFieldByNumber(1), record.getList(i));
        out.setField(fd, wrapper.build());
      } else if (type.kind() == FieldKind.LIST) {
        addAll(out, fd, record.getList(i));
      } else {
        out.setField(fd, value(type, fd, record, i));
      }
    }
    return out.build();
  }

  private static Object value(FieldType type, FieldDescriptor fd, DynamicRecord record, int i) {
    return switch (type.kind()) {
      case STRING -> record.getString(i);
      case BYTES -> ByteString.copyFrom(record.getBytes(i));
      case RECORD -> toProto(record.getRecord(i), fd.getMessageType());
      default -> scalar(type, fd, record.getLong(i));
    };
  }

  private static void addAll(DynamicMessage.Builder out, FieldDescriptor fd, DynamicList list) {
    FieldType element = list.elementType();
    for (int k = 0; k < list.size(); k++) {
      Object value =
          switch (element.kind()) {
            case STRING -> list.getString(k);
            case BYTES -> ByteString.copyFrom(list.getBytes(k));
            case RECORD -> toProto(list.getRecord(k), fd.getMessageType());
            case LIST -> {
              DynamicMessage.Builder wrapper = DynamicMessage.newBuilder(fd.getMessageType());
              addAll(wrapper, fd.getMessageType().findFieldByNumber(1), list.getList(k));
              yield wrapper.build();
            }
            default -> scalar(element, fd, list.getLong(k));
          };
      out.addRepeatedField(fd, value);
    }
  }

  private static Object scalar(FieldType type, FieldDescriptor fd, long value) {
    return switch (type.kind()) {
      case INT8, INT16, INT32 -> (int) value;
      case INT64, TIMESTAMP -> value;
      case FLOAT32 -> Float.intBitsToFloat((int) value);
      case FLOAT64 -> Double.longBitsToDouble(value);
      case BOOLEAN -> value != 0;
      case ENUM -> fd.getEnumType().findValueByNumber((int) value);
      case DECIMAL -> {
        Descriptor decimal = fd.getMessageType();
        yield DynamicMessage.newBuilder(decimal)
            .setField(decimal.findFieldByNumber(1), DecimalValues.unscaled(value))
            .setField(decimal.findFieldByNumber(2), -DecimalValues.scale(value))
            .build();
      }
      default -> throw new IllegalStateException(type.describe() + " is not a long-slot kind");
    };
  }

  static void fromProto(Message in, DynamicRecord into, String path) {
    RecordSchema schema = into.schema();
    Descriptor descriptor = in.getDescriptorForType();
    for (int i = 0; i < schema.size(); i++) {
      FieldDescriptor fd = descriptor.findFieldByNumber(i + 1);
      FieldType type = schema.field(i).type();
      String at = path.isEmpty() ? schema.field(i).name() : path + "." + schema.field(i).name();
      if (type.kind() == FieldKind.LIST) {
        if (!schema.field(i).optional()) {
          fromRepeated((List<?>) in.getField(fd), into.list(i), at);
        } else if (in.hasField(fd)) {
          Message wrapper = (Message) in.getField(fd);
          FieldDescriptor items = wrapper.getDescriptorForType().findFieldByNumber(1);
          fromRepeated((List<?>) wrapper.getField(items), into.list(i), at);
        }
      } else if (in.hasField(fd)) {
        Object value = in.getField(fd);
        switch (type.kind()) {
          case STRING -> into.setString(i, (String) value);
          case BYTES -> into.setBytes(i, ((ByteString) value).toByteArray());
          case RECORD -> fromProto((Message) value, into.record(i), at);
          default -> into.setLong(i, scalar(type, value, at));
        }
      }
    }
  }

  private static void fromRepeated(List<?> in, DynamicList into, String path) {
    FieldType type = into.elementType();
    for (int k = 0; k < in.size(); k++) {
      Object value = in.get(k);
      String at = path + "[" + k + "]";
      switch (type.kind()) {
        case STRING -> into.add(value);
        case BYTES -> into.add(((ByteString) value).toByteArray());
        case RECORD -> fromProto((Message) value, into.addRecord(), at);
        case LIST -> {
          Message wrapper = (Message) value;
          FieldDescriptor items = wrapper.getDescriptorForType().findFieldByNumber(1);
          fromRepeated((List<?>) wrapper.getField(items), into.addList(), at);
        }
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
              ProtobufCodec.ID, -1, path, kind.schemaName() + " out of range: " + n);
        }
        yield n;
      }
      case FLOAT32 -> Float.floatToRawIntBits((Float) value);
      case FLOAT64 -> Double.doubleToRawLongBits((Double) value);
      case BOOLEAN -> ((Boolean) value) ? 1 : 0;
      case ENUM -> ((com.google.protobuf.Descriptors.EnumValueDescriptor) value).getNumber();
      case DECIMAL -> {
        Message decimal = (Message) value;
        Descriptor d = decimal.getDescriptorForType();
        long unscaled = (Long) decimal.getField(d.findFieldByNumber(1));
        int exponent = (Integer) decimal.getField(d.findFieldByNumber(2));
        if (exponent == Integer.MIN_VALUE) {
          throw new CodecException(ProtobufCodec.ID, -1, path, "decimal exponent out of range");
        }
        BigDecimal exact = BigDecimal.valueOf(unscaled, -exponent);
        String why = DecimalValues.whyNot(exact);
        if (why != null || exact.precision() > DecimalValues.MAX_DIGITS) {
          throw new CodecException(
              ProtobufCodec.ID, -1, path, "decimal " + exact + " does not fit decimal64 exactly");
        }
        yield DecimalValues.of(exact);
      }
      default -> throw new IllegalStateException(kind + " is not a long-slot kind");
    };
  }
}
