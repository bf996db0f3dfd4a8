package dev.wirebench.engine.codec.json;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.SpanKind;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * Field spans of a Jackson-readable payload (JSON, CBOR, Smile) from token locations: each token
 * owns the bytes from its start to the next token's start. For JSON text the bytes after a token's
 * own text (commas, colons, whitespace) become framing spans. Objects and arrays become groups.
 */
public final class JacksonSpans {
  /** Where a token's own bytes end, given where it starts and where the next token starts. */
  @FunctionalInterface
  public interface Extent {
    int end(byte[] src, int start, int limit, JsonToken token);
  }

  /** Binary formats: a token runs up to the next one. */
  public static final Extent CONTIGUOUS = (src, start, limit, token) -> limit;

  private record Token(JsonToken token, int start, String path, String value) {}

  /** An open object or array while walking: its path, and the field name or next index. */
  private static final class Frame {
    final boolean array;
    final String path;
    String field;
    int index;

    Frame(boolean array, String path) {
      this.array = array;
      this.path = path;
    }

    /** The path of the value now starting in this container (advances an array's index). */
    String slot() {
      if (array) {
        return path + "[" + index++ + "]";
      }
      return path.isEmpty() ? field : path + "." + field;
    }
  }

  private JacksonSpans() {}

  /**
   * Walks the whole payload.
   *
   * @param parser a parser over {@code src[offset, offset + length)}
   * @param locationBase what the parser's byte offsets count from: 0 if they are relative to {@code
   *     offset} (Jackson's JSON parser), {@code offset} if they index {@code src} itself (Jackson's
   *     CBOR and Smile parsers)
   */
  public static List<FieldSpan> describe(
      JsonParser parser, byte[] src, int offset, int length, int locationBase, Extent extent)
      throws IOException {
    List<Token> tokens = tokens(parser, locationBase);
    Deque<List<FieldSpan>> open = new ArrayDeque<>();
    Deque<String> openPaths = new ArrayDeque<>();
    open.push(new ArrayList<>());
    String lastField = null;
    int leading = tokens.isEmpty() ? length : tokens.get(0).start();
    if (leading > 0) {
      String what = extent == JSON_TEXT ? "(whitespace)" : "(format header)";
      open.peek().add(FieldSpan.leaf(what, 0, leading, SpanKind.FRAMING, null));
    }
    for (int i = 0; i < tokens.size(); i++) {
      Token t = tokens.get(i);
      int limit = i + 1 < tokens.size() ? tokens.get(i + 1).start() : length;
      int end =
          Math.max(
              t.start(),
              Math.min(
                  limit, extent.end(src, offset + t.start(), offset + limit, t.token()) - offset));
      switch (t.token()) {
        case START_OBJECT, START_ARRAY -> {
          openPaths.push(t.path());
          open.push(new ArrayList<>());
          addToken(open.peek(), "(open " + label(t) + ")", t.start(), end, SpanKind.FRAMING, null);
        }
        case END_OBJECT, END_ARRAY -> {
          addToken(open.peek(), "(close)", t.start(), end, SpanKind.FRAMING, null);
          List<FieldSpan> children = open.pop();
          String path = openPaths.pop();
          open.peek().add(FieldSpan.group(path.isEmpty() ? "(message)" : path, children));
        }
        case FIELD_NAME -> {
          lastField = t.path();
          addToken(open.peek(), t.path(), t.start(), end, SpanKind.TAG, null);
        }
        default -> {
          SpanKind kind =
              lastField != null && lastField.endsWith("$type") ? SpanKind.HEADER : SpanKind.VALUE;
          addToken(open.peek(), t.path(), t.start(), end, kind, t.value());
        }
      }
      if (end < limit) {
        open.peek().add(FieldSpan.leaf("(punctuation)", end, limit - end, SpanKind.FRAMING, null));
      }
    }
    while (open.size() > 1) {
      List<FieldSpan> children = open.pop();
      open.peek().add(FieldSpan.group(openPaths.pop(), children));
    }
    return open.pop();
  }

  /**
   * Every token with its start and model path. Paths are tracked here rather than read from the
   * parser's context: parsers differ in when they advance an array's index (Smile's did not for
   * objects in arrays), and a container's own start token belongs to the field that holds it.
   */
  private static List<Token> tokens(JsonParser parser, int locationBase) throws IOException {
    List<Token> tokens = new ArrayList<>();
    Deque<Frame> frames = new ArrayDeque<>();
    for (JsonToken token = parser.nextToken(); token != null; token = parser.nextToken()) {
      int start = (int) parser.currentTokenLocation().getByteOffset() - locationBase;
      Frame frame = frames.peek();
      String path;
      switch (token) {
        case FIELD_NAME -> {
          frame.field = parser.currentName();
          path = frame.path.isEmpty() ? frame.field : frame.path + "." + frame.field;
        }
        case START_OBJECT, START_ARRAY -> {
          path = frame == null ? "" : frame.slot();
          frames.push(new Frame(token == JsonToken.START_ARRAY, path));
        }
        case END_OBJECT, END_ARRAY -> path = frames.pop().path;
        default -> path = frame == null ? "" : frame.slot();
      }
      String value = token.isScalarValue() ? valueText(parser, token) : null;
      tokens.add(new Token(token, start, path, value));
    }
    return tokens;
  }

  private static void addToken(
      List<FieldSpan> into, String path, int start, int end, SpanKind kind, String value) {
    into.add(FieldSpan.leaf(path, start, end - start, kind, value));
  }

  private static String label(Token t) {
    String what = t.token() == JsonToken.START_OBJECT ? "object" : "array";
    return t.path().isEmpty() ? what : what + " " + t.path();
  }

  private static String valueText(JsonParser parser, JsonToken token) throws IOException {
    return switch (token) {
      case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> parser.getDecimalValue().toPlainString();
      case VALUE_NULL -> "null";
      default -> parser.getText();
    };
  }

  /** JSON text: a token's own characters (string with escapes, number, literal). */
  public static final Extent JSON_TEXT =
      (src, start, limit, token) -> {
        if (start >= limit) {
          return limit;
        }
        byte first = src[start];
        if (first == '"') {
          int i = start + 1;
          while (i < limit) {
            byte b = src[i];
            if (b == '\\') {
              i += 2;
            } else if (b == '"') {
              return i + 1;
            } else {
              i++;
            }
          }
          return limit;
        }
        if (first == '{' || first == '}' || first == '[' || first == ']') {
          return start + 1;
        }
        int i = start;
        while (i < limit && isValueChar(src[i])) {
          i++;
        }
        return i == start ? limit : i;
      };

  private static boolean isValueChar(byte b) {
    return (b >= '0' && b <= '9')
        || (b >= 'a' && b <= 'z')
        || b == '-'
        || b == '+'
        || b == '.'
        || b == 'E';
  }
}
