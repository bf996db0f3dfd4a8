package dev.wirebench.engine.model.json;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.wirebench.engine.model.BarMessage;
import dev.wirebench.engine.model.InstrumentMessage;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.MessageType;
import dev.wirebench.engine.model.PackageHeader;
import dev.wirebench.engine.model.PackageType;
import dev.wirebench.engine.model.json.JsonObjects.Shape;
import java.util.Map;

/**
 * Reads messages in Wirebench's JSON mapping from any Jackson parser (JSON, CBOR, Smile), strictly
 * and with located errors. The type of a message object comes from its {@code "$type"} field — the
 * first field, unless a pre-scan supplied type hints — or from a default type for shape-recognised
 * peer formats.
 *
 * <p>Not thread-safe; one reader per parser.
 */
public final class MessageJsonReader {
  static final Shape INSTRUMENT = Shape.of("InstrumentMessage", 2, "symbol", "timestamp");
  private static final Shape PACKAGE =
      Shape.of(
              "PackageHeader",
              4,
              "symbol",
              "timestamp",
              "packageType",
              "entries",
              "originalTimestamp",
              "receiveTimestamp",
              "receivedTime",
              "firstSequence",
              "lastSequence",
              "currency",
              "sequenceNumber",
              "sourceId")
          .alias("firstSequenceNumber", "firstSequence")
          .alias("lastSequenceNumber", "lastSequence")
          .alias("currencyCode", "currency");
  private static final Shape BAR =
      Shape.of(
          "BarMessage",
          7,
          "symbol",
          "timestamp",
          "open",
          "high",
          "low",
          "close",
          "volume",
          "exchangeId");

  private final JsonCursor cursor;
  private final Map<Long, String> typeHints;
  private final MessageType defaultType;
  private final boolean prescanned;
  private final EntryJsonReader entries;
  private final BookJsonReader books;
  private final OrderJsonReader orders;

  /**
   * @param typeHints {@code $type} values keyed by the byte (or char) offset of their object's
   *     opening brace, from a pre-scan of the whole input; null when {@code $type} comes first
   * @param defaultType type of top-level objects without {@code $type}, or null to require it
   */
  public MessageJsonReader(
      JsonParser parser, Map<Long, String> typeHints, MessageType defaultType) {
    this(parser, typeHints, defaultType, null);
  }

  /**
   * As {@link #MessageJsonReader(JsonParser, Map, MessageType)}, lenient about unknown fields when
   * {@code unknownFields} is not null: they are skipped and reported to it instead of failing.
   */
  public MessageJsonReader(
      JsonParser parser,
      Map<Long, String> typeHints,
      MessageType defaultType,
      UnknownFieldSink unknownFields) {
    this.cursor = new JsonCursor(parser, unknownFields);
    this.prescanned = typeHints != null;
    this.typeHints = typeHints == null ? Map.of() : typeHints;
    this.defaultType = defaultType;
    this.entries = new EntryJsonReader(cursor, this);
    this.books = new BookJsonReader(cursor);
    this.orders = new OrderJsonReader(cursor);
  }

  /** A reader for payloads Wirebench wrote itself ({@code $type} first, no hints). */
  public static MessageJsonReader forPayload(JsonParser parser) {
    return new MessageJsonReader(parser, null, null);
  }

  /** Advances to the next token (e.g. the first one) and returns it. */
  public JsonToken next() {
    return cursor.next();
  }

  public JsonToken token() {
    return cursor.token();
  }

  /** An error at the current token. */
  public JsonInputException error(String problem) {
    return cursor.error(problem);
  }

  /**
   * Reads the message object at the current START_OBJECT token, filling {@code reuse} if it has the
   * object's type.
   */
  public Message read(Message reuse) {
    cursor.expect(JsonToken.START_OBJECT, "a message object");
    String hinted = hintedType();
    MessageType type;
    boolean atField = false;
    if (hinted != null) {
      type = messageType(hinted);
    } else if (prescanned && defaultType == null) {
      throw cursor.error(
          "message object has no \"$type\" field; give one of "
              + String.join(", ", TypeNames.messageShortNames()));
    } else if (prescanned) {
      type = defaultType;
    } else if (cursor.next() == JsonToken.FIELD_NAME && "$type".equals(cursor.fieldName())) {
      cursor.next();
      type = messageType(cursor.string(false));
    } else if (defaultType != null) {
      type = defaultType;
      atField = true;
    } else {
      throw cursor.error(
          "expected \"$type\" as the first field of a message (one of "
              + String.join(", ", TypeNames.messageShortNames())
              + "), found "
              + cursor.found());
    }
    if (atField && cursor.token() == JsonToken.END_OBJECT) {
      throw cursor.error(
          "expected the fields of a " + type.shortName() + ", found an empty object");
    }
    Message message = reuse != null && reuse.messageType() == type ? reuse : type.newInstance();
    message.clear();
    readFields(type, message, atField);
    return message;
  }

  /** The pre-scanned {@code $type} of the object at the current START_OBJECT, or null. */
  String hintedType() {
    return typeHints.isEmpty() ? null : typeHints.get(cursor.objectKey());
  }

  /** Whether types come from a pre-scan (so {@code $type} may be anywhere in an object). */
  boolean prescanned() {
    return prescanned;
  }

  private MessageType messageType(String name) {
    MessageType type = TypeNames.message(name);
    if (type == null) {
      throw cursor.error(
          "unknown message type \""
              + name
              + "\"; known types: "
              + String.join(", ", TypeNames.messageShortNames())
              + " (also accepted with TimeBase package names, e.g."
              + " deltix.timebase.api.messages.universal.PackageHeader)");
    }
    return type;
  }

  private void readFields(MessageType type, Message message, boolean atField) {
    switch (type) {
      case INSTRUMENT_MESSAGE -> readInstrument((InstrumentMessage) message, atField);
      case PACKAGE_HEADER -> readPackage((PackageHeader) message, atField);
      case BAR_MESSAGE -> readBar((BarMessage) message, atField);
      case ORDER_BOOK_SNAPSHOT -> books.readSnapshot(message, atField);
      case NEW_ORDER_SINGLE -> orders.readNewOrder(message, atField);
      case FIX_MESSAGE -> orders.readFix(message, atField);
    }
  }

  private void readInstrument(InstrumentMessage message, boolean atField) {
    JsonObjects.read(
        cursor,
        INSTRUMENT,
        atField,
        true,
        index -> {
          if (index == 0) {
            message.setSymbol(cursor.string(false));
          } else {
            message.setTimestamp(cursor.timestamp(false));
          }
        });
  }

  private void readPackage(PackageHeader message, boolean atField) {
    JsonObjects.read(
        cursor,
        PACKAGE,
        atField,
        true,
        index -> {
          switch (index) {
            case 0 -> message.setSymbol(cursor.string(false));
            case 1 -> message.setTimestamp(cursor.timestamp(false));
            case 2 -> message.setPackageType(cursor.enumValue(PackageType.class, false));
            case 3 -> entries.readEntries(message.getEntries());
            case 4 -> message.setOriginalTimestamp(cursor.timestamp(true));
            case 5 -> message.setReceiveTimestamp(cursor.timestamp(true));
            case 6 -> message.setReceivedTime(cursor.timestamp(true));
            case 7 -> message.setFirstSequence(optionalLong());
            case 8 -> message.setLastSequence(optionalLong());
            case 9 -> message.setCurrency(cursor.string(true));
            case 10 -> message.setSequenceNumber(optionalLong());
            default -> message.setSourceId(cursor.string(true));
          }
        },
        index ->
            switch (index) {
              case 7 -> message.getFirstSequence();
              case 8 -> message.getLastSequence();
              case 9 -> message.getCurrency();
              default -> null;
            });
  }

  private long optionalLong() {
    return cursor.isNull() ? Long.MIN_VALUE : cursor.longValue(Long.MIN_VALUE + 1, Long.MAX_VALUE);
  }

  private void readBar(BarMessage message, boolean atField) {
    JsonObjects.read(
        cursor,
        BAR,
        atField,
        true,
        index -> {
          switch (index) {
            case 0 -> message.setSymbol(cursor.string(false));
            case 1 -> message.setTimestamp(cursor.timestamp(false));
            case 2 -> message.setOpen(cursor.decimal(false));
            case 3 -> message.setHigh(cursor.decimal(false));
            case 4 -> message.setLow(cursor.decimal(false));
            case 5 -> message.setClose(cursor.decimal(false));
            case 6 -> message.setVolume(cursor.decimal(false));
            default -> message.setExchangeId(cursor.string(true));
          }
        });
  }
}
