package dev.wirebench.engine.codec.flatbuffers;

import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.SpanKind;
import dev.wirebench.engine.dynamic.fbs.FbsModel;
import dev.wirebench.engine.dynamic.fbs.FbsModel.FbsEnum;
import dev.wirebench.engine.dynamic.fbs.FbsModel.FbsField;
import dev.wirebench.engine.dynamic.fbs.FbsModel.FbsType;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Field spans of a FlatBuffers payload of the user's {@code .fbs}, walked by the schema: the root
 * offset and file identifier, each table's vtable offset and (once, as builders share them) its
 * vtable, every field the vtable lists (scalars where they are, strings as length, bytes and
 * terminator, tables and vectors through their offsets), the rest as padding. A flat list, in
 * payload order: a FlatBuffer is not laid out as its tree. Every offset is checked to lie in the
 * payload; a payload that is not one of the schema's is a {@link CodecException} at its offset.
 */
final class FbsSpans {
  private static final String ID = "flatbuffers-gen";

  private final FbsModel model;
  private final FbsType root;
  private final List<FieldSpan> leaves = new ArrayList<>();
  private final Set<Integer> vtables = new HashSet<>();
  private boolean recording;
  private ByteBuffer bb;
  private int base;
  private int end;

  FbsSpans(FbsModel model, String table) {
    this.model = model;
    this.root = model.types().get(table);
  }

  List<FieldSpan> describe(byte[] src, int offset, int length) {
    recording = true;
    walk(src, offset, length);
    return tiled(length);
  }

  /**
   * Checks every offset and length the schema leads to lies in the payload, recording nothing:
   * FlatBuffers' Java runtime has no verifier, and its accessors would follow a hostile offset.
   */
  void verify(byte[] src, int offset, int length) {
    recording = false;
    walk(src, offset, length);
  }

  private void walk(byte[] src, int offset, int length) {
    if (bb == null || bb.array() != src) {
      bb = ByteBuffer.wrap(src).order(ByteOrder.LITTLE_ENDIAN);
    }
    base = offset;
    end = offset + length;
    leaves.clear();
    vtables.clear();
    leaf("(root offset)", 0, 4, SpanKind.FRAMING, null);
    if (model.fileIdentifier() != null && FbGenSource.isRoot(model, root.name())) {
      leaf("(file identifier)", 4, 4, SpanKind.HEADER, model.fileIdentifier());
    }
    check(base, 4);
    table(target(0), root, "");
  }

  private void table(int at, FbsType type, String path) {
    int vtable = at - bb.getInt(check(base + at, 4));
    int vsize = Short.toUnsignedInt(bb.getShort(check(base + vtable, 4)));
    if (recording) {
      leaf("(" + label(path) + " vtable offset)", at, 4, SpanKind.HEADER, null);
    }
    if (vtables.add(vtable)) {
      check(base + vtable, vsize);
      leaf("(vtable)", vtable, vsize, SpanKind.HEADER, null);
    }
    for (int i = 0; i < type.fields().size(); i++) {
      FbsField field = type.fields().get(i);
      int slot =
          field.attributes().containsKey("id") ? Integer.parseInt(field.attributes().get("id")) : i;
      int entry = 4 + 2 * slot;
      int voffset = entry < vsize ? Short.toUnsignedInt(bb.getShort(base + vtable + entry)) : 0;
      if (voffset == 0 || field.deprecated()) {
        continue;
      }
      // paths are text for spans only: a verifying walk builds none
      String inner = !recording ? null : path.isEmpty() ? field.name() : path + "." + field.name();
      field(at + voffset, field, inner);
    }
  }

  private void field(int at, FbsField field, String path) {
    Object declared = model.find(field.type());
    boolean reference =
        field.vector() || field.type().equals("string") || declared instanceof FbsType;
    if (reference && recording) {
      leaf("(" + path + " offset)", at, 4, SpanKind.FRAMING, null);
    }
    if (field.vector()) {
      vector(target(at), field, declared, path);
    } else if (field.type().equals("string")) {
      string(target(at), path);
    } else if (declared instanceof FbsType table) {
      table(target(at), table, path);
    } else {
      int size = size(field.type(), declared);
      check(base + at, size);
      if (recording) {
        leaf(path, at, size, SpanKind.VALUE, text(field.type(), declared, base + at));
      }
    }
  }

  private void vector(int at, FbsField field, Object declared, String path) {
    int count = bb.getInt(check(base + at, 4));
    if (recording) {
      leaf("(" + path + " length)", at, 4, SpanKind.LENGTH, Integer.toString(count));
    }
    boolean reference = field.type().equals("string") || declared instanceof FbsType;
    int size = reference ? 4 : size(field.type(), declared);
    check(base + at + 4, (long) count * size);
    boolean bytes = size == 1 && !(declared instanceof FbsEnum) && !field.type().equals("bool");
    if (bytes || !reference && !recording) {
      if (count > 0 && recording) {
        leaf(path, at + 4, count, SpanKind.VALUE, null);
      }
      return;
    }
    for (int j = 0; j < count; j++) {
      int element = at + 4 + j * size;
      String item = recording ? path + "[" + j + "]" : null;
      if (!reference) {
        leaf(item, element, size, SpanKind.VALUE, text(field.type(), declared, base + element));
      } else {
        if (recording) {
          leaf("(" + item + " offset)", element, 4, SpanKind.FRAMING, null);
        }
        if (declared instanceof FbsType table) {
          table(target(element), table, item);
        } else {
          string(target(element), item);
        }
      }
    }
  }

  private void string(int at, String path) {
    int length = bb.getInt(check(base + at, 4));
    check(base + at + 4, (long) length + 1);
    if (!recording) {
      return;
    }
    leaf("(" + path + " length)", at, 4, SpanKind.LENGTH, Integer.toString(length));
    if (length > 0) {
      String text =
          new String(bb.array(), base + at + 4, length, java.nio.charset.StandardCharsets.UTF_8);
      leaf(path, at + 4, length, SpanKind.VALUE, text);
    }
    leaf("(" + path + " terminator)", at + 4 + length, 1, SpanKind.PADDING, null);
  }

  /** The payload offset a uoffset at {@code at} points to. */
  private int target(int at) {
    long to = (long) at + Integer.toUnsignedLong(bb.getInt(check(base + at, 4)));
    check(base + (int) Math.min(to, Integer.MAX_VALUE), 4);
    return (int) to;
  }

  private int check(int at, long length) {
    if (at < base || length < 0 || at + length > end) {
      throw new CodecException(ID, at - base, null, "an offset or length runs outside the payload");
    }
    return at;
  }

  private static int size(String type, Object declared) {
    String scalar = declared instanceof FbsEnum e ? e.underlying() : type;
    return switch (scalar) {
      case "bool", "byte", "ubyte", "int8", "uint8" -> 1;
      case "short", "ushort", "int16", "uint16" -> 2;
      case "int", "uint", "float", "int32", "uint32", "float32" -> 4;
      default -> 8;
    };
  }

  /** A scalar's value as text; an enum's by its value name. */
  private String text(String type, Object declared, int at) {
    String scalar = declared instanceof FbsEnum e ? e.underlying() : type;
    long bits =
        switch (size(type, declared)) {
          case 1 -> bb.get(at);
          case 2 -> bb.getShort(at);
          case 4 -> bb.getInt(at);
          default -> bb.getLong(at);
        };
    if (scalar.startsWith("u")) {
      bits =
          scalar.contains("64") || scalar.equals("ulong")
              ? bits
              : bits & mask(size(type, declared));
    }
    if (declared instanceof FbsEnum e) {
      for (int i = 0; i < e.codes().length; i++) {
        if (e.codes()[i] == bits) {
          return e.values().get(i);
        }
      }
      return Long.toString(bits);
    }
    return switch (scalar) {
      case "bool" -> Boolean.toString(bits != 0);
      case "float", "float32" -> Float.toString(Float.intBitsToFloat((int) bits));
      case "double", "float64" -> Double.toString(Double.longBitsToDouble(bits));
      case "ulong", "uint64" -> Long.toUnsignedString(bits);
      default -> Long.toString(bits);
    };
  }

  private static long mask(int bytes) {
    return bytes >= 8 ? -1L : (1L << (8 * bytes)) - 1;
  }

  private static String label(String path) {
    return path.isEmpty() ? "root table" : path;
  }

  private void leaf(String path, int at, int length, SpanKind kind, String value) {
    if (recording) {
      leaves.add(FieldSpan.leaf(path, at, length, kind, value));
    }
  }

  /** The leaves in payload order, gaps between them (alignment, unused space) as padding. */
  private List<FieldSpan> tiled(int length) {
    leaves.sort(Comparator.comparingInt(FieldSpan::offset));
    List<FieldSpan> out = new ArrayList<>();
    int at = 0;
    for (FieldSpan leaf : leaves) {
      if (leaf.offset() < at) {
        throw new CodecException(ID, leaf.offset(), leaf.path(), "overlaps what lies before it");
      }
      if (leaf.offset() > at) {
        out.add(FieldSpan.leaf("(padding)", at, leaf.offset() - at, SpanKind.PADDING, null));
      }
      out.add(leaf);
      at = leaf.end();
    }
    if (at < length) {
      out.add(FieldSpan.leaf("(padding)", at, length - at, SpanKind.PADDING, null));
    }
    return out;
  }
}
