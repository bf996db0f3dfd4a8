package dev.wirebench.engine.codec.flatbuffers;

import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.flatbuffers.FbLayout.Field;
import dev.wirebench.engine.codec.flatbuffers.FbLayout.Kind;
import dev.wirebench.engine.codec.flatbuffers.FbLayout.Member;
import dev.wirebench.engine.codec.flatbuffers.FbLayout.Struct;
import dev.wirebench.engine.codec.flatbuffers.FbLayout.Table;
import dev.wirebench.engine.codec.mapping.DecimalParts;
import dev.wirebench.engine.model.Decimals;
import java.nio.ByteBuffer;

/**
 * Walks a FlatBuffers payload from the root table through every table, vtable, string and vector
 * the schema ({@link FbLayout}) says it has, checking each before anything reads it: the verifier
 * FlatBuffers' C++ runtime has and its Java runtime lacks. Without it a corrupted offset would send
 * the generated accessors outside the payload, a backward offset could loop a recursive FIX tree
 * forever, and a string length would size a {@code char[]} before anyone checked it.
 *
 * <p>Checks: every position inside the payload; tables, strings and vector lengths 4-byte aligned
 * (relative to the payload start); vtables inside the payload with even sizes of at least 4; every
 * field inside its table; every reference (uoffset) positive, so the graph only points forward and
 * has no cycles; strings zero-terminated; unions present, their types in range; required strings
 * present; enum codes defined by the schema; decimal structs exact decimal64 values; nesting at
 * most {@link #MAX_DEPTH} tables; at most one table or vector element per 4 payload bytes (shared
 * subtrees cannot multiply the work). So every error about the bytes carries its offset; the reader
 * only finds what the schema cannot say (a metadata key twice, a FIX group with a value).
 *
 * <p>With a {@link FbSpans} it also reports what it walks. Without one it allocates nothing. Not
 * thread-safe.
 */
final class FbWalker {
  /** Nested tables a payload may use (about 30 levels of FIX repeating groups). */
  static final int MAX_DEPTH = 64;

  /** FIX group levels that fit in {@link #MAX_DEPTH} (two tables per level, two above them). */
  static final int MAX_FIX_DEPTH = (MAX_DEPTH - 2) / 2 - 1;

  private static final byte[] IDENTIFIER = {'W', 'B', 'F', 'B'};

  private ByteBuffer bb;
  private int start;
  private int end;
  private int budget;
  private FbSpans sink;
  private Table nameTable;
  private Field nameField;
  private int nameIndex;
  private String nameSuffix;

  /** Checks the payload at {@code bb[start, start + length)}; throws CodecException if bad. */
  void verify(ByteBuffer bb, int start, int length, FbSpans sink) {
    this.bb = bb;
    this.start = start;
    this.end = start + length;
    this.budget = length / 4 + 1;
    this.sink = sink;
    at(null, null, -1, null);
    if (length < 8) {
      throw error(
          start, "payload of " + length + " bytes is shorter than a root offset and file id");
    }
    for (int i = 0; i < IDENTIFIER.length; i++) {
      if (bb.get(start + 4 + i) != IDENTIFIER[i]) {
        throw error(start + 4, "file identifier is not WBFB");
      }
    }
    at(null, null, -1, "(root offset)");
    int root = reference(start);
    if (sink != null) {
      sink.root(start);
    }
    table(root, FbLayout.ENVELOPE, "", 0);
  }

  private void table(int pos, Table table, String path, int depth) {
    if (depth > MAX_DEPTH) {
      throw error(pos, "tables nest deeper than " + MAX_DEPTH);
    }
    if (--budget < 0) {
      throw error(pos, "more tables and vector elements than the payload can hold");
    }
    at(table, null, -1, null);
    aligned(pos, 4);
    inside(pos, 4);
    int vtable = pos - bb.getInt(pos);
    at(table, null, -1, " vtable");
    aligned(vtable, 2);
    inside(vtable, 4);
    int vsize = u16(vtable);
    int tsize = u16(vtable + 2);
    if (vsize < 4 || (vsize & 1) != 0 || tsize < 4) {
      throw error(vtable, table.name + " vtable sizes " + vsize + "/" + tsize + " are invalid");
    }
    inside(vtable, vsize);
    at(table, null, -1, null);
    inside(pos, tsize);
    if (sink != null) {
      sink.vtable(vtable, vsize, table);
      sink.beginTable(pos, tsize, table, path);
    }
    for (int i = 0; i < table.fields.size(); i++) {
      Field field = table.fields.get(i);
      int offset = fieldOffset(vtable, vsize, field);
      if (offset == 0) {
        if (field.required()) {
          throw error(pos, table, field, "is required but absent");
        }
        continue;
      }
      if (offset < 4 || offset + field.inlineSize() > tsize) {
        throw error(pos, table, field, "lies outside its table");
      }
      at(table, field, -1, null);
      inlineValue(pos + offset, field);
      if (sink != null) {
        sink.field(pos + offset, field, path);
      }
    }
    if (sink != null) {
      sink.endTable();
    }
    children(pos, vtable, vsize, table, path, depth);
  }

  /** Enum codes in the schema and decimals a decimal64 holds exactly (what the reader assumes). */
  private void inlineValue(int pos, Field field) {
    if (field.enumNames() != null) {
      enumCode(pos, field.enumNames(), null);
    } else if (field.kind() == Kind.STRUCT) {
      struct(pos, field.struct());
    }
  }

  private void struct(int pos, Struct struct) {
    if (struct == FbLayout.DECIMAL) {
      long mantissa = bb.getLong(pos);
      short exponent = bb.getShort(pos + 8);
      if (Decimals.isNull(DecimalParts.exact(mantissa, exponent))) {
        throw error(pos, name() + ": " + DecimalParts.notExact(mantissa, exponent));
      }
      return;
    }
    for (int m = 0; m < struct.members().size(); m++) {
      Member member = struct.members().get(m);
      if (member.enumNames() != null) {
        enumCode(pos + member.offset(), member.enumNames(), member);
      }
    }
  }

  private void enumCode(int pos, String[] names, Member member) {
    int code = bb.get(pos);
    if (code < 0 || code >= names.length) {
      String name = member == null ? name() : name() + "." + member.name();
      throw error(pos, name + " has enum code " + code + ", which the schema does not define");
    }
  }

  private void children(int pos, int vtable, int vsize, Table table, String path, int depth) {
    int unionType = 0;
    for (int i = 0; i < table.fields.size(); i++) {
      Field field = table.fields.get(i);
      int offset = fieldOffset(vtable, vsize, field);
      if (field.kind() == Kind.UNION_TYPE) {
        unionType = offset == 0 ? 0 : bb.get(pos + offset) & 0xFF;
        continue;
      }
      if (!field.kind().isReference() || offset == 0) {
        continue;
      }
      at(table, field, -1, null);
      int target = reference(pos + offset);
      String child = sink == null ? null : FbSpans.child(path, field.name());
      switch (field.kind()) {
        case STRING -> string(target, child, table == FbLayout.METADATA_ENTRY && field.slot() == 0);
        case TABLE -> table(target, field.table(), child, depth + 1);
        case STRUCT_VECTOR -> structs(target, field.struct(), child);
        case TABLE_VECTOR -> tables(target, table, field, child, depth);
        case UNION -> {
          if (unionType < 1 || unionType > field.union().size()) {
            throw error(pos, table, field, "has union type " + unionType);
          }
          table(target, field.union().get(unionType - 1), path, depth + 1);
        }
        default -> throw new IllegalStateException(field.kind() + " is not a reference");
      }
    }
  }

  private void string(int pos, String path, boolean metadataKey) {
    aligned(pos, 4);
    inside(pos, 4);
    int length = bb.getInt(pos);
    if (length < 0 || length > end - pos - 5) {
      throw error(pos, name() + " of " + length + " bytes runs past the end");
    }
    if (bb.get(pos + 4 + length) != 0) {
      throw error(pos + 4 + length, name() + " is not zero-terminated");
    }
    if (sink != null) {
      sink.string(pos, length, path, metadataKey);
    }
  }

  private void structs(int pos, Struct struct, String path) {
    int count = vectorLength(pos, struct.size());
    budget -= count;
    if (budget < 0) {
      throw error(pos, "more tables and vector elements than the payload can hold");
    }
    for (int i = 0; i < count; i++) {
      struct(pos + 4 + i * struct.size(), struct);
    }
    if (sink != null) {
      sink.structVector(pos, count, struct, path);
    }
  }

  private void tables(int pos, Table owner, Field field, String path, int depth) {
    int count = vectorLength(pos, 4);
    if (sink != null) {
      sink.tableVector(pos, count, path);
    }
    for (int i = 0; i < count; i++) {
      at(owner, field, i, null);
      int target = reference(pos + 4 + 4 * i);
      table(target, field.table(), sink == null ? null : sink.element(path, i), depth + 1);
    }
  }

  private int vectorLength(int pos, int elementSize) {
    aligned(pos, 4);
    inside(pos, 4);
    int count = bb.getInt(pos);
    if (count < 0 || (long) count * elementSize > end - pos - 4) {
      throw error(pos, name() + " of " + count + " elements runs past the end");
    }
    return count;
  }

  /** The position a uoffset at {@code pos} points to: forward and inside the payload. */
  private int reference(int pos) {
    inside(pos, 4);
    int offset = bb.getInt(pos);
    if (offset <= 0 || offset >= end - pos) {
      throw error(pos, name() + " offset " + offset + " does not point forward into the payload");
    }
    return pos + offset;
  }

  /**
   * Says what is being checked, for error messages; kept as parts (no String is built unless a
   * check fails, so verifying allocates nothing).
   */
  private void at(Table table, Field field, int index, String suffix) {
    this.nameTable = table;
    this.nameField = field;
    this.nameIndex = index;
    this.nameSuffix = suffix;
  }

  private String name() {
    StringBuilder name = new StringBuilder();
    if (nameTable != null) {
      name.append(nameTable.name);
    }
    if (nameField != null) {
      name.append('.').append(nameField.name());
    }
    if (nameIndex >= 0) {
      name.append('[').append(nameIndex).append(']');
    }
    if (nameSuffix != null) {
      name.append(nameSuffix);
    }
    return name.toString();
  }

  private int fieldOffset(int vtable, int vsize, Field field) {
    int slot = 4 + 2 * field.slot();
    return slot < vsize ? u16(vtable + slot) : 0;
  }

  private int u16(int pos) {
    return bb.getShort(pos) & 0xFFFF;
  }

  private void inside(int pos, int bytes) {
    if (pos < start || bytes > end - pos) {
      throw error(pos, name() + " lies outside the payload");
    }
  }

  private void aligned(int pos, int alignment) {
    if (((pos - start) & (alignment - 1)) != 0) {
      throw error(pos, name() + " is not " + alignment + "-byte aligned");
    }
  }

  /** An error at {@code pos}, about the schema field being checked (if any). */
  private CodecException error(int pos, String problem) {
    String field =
        nameTable == null || nameField == null ? null : nameTable.name + "." + nameField.name();
    return new CodecException(FlatBuffersCodec.ID, pos - start, field, problem);
  }

  private CodecException error(int pos, Table table, Field field, String problem) {
    String name = table.name + "." + field.name();
    return new CodecException(FlatBuffersCodec.ID, pos - start, name, name + " " + problem);
  }
}
