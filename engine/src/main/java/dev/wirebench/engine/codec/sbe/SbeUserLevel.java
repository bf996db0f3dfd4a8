package dev.wirebench.engine.codec.sbe;

import dev.wirebench.engine.dynamic.FieldKind;
import dev.wirebench.engine.dynamic.RecordSchema;
import java.nio.charset.Charset;
import java.util.List;
import java.util.Map;
import uk.co.real_logic.sbe.PrimitiveType;

/**
 * One block of a user's SBE message as {@link SbeUserLayout} reads it from their IR: the message's
 * root block or a group's entries, fields at the user's offsets with the user's types and null
 * values.
 *
 * @param record the record the block holds
 * @param blockLength the block's length from the IR
 * @param fixed the block's fields (constants take no room and are left out)
 * @param groups the groups after the block, in wire order
 * @param vars the var data after the groups, in wire order
 * @param since each field's, group's and var data's {@code sinceVersion} by name (0 when absent)
 */
record SbeUserLevel(
    RecordSchema record,
    int blockLength,
    List<Slot> fixed,
    List<Group> groups,
    List<Var> vars,
    Map<String, Integer> since) {

  /** The schema version that added the component named {@code name} (0: the first). */
  int since(String name) {
    return since.getOrDefault(name, 0);
  }

  /**
   * One primitive in a block: where, its type, the range a value may take (the user's min/max, the
   * null value excluded) and its null value.
   */
  record Part(String name, int offset, PrimitiveType type, long min, long max, long nullValue) {
    boolean isFloat() {
      return type == PrimitiveType.FLOAT || type == PrimitiveType.DOUBLE;
    }
  }

  /**
   * A block field of the dynamic record. {@code value} is the integer, float, enum encoding, char
   * array, time or mantissa; {@code second} a decimal's exponent or a time's unit when they are
   * fields ({@code constant} holds them when the schema fixes them); {@code codes} an enum's
   * encoded values by ordinal; {@code parts} a composite record's fields (offsets within the
   * block).
   */
  record Slot(
      int field,
      String name,
      FieldKind kind,
      boolean optional,
      int offset,
      int length,
      Part value,
      Part second,
      int constant,
      long[] codes,
      Charset charset,
      List<Slot> parts) {}

  /** A repeating group with the user's dimension encoding. */
  record Group(
      int field,
      String name,
      int headerLength,
      PrimitiveType blockLengthType,
      int blockLengthOffset,
      Part count,
      SbeUserLevel entry) {}

  /** Var data: its length prefix, then bytes (text in {@code charset}, or raw when null). */
  record Var(int field, String name, PrimitiveType lengthType, long maxLength, Charset charset) {}
}
