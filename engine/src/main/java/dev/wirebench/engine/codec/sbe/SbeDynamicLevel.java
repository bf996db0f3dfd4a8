package dev.wirebench.engine.codec.sbe;

import dev.wirebench.engine.dynamic.FieldKind;
import dev.wirebench.engine.dynamic.FieldType;
import dev.wirebench.engine.dynamic.RecordSchema;
import java.util.List;
import uk.co.real_logic.sbe.PrimitiveType;

/**
 * One block of a dynamic message's SBE layout, read from the IR: the root message or a group's
 * entries. An entry is either a record ({@link #record} set; slots name its fields by index) or one
 * list element ({@link #element} set; its one slot, group or var-data has field index {@code -1}).
 *
 * @param record the record the block holds, or null for list-element entries
 * @param element the list's element type for list-element entries, else null
 * @param blockLength the block's length from the IR (fields may not fill it)
 * @param presence the {@code fieldsPresent} set, or null when no field is optional
 * @param bits per field index, its presence bit, or -1 for a required field
 * @param fixed the block's fields at their IR offsets
 * @param groups the groups after the block, in wire order
 * @param vars the var data after the groups, in wire order
 */
record SbeDynamicLevel(
    RecordSchema record,
    FieldType element,
    int blockLength,
    Slot presence,
    int[] bits,
    List<Slot> fixed,
    List<Group> groups,
    List<Var> vars) {

  /** A block field: a primitive (or an enum/set's encoding) or a decimal's two parts. */
  record Slot(
      int field,
      String name,
      FieldKind kind,
      int offset,
      PrimitiveType type,
      int exponentOffset,
      PrimitiveType exponentType,
      int length) {}

  /**
   * A repeating group: a nested record (0 or 1 entries) or a list.
   *
   * @param headerLength the dimension composite's length
   * @param countOffset where numInGroup sits in the dimension
   * @param countType numInGroup's type
   */
  record Group(
      int field,
      String name,
      boolean list,
      int headerLength,
      PrimitiveType blockLengthType,
      int countOffset,
      PrimitiveType countType,
      SbeDynamicLevel entry) {}

  /** A var-data field: its length prefix type, then the bytes. */
  record Var(int field, String name, FieldKind kind, PrimitiveType lengthType, long maxLength) {}
}
