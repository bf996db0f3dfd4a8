package dev.wirebench.engine.codec.protobuf;

import com.google.protobuf.ByteString;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.DynamicMessage;
import com.google.protobuf.Message;
import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.gen.GenChecks;
import dev.wirebench.engine.dynamic.DecimalValues;
import dev.wirebench.engine.dynamic.DynamicList;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.FieldKind;
import dev.wirebench.engine.dynamic.FieldType;
import dev.wirebench.engine.dynamic.RecordSchema;
import java.util.List;

/**
 * Copies dynamic messages to {@link DynamicMessage}s of the user's own descriptors ({@code
 * ProtoUserSchema}) and back: field {@code i} is the descriptor's field {@code i}; integers take
 * the user's scalar type (a value it cannot hold is a {@link CodecException} naming the field, e.g.
 * a negative {@code uint32}); enums their numbers; timestamps a {@code google.protobuf.Timestamp}
 * (seconds, nanos); decimals the user's {@code Decimal} message (mantissa, exponent). Fields
 * without presence (proto3 scalars) are left out at their default value, as generated code does,
 * and read back as that value when absent.
 */
final class PbUserValues {
  private PbUserValues() {}

  static DynamicMessage toProto(DynamicRecord record, Descriptor descriptor, String path) {
    RecordSchema schema = record.schema();
    List<FieldDescriptor> fields = descriptor.getFields();
    DynamicMessage.Builder out = DynamicMessage.newBuilder(descriptor);
    for (int i = 0; i < schema.size(); i++) {
      if (!record.isPresent(i)) {
        continue;
      }
      FieldDescriptor fd = fields.get(i);
      FieldType type = schema.field(i).type();
      String at = join(path, schema.field(i).name());
      if (type.kind() == FieldKind.LIST) {
        DynamicList list = record.getList(i);
        for (int k = 0; k < list.size(); k++) {
          out.addRepeatedField(fd, element(list, k, fd, at + "[" + k + "]"));
        }
      } else {
        Object value =
            switch (type.kind()) {
              case STRING -> record.getString(i);
              case BYTES -> ByteString.copyFrom(record.getBytes(i));
              case RECORD -> toProto(record.getRecord(i), fd.getMessageType(), at);
              default -> scalar(type.kind(), fd, record.getLong(i), at);
            };
        put(out, fd, value);
      }
    }
    return out.build();
  }

  private static Object element(DynamicList list, int k, FieldDescriptor fd, String at) {
    return switch (list.elementType().kind()) {
      case STRING -> list.getString(k);
      case BYTES -> ByteString.copyFrom(list.getBytes(k));
      case RECORD -> toProto(list.getRecord(k), fd.getMessageType(), at);
      case LIST -> throw new IllegalStateException("a .proto has no list of lists");
      default -> scalar(list.elementType().kind(), fd, list.getLong(k), at);
    };
  }

  /** Sets a field, leaving a field without presence out at its default (as generated code). */
  private static void put(DynamicMessage.Builder out, FieldDescriptor fd, Object value) {
    if (!fd.hasPresence() && value.equals(fd.getDefaultValue())) {
      return;
    }
    out.setField(fd, value);
  }

  private static Object scalar(FieldKind kind, FieldDescriptor fd, long value, String at) {
    return switch (kind) {
      case INT8, INT16, INT32, INT64 -> integer(fd, value, at);
      case FLOAT32 -> Float.intBitsToFloat((int) value);
      case FLOAT64 -> Double.longBitsToDouble(value);
      case BOOLEAN -> value != 0;
      case ENUM -> fd.getEnumType().getValues().get((int) value);
      case TIMESTAMP -> {
        Descriptor stamp = fd.getMessageType();
        DynamicMessage.Builder out = DynamicMessage.newBuilder(stamp);
        put(out, stamp.findFieldByName("seconds"), GenChecks.seconds(value));
        put(out, stamp.findFieldByName("nanos"), GenChecks.nanoOfSecond(value));
        yield out.build();
      }
      case DECIMAL -> {
        Descriptor decimal = fd.getMessageType();
        DynamicMessage.Builder out = DynamicMessage.newBuilder(decimal);
        FieldDescriptor mantissa = decimal.findFieldByName("mantissa");
        FieldDescriptor exponent = decimal.findFieldByName("exponent");
        put(out, mantissa, integer(mantissa, DecimalValues.unscaled(value), at + ".mantissa"));
        put(out, exponent, integer(exponent, -DecimalValues.scale(value), at + ".exponent"));
        yield out.build();
      }
      default -> throw new IllegalStateException(kind + " is not a long-slot kind");
    };
  }

  /** {@code value} as the user's integer type, refused when that type cannot hold it. */
  private static Object integer(FieldDescriptor fd, long value, String at) {
    return switch (fd.getType()) {
      case INT32, SINT32, SFIXED32 -> {
        check(value, Integer.MIN_VALUE, Integer.MAX_VALUE, fd, at);
        yield (int) value;
      }
      case UINT32, FIXED32 -> {
        check(value, 0, 0xFFFF_FFFFL, fd, at);
        yield (int) value;
      }
      case UINT64, FIXED64 -> {
        check(value, 0, Long.MAX_VALUE, fd, at);
        yield value;
      }
      default -> value;
    };
  }

  private static void check(long value, long min, long max, FieldDescriptor fd, String at) {
    if (value < min || value > max) {
      throw new CodecException(
          ProtobufCodec.ID,
          -1,
          at,
          value
              + " is out of range for "
              + fd.getType().name().toLowerCase(java.util.Locale.ROOT)
              + " ("
              + min
              + ".."
              + max
              + ")");
    }
  }

  static void fromProto(Message in, DynamicRecord into, String path) {
    RecordSchema schema = into.schema();
    List<FieldDescriptor> fields = in.getDescriptorForType().getFields();
    for (int i = 0; i < schema.size(); i++) {
      FieldDescriptor fd = fields.get(i);
      FieldType type = schema.field(i).type();
      String at = join(path, schema.field(i).name());
      if (type.kind() == FieldKind.LIST) {
        fromRepeated((List<?>) in.getField(fd), into.list(i), fd, at);
      } else if (!fd.hasPresence() || in.hasField(fd)) {
        Object value = in.getField(fd);
        switch (type.kind()) {
          case STRING -> into.setString(i, (String) value);
          case BYTES -> into.setBytes(i, ((ByteString) value).toByteArray());
          case RECORD -> fromProto((Message) value, into.record(i), at);
          default -> into.setLong(i, slot(type.kind(), fd, value, at));
        }
      } else if (!schema.field(i).optional()) {
        throw new CodecException(ProtobufCodec.ID, -1, at, "absent, but the schema requires it");
      }
    }
  }

  private static void fromRepeated(List<?> in, DynamicList into, FieldDescriptor fd, String path) {
    FieldKind kind = into.elementType().kind();
    for (int k = 0; k < in.size(); k++) {
      Object value = in.get(k);
      String at = path + "[" + k + "]";
      switch (kind) {
        case STRING -> into.add(value);
        case BYTES -> into.add(((ByteString) value).toByteArray());
        case RECORD -> fromProto((Message) value, into.addRecord(), at);
        default -> into.addLong(slot(kind, fd, value, at));
      }
    }
  }

  private static long slot(FieldKind kind, FieldDescriptor fd, Object value, String at) {
    return switch (kind) {
      case INT8, INT16, INT32, INT64 -> {
        long n = number(fd, value);
        if (n < kind.min() || n > kind.max()) {
          throw new CodecException(
              ProtobufCodec.ID, -1, at, kind.schemaName() + " out of range: " + n);
        }
        yield n;
      }
      case FLOAT32 -> Float.floatToRawIntBits((Float) value);
      case FLOAT64 -> Double.doubleToRawLongBits((Double) value);
      case BOOLEAN -> ((Boolean) value) ? 1 : 0;
      case ENUM -> {
        int number = ((EnumValueDescriptor) value).getNumber();
        EnumValueDescriptor known = fd.getEnumType().findValueByNumber(number);
        if (known == null) {
          throw new CodecException(
              ProtobufCodec.ID,
              -1,
              at,
              number + " is not a number of enum " + fd.getEnumType().getName());
        }
        yield known.getIndex();
      }
      case TIMESTAMP -> timestamp((Message) value, at);
      case DECIMAL -> decimal((Message) value, at);
      default -> throw new IllegalStateException(kind + " is not a long-slot kind");
    };
  }

  private static long number(FieldDescriptor fd, Object value) {
    if (value instanceof Integer n) {
      return fd.getType() == FieldDescriptor.Type.UINT32
              || fd.getType() == FieldDescriptor.Type.FIXED32
          ? Integer.toUnsignedLong(n)
          : n;
    }
    return (Long) value;
  }

  private static long timestamp(Message stamp, String at) {
    Descriptor d = stamp.getDescriptorForType();
    long seconds = (Long) stamp.getField(d.findFieldByName("seconds"));
    int nanos = (Integer) stamp.getField(d.findFieldByName("nanos"));
    return GenChecks.nanos(seconds, nanos, ProtobufCodec.ID, "", at);
  }

  private static long decimal(Message decimal, String at) {
    Descriptor d = decimal.getDescriptorForType();
    FieldDescriptor mantissa = d.findFieldByName("mantissa");
    FieldDescriptor exponent = d.findFieldByName("exponent");
    return GenChecks.decimal(
        number(mantissa, decimal.getField(mantissa)),
        number(exponent, decimal.getField(exponent)),
        ProtobufCodec.ID,
        "",
        at);
  }

  private static String join(String path, String name) {
    return path.isEmpty() ? name : path + "." + name;
  }
}
