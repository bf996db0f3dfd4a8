package dev.wirebench.engine.compat;

import dev.wirebench.engine.dynamic.DecimalValues;
import dev.wirebench.engine.dynamic.DynamicList;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.FieldKind;
import dev.wirebench.engine.dynamic.FieldType;
import dev.wirebench.engine.dynamic.RecordSchema;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;

/**
 * The new version of an old message, for the new→old direction: paired fields keep their values
 * (numbers converted between widths and forms when they fit, enums by symbol name, text and bytes
 * as UTF-8), fields the new version added get a generated value ({@link MessageGenerator}: never a
 * default, so an old reader that drops it or misreads it shows), and a value the new type cannot
 * hold (a symbol the new enum lacks, a number out of range) is left out. Every other message
 * carries what only the new version can say ({@link #stretch}).
 */
final class MessageConverter {
  private final FieldMapping mapping;

  MessageConverter(FieldMapping mapping) {
    this.mapping = mapping;
  }

  DynamicRecord toNew(DynamicRecord old, RecordSchema newSchema, int seed) {
    DynamicRecord out = new DynamicRecord(newSchema);
    record(old, out, "", seed);
    return out;
  }

  private void record(DynamicRecord old, DynamicRecord out, String prefix, int seed) {
    RecordSchema schema = out.schema();
    for (int j = 0; j < schema.size(); j++) {
      String template = prefix + schema.field(j).name();
      String from = mapping.toOld(template);
      int i = from == null ? -1 : old.schema().indexOf(from.substring(from.lastIndexOf('.') + 1));
      if (i < 0) {
        MessageGenerator.fillField(out, j, seed);
      } else if (old.isPresent(i)) {
        copy(old, i, out, j, template, seed);
      }
    }
  }

  private void copy(DynamicRecord old, int i, DynamicRecord out, int j, String at, int seed) {
    FieldType from = old.schema().field(i).type();
    FieldType to = out.schema().field(j).type();
    if (from.kind() == FieldKind.RECORD && to.kind() == FieldKind.RECORD) {
      record(old.getRecord(i), out.record(j), at + ".", seed);
    } else if (from.kind() == FieldKind.LIST && to.kind() == FieldKind.LIST) {
      list(old.getList(i), out.list(j), at + "[]", seed);
    } else if (from.kind().inLongSlot() && to.kind().inLongSlot()) {
      Long value = stretch(from, to, seed, scalar(from, old.getLong(i), to));
      if (value != null) {
        out.setLong(j, value);
      }
    } else if (to.kind() == FieldKind.STRING) {
      Object value = from.kind() == FieldKind.BYTES ? old.getBytes(i) : old.getString(i);
      out.setString(
          j,
          value instanceof byte[] b
              ? new String(b, StandardCharsets.UTF_8)
              : value == null ? null : value.toString());
    } else if (to.kind() == FieldKind.BYTES && from.kind() == FieldKind.STRING) {
      out.setBytes(j, old.getString(i).getBytes(StandardCharsets.UTF_8));
    } else if (to.kind() == FieldKind.BYTES && from.kind() == FieldKind.BYTES) {
      out.setBytes(j, old.getBytes(i));
    }
  }

  private void list(DynamicList old, DynamicList out, String at, int seed) {
    FieldType from = old.elementType();
    FieldType to = out.elementType();
    for (int k = 0; k < old.size(); k++) {
      if (from.kind() == FieldKind.RECORD && to.kind() == FieldKind.RECORD) {
        record(old.getRecord(k), out.addRecord(), at + ".", seed + k);
      } else if (from.kind().inLongSlot() && to.kind().inLongSlot()) {
        Long value = stretch(from, to, seed + k, scalar(from, old.getLong(k), to));
        if (value != null) {
          out.addLong(value);
        }
      } else if (from.kind() == to.kind()
          && !from.kind().inLongSlot()
          && from.kind() != FieldKind.LIST) {
        out.add(old.get(k));
      }
    }
  }

  /**
   * In every other message (odd {@code seed}), a value only the new type holds: the first enum
   * symbol the new version added, or an integer past the old type's range — what a new writer will
   * send and an old reader must cope with. The other messages keep the old values.
   */
  static Long stretch(FieldType from, FieldType to, int seed, Long value) {
    if (value == null || seed % 2 == 0) {
      return value;
    }
    if (from.kind() == FieldKind.ENUM && to.kind() == FieldKind.ENUM) {
      for (int s = 0; s < to.symbols().size(); s++) {
        if (!from.symbols().contains(to.symbols().get(s))) {
          return (long) s;
        }
      }
    }
    if (from.kind().isInteger() && to.kind().isInteger() && to.kind().max() > from.kind().max()) {
      return from.kind().max() + 1 + Math.floorMod(seed, 1000);
    }
    return value;
  }

  /** {@code raw} of type {@code from} as type {@code to}, or null when it does not fit. */
  static Long scalar(FieldType from, long raw, FieldType to) {
    if (from.kind() == to.kind() && from.kind() != FieldKind.ENUM) {
      return raw;
    }
    if (from.kind() == FieldKind.ENUM || to.kind() == FieldKind.ENUM) {
      if (from.kind() != to.kind()) {
        return null;
      }
      int ordinal = to.ordinal(from.symbols().get((int) raw));
      return ordinal < 0 ? null : (long) ordinal;
    }
    BigDecimal value = number(from, raw);
    if (value == null) {
      return null;
    }
    return switch (to.kind()) {
      case INT8, INT16, INT32, INT64, TIMESTAMP -> {
        try {
          long n = value.longValueExact();
          yield to.kind().isInteger() && (n < to.kind().min() || n > to.kind().max()) ? null : n;
        } catch (ArithmeticException notWhole) {
          yield null;
        }
      }
      case FLOAT32 -> (long) Float.floatToRawIntBits(value.floatValue());
      case FLOAT64 -> Double.doubleToRawLongBits(value.doubleValue());
      case DECIMAL -> DecimalValues.whyNot(value) == null ? DecimalValues.of(value) : null;
      case BOOLEAN -> value.signum() != 0 ? 1L : 0L;
      default -> null;
    };
  }

  private static BigDecimal number(FieldType type, long raw) {
    return switch (type.kind()) {
      case INT8, INT16, INT32, INT64, TIMESTAMP, BOOLEAN -> BigDecimal.valueOf(raw);
      case FLOAT32 -> new BigDecimal(Float.intBitsToFloat((int) raw));
      case FLOAT64 -> {
        double d = Double.longBitsToDouble(raw);
        yield Double.isFinite(d) ? new BigDecimal(d) : null;
      }
      case DECIMAL -> DecimalValues.toBigDecimal(raw);
      default -> null;
    };
  }
}
