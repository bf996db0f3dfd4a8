package dev.wirebench.engine.dynamic.fbs;

import dev.wirebench.engine.dynamic.json.DynamicInputException;
import java.util.ArrayList;
import java.util.List;

/**
 * The tokens of a FlatBuffers schema ({@code .fbs}) with their lines and columns: identifiers
 * (dotted names kept whole), numbers, string literals and punctuation; comments ({@code //}, {@code
 * ///}, {@code /* *}{@code /}) and white space dropped.
 */
final class FbsTokens {
  /** One token: its text (a string literal without its quotes), kind and 1-based place. */
  record Token(String text, Kind kind, int line, int column) {
    boolean is(String punctuation) {
      return kind == Kind.PUNCT && text.equals(punctuation);
    }

    String where() {
      return "line " + line + ", column " + column;
    }
  }

  enum Kind {
    NAME,
    NUMBER,
    STRING,
    PUNCT,
    END
  }

  private final String text;
  private final List<Token> tokens = new ArrayList<>();
  private int i;
  private int line = 1;
  private int lineStart;

  private FbsTokens(String text) {
    this.text = text;
  }

  static List<Token> of(String text) {
    FbsTokens scanner = new FbsTokens(text);
    scanner.scan();
    return scanner.tokens;
  }

  private void scan() {
    while (i < text.length()) {
      char c = text.charAt(i);
      int column = i - lineStart + 1;
      if (c == '\n') {
        newLine(i);
        i++;
      } else if (Character.isWhitespace(c)) {
        i++;
      } else if (text.startsWith("//", i)) {
        while (i < text.length() && text.charAt(i) != '\n') {
          i++;
        }
      } else if (text.startsWith("/*", i)) {
        blockComment(column);
      } else if (c == '"') {
        string(column);
      } else if (Character.isLetter(c) || c == '_') {
        add(i, end(i, false), Kind.NAME, column);
      } else if (Character.isDigit(c) || (c == '-' || c == '+') && digitAt(i + 1)) {
        add(i, end(i + 1, true), Kind.NUMBER, column);
      } else if ("{}()[]:;=,".indexOf(c) >= 0) {
        add(i, i + 1, Kind.PUNCT, column);
      } else {
        throw new DynamicInputException(line, column, -1, "", "unexpected character '" + c + "'");
      }
    }
    tokens.add(new Token("", Kind.END, line, i - lineStart + 1));
  }

  private void blockComment(int column) {
    int end = text.indexOf("*/", i + 2);
    if (end < 0) {
      throw new DynamicInputException(line, column, -1, "", "a comment that never ends");
    }
    for (int k = i; k < end; k++) {
      if (text.charAt(k) == '\n') {
        newLine(k);
      }
    }
    i = end + 2;
  }

  private void string(int column) {
    int end = text.indexOf('"', i + 1);
    if (end < 0 || text.substring(i, end).indexOf('\n') >= 0) {
      throw new DynamicInputException(line, column, -1, "", "a string that never ends");
    }
    tokens.add(new Token(text.substring(i + 1, end), Kind.STRING, line, column));
    i = end + 1;
  }

  /** Where a name (letters, digits, _ and dots) or a number (with an exponent's sign) ends. */
  private int end(int from, boolean number) {
    int end = from;
    while (end < text.length()) {
      char c = text.charAt(end);
      boolean sign =
          number && (c == '-' || c == '+') && Character.toLowerCase(text.charAt(end - 1)) == 'e';
      if (!(Character.isLetterOrDigit(c) || c == '_' || c == '.' || sign)) {
        break;
      }
      end++;
    }
    return end;
  }

  private void add(int from, int to, Kind kind, int column) {
    tokens.add(new Token(text.substring(from, to), kind, line, column));
    i = to;
  }

  private boolean digitAt(int at) {
    return at < text.length() && Character.isDigit(text.charAt(at));
  }

  private void newLine(int at) {
    line++;
    lineStart = at + 1;
  }
}
