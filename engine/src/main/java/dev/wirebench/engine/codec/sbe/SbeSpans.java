package dev.wirebench.engine.codec.sbe;

import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.SpanKind;
import dev.wirebench.engine.codec.mapping.SpanBuilder;
import dev.wirebench.engine.model.Message;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.util.List;
import org.agrona.DirectBuffer;
import uk.co.real_logic.sbe.ir.Encoding;
import uk.co.real_logic.sbe.ir.Ir;
import uk.co.real_logic.sbe.ir.IrDecoder;
import uk.co.real_logic.sbe.ir.Signal;
import uk.co.real_logic.sbe.ir.Token;
import uk.co.real_logic.sbe.otf.Types;

/**
 * Field spans of an SBE payload, walked from the schema's intermediate representation (the IR file
 * sbe-tool writes at build time next to the generated code): the message header, each block field
 * at its schema offset (a decimal's mantissa and exponent apart), group dimension headers, and each
 * var-data length and bytes, in the same order SBE's own on-the-fly decoder visits them.
 */
final class SbeSpans {
  private static final String IR_RESOURCE = SbeBinding.IR_RESOURCE;
  private static final int GROUP_DIMENSION_TOKENS = 5;

  private final DirectBuffer buffer;
  private final SpanBuilder spans;
  private final SbePaths paths;

  private SbeSpans(DirectBuffer buffer, Message decoded) {
    this.buffer = buffer;
    this.spans = new SpanBuilder(decoded);
    this.paths = new SbePaths(decoded, spans.values());
  }

  /** The IR, read once. */
  private static final class Schema {
    static final Ir IR = load();

    private static Ir load() {
      try (InputStream in = SbeSpans.class.getResourceAsStream(IR_RESOURCE)) {
        if (in == null) {
          throw new IllegalStateException("SBE IR " + IR_RESOURCE + " is not on the class path");
        }
        try (IrDecoder decoder = new IrDecoder(ByteBuffer.wrap(in.readAllBytes()))) {
          return decoder.decode();
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  /** Spans of a payload that {@code decoded} was decoded from ({@code buffer} wraps it). */
  static List<FieldSpan> describe(DirectBuffer buffer, int length, Message decoded) {
    SbeSpans walker = new SbeSpans(buffer, decoded);
    int templateId = 0;
    int blockLength = 0;
    walker.spans.begin("(message header)");
    for (Token t : Schema.IR.headerStructure().tokens()) {
      if (t.signal() == Signal.ENCODING) {
        long raw = Types.getLong(buffer, t.offset(), t.encoding());
        walker.spans.leaf(
            "(" + t.name() + ")",
            t.offset(),
            t.encodedLength(),
            SpanKind.HEADER,
            Long.toString(raw));
        templateId = t.name().equals("templateId") ? (int) raw : templateId;
        blockLength = t.name().equals("blockLength") ? (int) raw : blockLength;
      }
    }
    walker.spans.end();
    List<Token> tokens = Schema.IR.getMessage(templateId);
    int headerLength = Schema.IR.headerStructure().tokens().get(0).encodedLength();
    int end =
        walker.level(tokens, 1, tokens.size() - 1, headerLength, blockLength, SbePaths.Scope.ROOT);
    if (end != length) {
      throw new IllegalStateException("the IR walk ended at " + end + " of " + length + " bytes");
    }
    return walker.spans.finish();
  }

  /** Fields, then groups, then var-data of one block; returns the position after them. */
  private int level(
      List<Token> tokens, int from, int to, int blockStart, int blockLength, SbePaths.Scope scope) {
    int i = from;
    int fieldsEnd = blockStart;
    while (i < to && tokens.get(i).signal() == Signal.BEGIN_FIELD) {
      Token type = tokens.get(i + 1);
      field(tokens.get(i).name(), type, tokens, i + 1, blockStart + type.offset(), scope);
      fieldsEnd = Math.max(fieldsEnd, blockStart + type.offset() + type.encodedLength());
      i += tokens.get(i).componentTokenCount();
    }
    int pos = blockStart + blockLength;
    spans.leaf("(block padding)", fieldsEnd, pos - fieldsEnd, SpanKind.PADDING, null);
    while (i < to && tokens.get(i).signal() == Signal.BEGIN_GROUP) {
      pos = group(tokens, i, pos, scope);
      i += tokens.get(i).componentTokenCount();
    }
    while (i < to && tokens.get(i).signal() == Signal.BEGIN_VAR_DATA) {
      pos = varData(tokens, i, pos, scope);
      i += tokens.get(i).componentTokenCount();
    }
    return pos;
  }

  private void field(
      String name, Token type, List<Token> tokens, int typeIndex, int at, SbePaths.Scope scope) {
    SbePaths.Leaf leaf = paths.field(scope, name);
    switch (type.signal()) {
      case BEGIN_COMPOSITE -> {
        spans.begin(leaf.path());
        for (int c = typeIndex + 1; c < typeIndex + type.componentTokenCount() - 1; c++) {
          Token part = tokens.get(c);
          String raw = primitive(at + part.offset(), part.encoding());
          if (part.name().equals(SbeBinding.DECIMAL_VALUE_PART)) {
            spans.value(leaf.path(), at + part.offset(), part.encodedLength(), raw);
          } else {
            spans.part(leaf.path(), part.name(), at + part.offset(), part.encodedLength(), raw);
          }
        }
        spans.end();
      }
      case BEGIN_ENUM -> emit(leaf, at, type.encodedLength(), enumName(tokens, typeIndex, at));
      case BEGIN_SET -> emit(leaf, at, type.encodedLength(), choices(tokens, typeIndex, at));
      default -> emit(leaf, at, type.encodedLength(), primitive(at, type.encoding()));
    }
  }

  private void emit(SbePaths.Leaf leaf, int at, int length, String raw) {
    if (leaf.kind() == SpanKind.VALUE && !leaf.path().startsWith("(")) {
      spans.value(leaf.path(), at, length, raw);
    } else if (leaf.kind() == SpanKind.HEADER && !leaf.path().startsWith("(")) {
      String text = spans.values().text(leaf.path());
      spans.leaf(leaf.path(), at, length, leaf.kind(), text != null ? text : raw);
    } else if (leaf.kind() == SpanKind.VALUE) {
      // a slot this entry kind does not use, or a FIX instance's tag: not a model value
      spans.value(leaf.path(), at, length, raw);
    } else {
      spans.leaf(leaf.path(), at, length, leaf.kind(), raw);
    }
  }

  private int group(List<Token> tokens, int index, int pos, SbePaths.Scope scope) {
    Token group = tokens.get(index);
    Token dimension = tokens.get(index + 1);
    Token blockLengthToken = tokens.get(index + 2);
    Token countToken = tokens.get(index + 3);
    int blockLength =
        (int) Types.getLong(buffer, pos + blockLengthToken.offset(), blockLengthToken.encoding());
    int count = (int) Types.getLong(buffer, pos + countToken.offset(), countToken.encoding());
    String path = scope.child(group.name());
    spans.begin(path);
    spans.leaf(
        "(" + path + " block length)",
        pos + blockLengthToken.offset(),
        blockLengthToken.encodedLength(),
        SpanKind.LENGTH,
        Integer.toString(blockLength));
    spans.leaf(
        path,
        pos + countToken.offset(),
        countToken.encodedLength(),
        SpanKind.LENGTH,
        Integer.toString(count));
    pos += dimension.encodedLength();
    int end = index + group.componentTokenCount() - 1;
    for (int e = 0; e < count; e++) {
      String key = group.name().equals("metadata") ? firstString(pos + blockLength) : null;
      SbePaths.Scope element = paths.element(scope, group.name(), e, key);
      spans.begin(element.prefix());
      pos = level(tokens, index + GROUP_DIMENSION_TOKENS, end, pos, blockLength, element);
      spans.end();
    }
    spans.end();
    return pos;
  }

  private int varData(List<Token> tokens, int index, int pos, SbePaths.Scope scope) {
    Token lengthToken = tokens.get(index + 2);
    Token dataToken = tokens.get(index + 3);
    int length = (int) Types.getLong(buffer, pos + lengthToken.offset(), lengthToken.encoding());
    SbePaths.Leaf leaf = paths.varData(scope, tokens.get(index).name());
    int start = pos + dataToken.offset();
    String text = buffer.getStringWithoutLengthUtf8(start, length);
    spans.begin(leaf.path());
    spans.leaf(
        leaf.path(),
        pos + lengthToken.offset(),
        lengthToken.encodedLength(),
        SpanKind.LENGTH,
        Integer.toString(length));
    if (leaf.kind() == SpanKind.VALUE) {
      spans.value(leaf.path(), start, length, text);
    } else {
      spans.leaf(leaf.path(), start, length, leaf.kind(), text);
    }
    spans.end();
    return start + length;
  }

  /** The first var-data string at {@code pos} (a metadata element's key). */
  private String firstString(int pos) {
    int length = buffer.getShort(pos, Schema.IR.byteOrder()) & 0xFFFF;
    return buffer.getStringWithoutLengthUtf8(pos + 2, length);
  }

  private String primitive(int at, Encoding encoding) {
    long raw = Types.getLong(buffer, at, encoding);
    if (raw == encoding.applicableNullValue().longValue()) {
      return "null";
    }
    return Long.toString(raw);
  }

  private String enumName(List<Token> tokens, int typeIndex, int at) {
    Token type = tokens.get(typeIndex);
    long raw = Types.getLong(buffer, at, type.encoding());
    for (int c = typeIndex + 1; c < typeIndex + type.componentTokenCount() - 1; c++) {
      Token valid = tokens.get(c);
      if (valid.encoding().constValue().longValue() == raw) {
        return valid.name();
      }
    }
    return raw == type.encoding().applicableNullValue().longValue() ? "null" : Long.toString(raw);
  }

  private String choices(List<Token> tokens, int typeIndex, int at) {
    Token type = tokens.get(typeIndex);
    long bits = Types.getLong(buffer, at, type.encoding());
    StringBuilder names = new StringBuilder();
    for (int c = typeIndex + 1; c < typeIndex + type.componentTokenCount() - 1; c++) {
      Token choice = tokens.get(c);
      if ((bits & (1L << choice.encoding().constValue().longValue())) != 0) {
        names.append(names.length() == 0 ? "" : ",").append(choice.name());
      }
    }
    return names.length() == 0 ? "none" : names.toString();
  }
}
