package dev.wirebench.engine.dynamic.fbs;

import dev.wirebench.engine.dynamic.fbs.FbsModel.FbsEnum;
import dev.wirebench.engine.dynamic.fbs.FbsModel.FbsField;
import dev.wirebench.engine.dynamic.fbs.FbsModel.FbsType;
import dev.wirebench.engine.dynamic.fbs.FbsTokens.Kind;
import dev.wirebench.engine.dynamic.fbs.FbsTokens.Token;
import dev.wirebench.engine.dynamic.json.DynamicInputException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the declarations of a FlatBuffers schema: {@code namespace}, {@code attribute}, {@code
 * enum}, {@code table}, {@code struct}, {@code root_type}, {@code file_identifier} and {@code
 * file_extension}. What Wirebench's messages cannot carry or a single file cannot say — {@code
 * include}, {@code union}, {@code rpc_service}, fixed-length arrays — is refused at its line and
 * column, as is anything not in flatc's grammar.
 */
final class FbsParser {
  private final List<Token> tokens;
  private int at;
  private String namespace = "";
  private String rootType;
  private String fileIdentifier;
  private final Map<String, FbsEnum> enums = new LinkedHashMap<>();
  private final Map<String, FbsType> types = new LinkedHashMap<>();
  private final List<String> attributes = new ArrayList<>();

  private FbsParser(List<Token> tokens) {
    this.tokens = tokens;
  }

  static FbsModel parse(String text) {
    FbsParser parser = new FbsParser(FbsTokens.of(text));
    parser.declarations();
    return new FbsModel(
        parser.namespace,
        parser.enums,
        parser.types,
        parser.rootType,
        parser.fileIdentifier,
        parser.attributes);
  }

  private void declarations() {
    while (peek().kind() != Kind.END) {
      Token keyword = name("a declaration");
      switch (keyword.text()) {
        case "namespace" -> namespace = name("a namespace").text();
        case "attribute" -> attributes.add(next().text());
        case "root_type" -> rootType = name("a type name").text();
        case "file_identifier" -> fileIdentifier = expect(Kind.STRING, "a string").text();
        case "file_extension" -> expect(Kind.STRING, "a string");
        case "enum" -> enumeration();
        case "table", "struct" -> type(keyword.text().equals("struct"));
        case "include", "union", "rpc_service" ->
            throw error(keyword, keyword.text() + " is not supported (one file, no unions)");
        default -> throw error(keyword, "expected a declaration, found " + quote(keyword));
      }
      if (!(keyword.text().equals("enum")
          || keyword.text().equals("table")
          || keyword.text().equals("struct"))) {
        punct(";");
      }
    }
  }

  private void enumeration() {
    Token name = name("an enum name");
    punct(":");
    String underlying = name("the enum's integer type").text();
    attributes();
    punct("{");
    List<String> values = new ArrayList<>();
    List<Long> codes = new ArrayList<>();
    long code = 0;
    while (!peek().is("}")) {
      values.add(name("an enum value").text());
      if (peek().is("=")) {
        next();
        Token number = expect(Kind.NUMBER, "the value's number");
        try {
          code = Long.decode(number.text());
        } catch (NumberFormatException e) {
          throw error(number, "not an integer: " + number.text());
        }
      }
      codes.add(code++);
      if (!peek().is("}")) {
        punct(",");
      }
    }
    punct("}");
    enums.put(
        name.text(),
        new FbsEnum(
            name.text(),
            underlying,
            values,
            codes.stream().mapToLong(Long::longValue).toArray(),
            name.line()));
  }

  private void type(boolean struct) {
    Token name = name(struct ? "a struct name" : "a table name");
    attributes();
    punct("{");
    List<FbsField> fields = new ArrayList<>();
    while (!peek().is("}")) {
      fields.add(field());
    }
    punct("}");
    types.put(name.text(), new FbsType(name.text(), struct, fields, name.line()));
  }

  private FbsField field() {
    Token name = name("a field name");
    punct(":");
    boolean vector = peek().is("[");
    if (vector) {
      next();
    }
    String type = name("a type").text();
    if (vector) {
      if (peek().is(":")) {
        throw error(peek(), "fixed-length arrays are not supported");
      }
      punct("]");
    }
    String defaultValue = null;
    if (peek().is("=")) {
      next();
      defaultValue = next().text();
    }
    Map<String, String> fieldAttributes = attributes();
    punct(";");
    return new FbsField(
        name.text(), type, vector, defaultValue, fieldAttributes, name.line(), name.column());
  }

  /** {@code (name, name: value, …)} if present. */
  private Map<String, String> attributes() {
    Map<String, String> found = new LinkedHashMap<>();
    if (!peek().is("(")) {
      return found;
    }
    next();
    while (!peek().is(")")) {
      String key = name("an attribute").text();
      String value = "";
      if (peek().is(":")) {
        next();
        value = next().text();
      }
      found.put(key, value);
      if (!peek().is(")")) {
        punct(",");
      }
    }
    punct(")");
    return found;
  }

  private Token name(String what) {
    return expect(Kind.NAME, what);
  }

  private Token expect(Kind kind, String what) {
    Token token = next();
    if (token.kind() != kind) {
      throw error(token, "expected " + what + ", found " + quote(token));
    }
    return token;
  }

  private void punct(String text) {
    Token token = next();
    if (!token.is(text)) {
      throw error(token, "expected '" + text + "', found " + quote(token));
    }
  }

  private Token peek() {
    return tokens.get(at);
  }

  private Token next() {
    Token token = tokens.get(at);
    if (token.kind() != Kind.END) {
      at++;
    }
    return token;
  }

  private static String quote(Token token) {
    return token.kind() == Kind.END ? "the end of the file" : "'" + token.text() + "'";
  }

  static DynamicInputException error(Token token, String problem) {
    return new DynamicInputException(token.line(), token.column(), -1, "", problem);
  }
}
