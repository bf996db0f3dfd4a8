package dev.wirebench.engine.codec.quickfixj;

import dev.wirebench.engine.codec.BufferTooSmallException;
import dev.wirebench.engine.codec.Codec;
import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.DecodeContract;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.MavenArtifactVersion;
import dev.wirebench.engine.codec.Support;
import dev.wirebench.engine.model.FixMessage;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.MessageType;
import dev.wirebench.engine.model.NewOrderSingle;
import dev.wirebench.engine.model.PackageHeader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import quickfix.DataDictionary;
import quickfix.FieldNotFound;
import quickfix.InvalidMessage;
import quickfix.MessageUtils;
import quickfix.ValidationSettings;

/**
 * QuickFIX/J, the reference Java FIX engine, as a codec: messages built from QuickFIX/J's {@link
 * quickfix.Message} and written by its {@code toString()} (which computes BodyLength and CheckSum),
 * and parsed by its {@code fromString} against its FIX 4.4 data dictionary extended with the fields
 * of FIX-MAPPING.md ({@link QfjDictionary}). NewOrderSingle is 35=D, PackageHeader is 35=W/X and
 * FixMessage goes as is; the tag mapping is the one Wirebench's own FIX codec uses, field for
 * field, so the two compare like for like.
 *
 * <p>Text is ISO-8859-1, QuickFIX/J's default. Decode checks BodyLength and CheckSum (QuickFIX/J
 * does so only in its session layer), then copies QuickFIX/J's message into the caller's instance.
 * Not thread-safe by contract, though it keeps no state between calls: QuickFIX/J allocates a
 * message, its field maps and a String per field on every call.
 */
public final class QuickfixCodec implements Codec {
  static final String ID = "quickfixj";

  private static final CodecInfo INFO =
      new CodecInfo(
          ID,
          "FIX tag=value (QuickFIX/J)",
          MavenArtifactVersion.of(quickfix.Message.class, "org.quickfixj", "quickfixj-core")
              + " (FIX 4.4 dictionary + FIX-MAPPING fields)",
          false,
          DecodeContract.VIA_LIBRARY_OBJECT,
          "QuickFIX/J parses every field into a new String, which the message then holds",
          "per field: tag, value and SOH; BeginString, BodyLength and CheckSum as framing");

  private static final ValidationSettings SETTINGS = new ValidationSettings();

  @Override
  public CodecInfo info() {
    return INFO;
  }

  @Override
  public Support support(MessageType type) {
    return switch (type) {
      case NEW_ORDER_SINGLE, PACKAGE_HEADER, FIX_MESSAGE -> Support.yes();
      case INSTRUMENT_MESSAGE, BAR_MESSAGE, ORDER_BOOK_SNAPSHOT ->
          Support.no(
              "no FIX 4.4 message type carries it without inventing one (FIX-MAPPING.md maps"
                  + " NewOrderSingle, PackageHeader and generic FIX messages)");
    };
  }

  @Override
  public int encode(Message message, byte[] dst, int offset) {
    quickfix.Message fix =
        switch (message.messageType()) {
          case NEW_ORDER_SINGLE -> QfjNewOrder.toFix((NewOrderSingle) message);
          case PACKAGE_HEADER -> QfjMarketData.toFix((PackageHeader) message);
          case FIX_MESSAGE -> QfjGeneric.toFix((FixMessage) message);
          default ->
              throw new CodecException(
                  ID, -1, null, "n/a: " + support(message.messageType()).reason());
        };
    if (message.messageType() != MessageType.FIX_MESSAGE) {
      fix.getHeader().setString(8, QfjGeneric.BEGIN_STRING);
    } else {
      fix.getHeader().setString(8, ((FixMessage) message).getBeginString());
    }
    String text = fix.toString();
    int length = text.length();
    if (length > dst.length - offset) {
      throw new BufferTooSmallException(ID, dst.length - offset);
    }
    for (int i = 0; i < length; i++) {
      char c = text.charAt(i);
      if (c > 0xFF) {
        throw new CodecException(
            ID, i, null, "FIX text here is ISO-8859-1; U+" + Integer.toHexString(c) + " is not");
      }
      dst[offset + i] = (byte) c;
    }
    return length;
  }

  @Override
  public Message decode(byte[] src, int offset, int length, Message reuse) {
    String text = new String(src, offset, length, StandardCharsets.ISO_8859_1);
    try {
      return read(text, reuse);
    } catch (CodecException e) {
      throw e;
    } catch (InvalidMessage | FieldNotFound e) {
      throw new CodecException(ID, -1, null, "QuickFIX/J: " + e.getMessage(), e);
    } catch (RuntimeException | StackOverflowError e) {
      throw new CodecException(ID, -1, null, "QuickFIX/J: " + e, e);
    }
  }

  private Message read(String text, Message reuse) throws InvalidMessage, FieldNotFound {
    if (!text.startsWith("8=")) {
      throw QfjErrors.at(text, 0, null, "FIX text starts with 8=BeginString");
    }
    String msgType = MessageUtils.getMessageType(text);
    MessageType type = reuse != null ? reuse.messageType() : typeOf(msgType);
    DataDictionary dictionary = QfjDictionary.get();
    quickfix.Message fix =
        type == MessageType.FIX_MESSAGE
            ? new QfjOrderedMessage(QfjTagOrder.of(text))
            : new quickfix.Message();
    fix.fromString(text, dictionary, SETTINGS, false);
    if (fix.getException() != null) {
      throw QfjErrors.at(
          text,
          fix.getException().getField(),
          null,
          "QuickFIX/J: " + fix.getException().getMessage());
    }
    QfjEnvelope.check(fix, text);
    Message target = reuse != null ? reuse : type.newInstance();
    switch (type) {
      case NEW_ORDER_SINGLE -> {
        typedEnvelope(fix, text, msgType, "D");
        QfjNewOrder.fromFix(fix, text, (NewOrderSingle) target);
      }
      case PACKAGE_HEADER -> {
        typedEnvelope(fix, text, msgType, msgType.equals("X") ? "X" : "W");
        QfjMarketData.fromFix(fix, text, (PackageHeader) target, msgType.equals("X"));
      }
      case FIX_MESSAGE -> QfjGeneric.fromFix(fix, text, (FixMessage) target);
      default -> throw new CodecException(ID, -1, null, "n/a: " + support(type).reason());
    }
    return target;
  }

  private static MessageType typeOf(String msgType) {
    return switch (msgType) {
      case "D" -> MessageType.NEW_ORDER_SINGLE;
      case "W", "X" -> MessageType.PACKAGE_HEADER;
      default -> MessageType.FIX_MESSAGE;
    };
  }

  /** A typed message is FIX.4.4 with the expected MsgType and no other header or trailer field. */
  private static void typedEnvelope(
      quickfix.Message fix, String text, String msgType, String expected) throws FieldNotFound {
    if (!msgType.equals(expected)) {
      throw QfjErrors.at(text, 35, null, "expected 35=" + expected + ", found 35=" + msgType);
    }
    if (!QfjGeneric.BEGIN_STRING.equals(fix.getHeader().getString(8))) {
      throw QfjErrors.at(text, 8, null, "expected 8=" + QfjGeneric.BEGIN_STRING);
    }
    QfjEnvelope.onlyHeader(fix, text, 8, 9, 35, 52);
  }

  @Override
  public List<FieldSpan> describe(byte[] src, int offset, int length) {
    Message message = decode(src, offset, length, null);
    String text = new String(src, offset, length, StandardCharsets.ISO_8859_1);
    try {
      return QfjSpans.describe(text, message);
    } catch (RuntimeException e) {
      throw new CodecException(ID, -1, null, "cannot describe: " + e, e);
    }
  }
}
