package dev.wirebench.engine.codec.flatbuffers;

import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.SpanKind;
import dev.wirebench.engine.codec.flatbuffers.FbLayout.Field;
import dev.wirebench.engine.codec.flatbuffers.FbLayout.Kind;
import dev.wirebench.engine.codec.flatbuffers.FbLayout.Member;
import dev.wirebench.engine.codec.flatbuffers.FbLayout.Struct;
import dev.wirebench.engine.codec.flatbuffers.FbLayout.Table;
import dev.wirebench.engine.codec.mapping.SpanBuilder;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.OrderBookSnapshot;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Field spans from an {@link FbWalker} walk. A FlatBuffer is not laid out as its tree (the builder
 * writes children before parents, and tables share vtables), so the spans are one group per stored
 * object in payload order: the root offset and file identifier, each vtable once, each table (its
 * vtable offset and inline fields, a Decimal struct's mantissa carrying the value), each string
 * (length, bytes, terminator) and each vector (length, elements). Alignment bytes between objects
 * and inside tables become padding spans.
 */
final class FbSpans {
  private final ByteBuffer bb;
  private final int start;
  private final Message decoded;
  private final SpanBuilder spans;
  private final Set<Integer> seen = new HashSet<>();
  private boolean muted;
  private int tableStart;
  private int tableEnd;
  private final List<int[]> tableBytes = new ArrayList<>();

  FbSpans(ByteBuffer bb, int start, Message decoded) {
    this.bb = bb;
    this.start = start;
    this.decoded = decoded;
    this.spans = new SpanBuilder(decoded);
  }

  static String child(String path, String name) {
    if (path.startsWith("metadata.") && (name.equals("key") || name.equals("value"))) {
      return path;
    }
    return path.isEmpty() ? name : path + "." + name;
  }

  String element(String path, int index) {
    if (path.equals("metadata") && decoded instanceof OrderBookSnapshot book) {
      return "metadata." + book.getMetadata().key(index);
    }
    return path + "[" + index + "]";
  }

  void root(int pos) {
    spans.leaf("(root offset)", pos - start, 4, SpanKind.FRAMING, Integer.toString(bb.getInt(pos)));
    spans.leaf("(file identifier)", pos - start + 4, 4, SpanKind.HEADER, "WBFB");
  }

  void vtable(int pos, int vsize, Table table) {
    if (!seen.add(pos)) {
      return;
    }
    spans.begin("(vtable " + table.name + ")");
    spans.leaf("(vtable size)", pos - start, 2, SpanKind.LENGTH, Integer.toString(vsize));
    spans.leaf("(table size)", pos - start + 2, 2, SpanKind.LENGTH, u16(pos + 2));
    for (int slot = 0; 4 + 2 * slot < vsize; slot++) {
      String name = "(vtable " + table.name + "." + slotName(table, slot) + ")";
      spans.leaf(name, pos - start + 4 + 2 * slot, 2, SpanKind.FRAMING, u16(pos + 4 + 2 * slot));
    }
    spans.end();
  }

  void beginTable(int pos, int tsize, Table table, String path) {
    muted = !seen.add(pos);
    if (muted) {
      return;
    }
    String label = table == FbLayout.ENVELOPE ? "(envelope)" : path.isEmpty() ? "(message)" : path;
    spans.begin(label);
    spans.leaf("(" + label + " vtable offset)", pos - start, 4, SpanKind.FRAMING, null);
    tableStart = pos + 4;
    tableEnd = pos + tsize;
    tableBytes.clear();
  }

  void field(int pos, Field field, String path) {
    if (muted) {
      return;
    }
    String child = child(path, field.name());
    int at = pos - start;
    tableBytes.add(new int[] {pos, pos + field.inlineSize()});
    switch (field.kind()) {
      case UNION_TYPE -> {
        int type = bb.get(pos) & 0xFF;
        String raw =
            type >= 1 && type <= field.union().size() ? field.union().get(type - 1).name : "NONE";
        String text = spans.values().text(child);
        spans.leaf(child, at, 1, SpanKind.HEADER, text != null ? text : raw);
      }
      case STRUCT -> struct(pos, field.struct(), child);
      case STRING, TABLE, STRUCT_VECTOR, TABLE_VECTOR, UNION ->
          spans.leaf("(" + child + " offset)", at, 4, SpanKind.FRAMING, null);
      default ->
          spans.value(
              child, at, field.kind().inlineSize, raw(pos, field.kind(), field.enumNames()));
    }
  }

  void endTable() {
    if (!muted) {
      tableBytes.sort(Comparator.comparingInt(range -> range[0]));
      int covered = tableStart;
      for (int[] range : tableBytes) {
        padding(covered, range[0]);
        covered = Math.max(covered, range[1]);
      }
      padding(covered, tableEnd);
      spans.end();
    }
    muted = false;
  }

  private void padding(int from, int to) {
    spans.leaf("(table padding)", from - start, to - from, SpanKind.PADDING, null);
  }

  void string(int pos, int length, String path, boolean metadataKey) {
    if (!seen.add(pos)) {
      return;
    }
    String text =
        new String(bb.array(), bb.arrayOffset() + pos + 4, length, StandardCharsets.UTF_8);
    spans.begin(path);
    spans.leaf(path, pos - start, 4, SpanKind.LENGTH, Integer.toString(length));
    if (metadataKey) {
      spans.leaf(path, pos - start + 4, length, SpanKind.TAG, text);
    } else {
      spans.value(path, pos - start + 4, length, text);
    }
    spans.leaf("(" + path + " terminator)", pos - start + 4 + length, 1, SpanKind.PADDING, null);
    spans.end();
  }

  void structVector(int pos, int count, Struct struct, String path) {
    if (!seen.add(pos)) {
      return;
    }
    spans.begin(path);
    spans.leaf(path, pos - start, 4, SpanKind.LENGTH, Integer.toString(count));
    for (int i = 0; i < count; i++) {
      struct(pos + 4 + i * struct.size(), struct, element(path, i));
    }
    spans.end();
  }

  void tableVector(int pos, int count, String path) {
    if (!seen.add(pos)) {
      return;
    }
    spans.begin(path);
    spans.leaf(path, pos - start, 4, SpanKind.LENGTH, Integer.toString(count));
    for (int i = 0; i < count; i++) {
      String element = "(" + element(path, i) + " offset)";
      spans.leaf(element, pos - start + 4 + 4 * i, 4, SpanKind.FRAMING, null);
    }
    spans.end();
  }

  private void struct(int pos, Struct struct, String path) {
    spans.begin(path);
    int covered = 0;
    for (Member member : struct.members()) {
      int at = pos + member.offset();
      String raw = raw(at, member.kind(), member.enumNames());
      if (struct == FbLayout.DECIMAL) {
        if (member.name().equals("mantissa")) {
          spans.value(path, at - start, member.kind().inlineSize, raw);
        } else {
          spans.part(path, "exponent", at - start, member.kind().inlineSize, raw);
        }
      } else {
        spans.value(child(path, member.name()), at - start, member.kind().inlineSize, raw);
      }
      covered = member.offset() + member.kind().inlineSize;
    }
    spans.leaf(
        "(" + path + " padding)",
        pos - start + covered,
        struct.size() - covered,
        SpanKind.PADDING,
        null);
    spans.end();
  }

  /** The spans, with padding spans for the bytes no object claims; overlaps are errors. */
  List<FieldSpan> finish(int length) {
    List<FieldSpan> top = new ArrayList<>(spans.finish());
    List<FieldSpan> leaves = new ArrayList<>();
    collect(top, leaves);
    leaves.sort(Comparator.comparingInt(FieldSpan::offset));
    int covered = 0;
    for (FieldSpan leaf : leaves) {
      if (leaf.offset() < covered) {
        throw new CodecException(
            FlatBuffersCodec.ID, leaf.offset(), leaf.path(), "objects overlap in the payload");
      }
      if (leaf.offset() > covered) {
        top.add(
            FieldSpan.leaf("(padding)", covered, leaf.offset() - covered, SpanKind.PADDING, null));
      }
      covered = leaf.end();
    }
    if (covered < length) {
      top.add(FieldSpan.leaf("(padding)", covered, length - covered, SpanKind.PADDING, null));
    }
    top.sort(Comparator.comparingInt(FieldSpan::offset));
    return top;
  }

  private static void collect(List<FieldSpan> spans, List<FieldSpan> leaves) {
    for (FieldSpan span : spans) {
      if (span.isLeaf()) {
        leaves.add(span);
      } else {
        collect(span.children(), leaves);
      }
    }
  }

  private String raw(int pos, Kind kind, String[] enumNames) {
    long value =
        switch (kind) {
          case BOOL, BYTE -> bb.get(pos);
          case SHORT -> bb.getShort(pos);
          case INT -> bb.getInt(pos);
          default -> bb.getLong(pos);
        };
    if (kind == Kind.BOOL) {
      return Boolean.toString(value != 0);
    }
    if (enumNames != null && value >= 0 && value < enumNames.length) {
      return enumNames[(int) value];
    }
    return Long.toString(value);
  }

  private String u16(int pos) {
    return Integer.toString(bb.getShort(pos) & 0xFFFF);
  }

  private static String slotName(Table table, int slot) {
    for (Field field : table.fields) {
      if (field.slot() == slot) {
        return field.name();
      }
    }
    return "slot " + slot;
  }
}
