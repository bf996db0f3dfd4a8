package dev.wirebench.engine.dynamic.sbe;

import dev.wirebench.engine.dynamic.Field;
import dev.wirebench.engine.dynamic.FieldKind;
import dev.wirebench.engine.dynamic.FieldType;
import dev.wirebench.engine.dynamic.RecordSchema;
import dev.wirebench.engine.dynamic.SchemaText;
import dev.wirebench.engine.dynamic.json.DynamicInputException;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.xml.sax.ErrorHandler;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;
import uk.co.real_logic.sbe.PrimitiveType;
import uk.co.real_logic.sbe.ir.Encoding;
import uk.co.real_logic.sbe.ir.Ir;
import uk.co.real_logic.sbe.ir.Signal;
import uk.co.real_logic.sbe.ir.Token;
import uk.co.real_logic.sbe.xml.IrGenerator;
import uk.co.real_logic.sbe.xml.ParserOptions;
import uk.co.real_logic.sbe.xml.XmlSchemaParser;

/**
 * A user's SBE message schema (XML) as a dynamic schema, through sbe-tool's own {@link
 * XmlSchemaParser} and {@link IrGenerator}; one message of the schema, chosen by name. Mapping:
 * int8, int16, int32, int64 as themselves; uint8 → int16, uint16 → int32, uint32 → int64 (every
 * unsigned value fits); float/double → float32/float64; a char array or single char → string; an
 * integer with {@code semanticType="UTCTimestamp"} or a {@code time}+{@code unit} composite →
 * timestamp; a {@code mantissa}+{@code exponent} composite (constant exponents too) → decimal; an
 * enum → enum of its valid-value names; another composite → record of its parts; a group → list of
 * records; var data → string when it has a character encoding, else bytes. Fields with {@code
 * presence="optional"} are optional; constants are not part of the message. Not supported, as "not
 * supported: X" at the line of the element's first mention (the IR keeps no locations): uint64
 * (other than timestamps), sets (bit sets), non-char arrays.
 */
public final class SbeXmlSchemas {
  private static final Pattern INPUT_STRING = Pattern.compile("For input string: \"([^\"]*)\"");

  private final String text;

  private SbeXmlSchemas(String text) {
    this.text = text;
  }

  /**
   * The dynamic schema of the one message in the SBE XML {@code content}.
   *
   * @throws DynamicInputException for XML sbe-tool rejects, a feature dynamic schemas lack, or a
   *     schema of several messages
   */
  public static RecordSchema read(byte[] content) {
    return read(content, null);
  }

  /**
   * The dynamic schema of message {@code message} (its name; null when the schema has one) in the
   * SBE XML {@code content}, with the user's IR as its {@link RecordSchema#origin()} ({@link
   * SbeUserSchema}).
   *
   * @throws DynamicInputException for XML sbe-tool rejects, a feature dynamic schemas lack, no such
   *     message, or several messages and none chosen
   */
  public static RecordSchema read(byte[] content, String message) {
    return read(content, message, null);
  }

  /**
   * {@link #read(byte[], String)}, keeping the file's text as {@code fileName} for sbe-tool's Java
   * generator ({@link SbeUserSchema#source()}); null keeps none.
   */
  public static RecordSchema read(byte[] content, String message, String fileName) {
    Ir ir = parse(content);
    List<String> names = messageNames(ir);
    List<Token> tokens = null;
    for (List<Token> candidate : ir.messages()) {
      if (candidate.get(0).name().equals(message) || (message == null && names.size() == 1)) {
        tokens = candidate;
      }
    }
    if (tokens == null) {
      throw new DynamicInputException(
          1,
          1,
          -1,
          "",
          names.isEmpty()
              ? "the schema defines no message"
              : message == null
                  ? "the schema defines "
                      + names.size()
                      + " messages ("
                      + String.join(", ", names)
                      + "); choose one with --message NAME"
                  : "no message named \""
                      + message
                      + "\" (the schema's messages: "
                      + String.join(", ", names)
                      + ")");
    }
    SbeXmlSchemas schemas = new SbeXmlSchemas(new String(content, StandardCharsets.UTF_8));
    RecordSchema record = schemas.record(tokens.get(0).name(), tokens, 1, tokens.size() - 1, "");
    return record.withOrigin(
        new SbeUserSchema(ir, tokens, fileName == null ? null : SchemaText.of(fileName, content)));
  }

  /** The names of the messages the SBE XML {@code content} defines, in the schema's order. */
  public static List<String> messages(byte[] content) {
    return messageNames(parse(content));
  }

  private static List<String> messageNames(Ir ir) {
    return ir.messages().stream().map(tokens -> tokens.get(0).name()).toList();
  }

  private static Ir parse(byte[] content) {
    wellFormed(content);
    ByteArrayOutputStream messages = new ByteArrayOutputStream();
    try (PrintStream errors = new PrintStream(messages, true, StandardCharsets.UTF_8)) {
      return new IrGenerator()
          .generate(
              XmlSchemaParser.parse(
                  new ByteArrayInputStream(content),
                  ParserOptions.builder()
                      .stopOnError(true)
                      .suppressOutput(false)
                      .errorPrintStream(errors)
                      .build()));
    } catch (Exception bad) {
      String said = messages.toString(StandardCharsets.UTF_8).strip().replace('\n', ' ');
      if (said.isEmpty() && bad instanceof NumberFormatException number) {
        throw badNumber(content, number);
      }
      throw new DynamicInputException(
          -1,
          -1,
          -1,
          "",
          "not a valid SBE schema: " + (said.isEmpty() ? String.valueOf(bad.getMessage()) : said));
    }
  }

  /**
   * sbe-tool reads numeric attributes with {@code Integer.parseInt} and lets its exception out
   * ({@code For input string: "2147483648"}): say which value, where, and what fits.
   */
  private static DynamicInputException badNumber(byte[] content, NumberFormatException bad) {
    Matcher quoted = INPUT_STRING.matcher(String.valueOf(bad.getMessage()));
    String value = quoted.find() ? quoted.group(1) : "";
    String text = new String(content, StandardCharsets.UTF_8);
    int at = value.isEmpty() ? -1 : text.indexOf("\"" + value + "\"");
    int line = -1;
    int column = -1;
    if (at >= 0) {
      line = 1;
      int lineStart = 0;
      for (int i = 0; i < at; i++) {
        if (text.charAt(i) == '\n') {
          line++;
          lineStart = i + 1;
        }
      }
      column = at - lineStart + 2; // 1-based, past the opening quote
    }
    return new DynamicInputException(
        line,
        column,
        -1,
        "",
        "not a valid SBE schema: '"
            + value
            + "' is not a whole number sbe-tool accepts (0 to 2147483647)");
  }

  /**
   * Parses the XML once with a silent error handler, so a malformed file is one located error (the
   * JDK's default handler would print its own line to stderr from inside sbe-tool).
   */
  private static void wellFormed(byte[] content) {
    try {
      DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
      factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
      factory.setNamespaceAware(true);
      DocumentBuilder builder = factory.newDocumentBuilder();
      builder.setErrorHandler(
          new ErrorHandler() {
            @Override
            public void warning(SAXParseException e) {}

            @Override
            public void error(SAXParseException e) throws SAXParseException {
              throw e;
            }

            @Override
            public void fatalError(SAXParseException e) throws SAXParseException {
              throw e;
            }
          });
      builder.parse(new ByteArrayInputStream(content));
    } catch (SAXParseException bad) {
      throw new DynamicInputException(
          bad.getLineNumber(),
          bad.getColumnNumber(),
          -1,
          "",
          "not well-formed XML: " + bad.getMessage());
    } catch (SAXException | IOException | ParserConfigurationException bad) {
      throw new DynamicInputException(-1, -1, -1, "", "not readable XML: " + bad.getMessage());
    }
  }

  /** The fields of the block {@code [from, to)}: fields, groups, var data. */
  private RecordSchema record(String name, List<Token> tokens, int from, int to, String path) {
    List<Field> fields = new ArrayList<>();
    int i = from;
    while (i < to) {
      Token begin = tokens.get(i);
      String at = path.isEmpty() ? begin.name() : path + "." + begin.name();
      Field field =
          switch (begin.signal()) {
            case BEGIN_FIELD -> field(begin, tokens, i + 1, at);
            case BEGIN_GROUP -> {
              int bodyFrom = i + 1 + tokens.get(i + 1).componentTokenCount();
              int bodyTo = i + begin.componentTokenCount() - 1;
              RecordSchema entry =
                  record(capital(begin.name()), tokens, bodyFrom, bodyTo, at + "[]");
              yield new Field(begin.name(), FieldType.listOf(FieldType.recordOf(entry)), false);
            }
            case BEGIN_VAR_DATA -> {
              Encoding data = tokens.get(i + 3).encoding();
              yield new Field(
                  begin.name(),
                  FieldType.of(
                      data.characterEncoding() != null ? FieldKind.STRING : FieldKind.BYTES),
                  false);
            }
            default -> throw unsupported(begin.signal().name(), begin.name(), at);
          };
      if (field != null) {
        fields.add(field);
      }
      i += begin.componentTokenCount();
    }
    return new RecordSchema(name, fields);
  }

  /** A block field, or null for a constant. */
  private Field field(Token begin, List<Token> tokens, int typeAt, String path) {
    Token type = tokens.get(typeAt);
    if (begin.isConstantEncoding() || type.isConstantEncoding()) {
      return null;
    }
    boolean optional = begin.isOptionalEncoding() || type.isOptionalEncoding();
    FieldType fieldType =
        switch (type.signal()) {
          case ENCODING -> primitive(type, begin, path);
          case BEGIN_ENUM -> {
            List<String> symbols = new ArrayList<>();
            for (int c = typeAt + 1; c < typeAt + type.componentTokenCount() - 1; c++) {
              symbols.add(tokens.get(c).name());
            }
            yield isBoolean(symbols) ? FieldType.of(FieldKind.BOOLEAN) : FieldType.enumOf(symbols);
          }
          case BEGIN_SET ->
              throw unsupported(
                  "a set (" + type.name() + "; dynamic schemas have no bit set)",
                  begin.name(),
                  path);
          case BEGIN_COMPOSITE -> {
            List<Token> parts = tokens.subList(typeAt + 1, typeAt + type.componentTokenCount() - 1);
            optional |= parts.stream().anyMatch(Token::isOptionalEncoding);
            yield composite(type, parts, begin, path);
          }
          default -> throw unsupported(type.signal().name(), begin.name(), path);
        };
    return new Field(begin.name(), fieldType, optional);
  }

  /**
   * SBE has no boolean: schemas declare one as an enum of exactly the values false and true (any
   * case: FIX's BooleanType, CME's BooleanFlag), so such an enum carries a boolean.
   */
  public static boolean isBoolean(List<String> symbols) {
    return symbols.size() == 2
        && symbols.stream()
            .map(v -> v.toLowerCase(Locale.ROOT))
            .sorted()
            .toList()
            .equals(List.of("false", "true"));
  }

  private FieldType composite(Token type, List<Token> parts, Token begin, String path) {
    List<String> names =
        parts.stream()
            .filter(p -> p.signal() == Signal.ENCODING)
            .map(p -> p.name().toLowerCase(Locale.ROOT))
            .toList();
    if (names.contains("mantissa") && names.contains("exponent")) {
      return FieldType.of(FieldKind.DECIMAL);
    }
    if (names.contains("time") && names.contains("unit")) {
      return FieldType.of(FieldKind.TIMESTAMP);
    }
    List<Field> fields = new ArrayList<>();
    for (int c = 0; c < parts.size(); c++) {
      Token part = parts.get(c);
      if (part.signal() == Signal.ENCODING && !part.isConstantEncoding()) {
        fields.add(
            new Field(
                part.name(),
                primitive(part, part, path + "." + part.name()),
                part.isOptionalEncoding()));
      } else if (part.signal() != Signal.ENCODING) {
        throw unsupported(
            "a "
                + part.signal().name().toLowerCase(Locale.ROOT)
                + " inside composite "
                + type.name(),
            part.name(),
            path);
      }
    }
    String name = type.referencedName() != null ? type.referencedName() : capital(begin.name());
    return FieldType.recordOf(new RecordSchema(capital(name), fields));
  }

  private FieldType primitive(Token type, Token named, String path) {
    Encoding encoding = type.encoding();
    PrimitiveType primitive = encoding.primitiveType();
    if (primitive == PrimitiveType.CHAR) {
      return FieldType.of(FieldKind.STRING);
    }
    if (type.arrayLength() > 1) {
      throw unsupported(
          "an array of " + type.arrayLength() + " " + primitive.primitiveName(),
          named.name(),
          path);
    }
    boolean timestamp = "UTCTimestamp".equalsIgnoreCase(encoding.semanticType());
    if (timestamp && (primitive == PrimitiveType.INT64 || primitive == PrimitiveType.UINT64)) {
      return FieldType.of(FieldKind.TIMESTAMP);
    }
    FieldKind kind =
        switch (primitive) {
          case INT8 -> FieldKind.INT8;
          case UINT8, INT16 -> FieldKind.INT16;
          case UINT16, INT32 -> FieldKind.INT32;
          case UINT32, INT64 -> FieldKind.INT64;
          case FLOAT -> FieldKind.FLOAT32;
          case DOUBLE -> FieldKind.FLOAT64;
          default ->
              throw unsupported(
                  primitive.primitiveName() + " (dynamic schemas have no unsigned 64-bit integer)",
                  named.name(),
                  path);
        };
    return FieldType.of(kind);
  }

  private DynamicInputException unsupported(String what, String name, String path) {
    int at = text.indexOf("name=\"" + name + "\"");
    int line = 1;
    int column = 1;
    for (int i = 0; i < Math.max(at, 0); i++) {
      if (text.charAt(i) == '\n') {
        line++;
        column = 1;
      } else {
        column++;
      }
    }
    return new DynamicInputException(
        at < 0 ? -1 : line, at < 0 ? -1 : column, -1, path, "not supported: " + what);
  }

  private static String capital(String name) {
    return Character.toUpperCase(name.charAt(0)) + name.substring(1);
  }
}
