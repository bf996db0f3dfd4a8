package dev.wirebench.engine.codec.fix;

import dev.wirebench.engine.codec.Codec;
import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.DecodeContract;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.Support;
import dev.wirebench.engine.model.FixMessage;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.MessageType;
import dev.wirebench.engine.model.NewOrderSingle;
import dev.wirebench.engine.model.PackageHeader;
import java.util.List;

/**
 * Wirebench's own FIX 4.4 tag=value codec (SOH-delimited, BodyLength and CheckSum computed and
 * verified): NewOrderSingle as 35=D, PackageHeader as market data 35=W/X, FixMessage as is. The
 * mapping is in FIX-MAPPING.md. Encodes and decodes without allocating in the steady state.
 *
 * <p>Decoding picks the message type from {@code reuse} when given (a FixMessage reuse always reads
 * generically), otherwise from MsgType: D, W and X are typed, anything else generic.
 */
public final class FixCodec implements Codec {
  static final String ID = "fix";
  private static final String BEGIN = "FIX.4.4";
  private static final CodecInfo INFO =
      new CodecInfo(
          ID,
          "FIX tag=value (Wirebench)",
          "wirebench-fix (own, FIX 4.4 subset)",
          false,
          DecodeContract.FILLS_REUSED,
          "ASCII bytes compared with the reused instance's strings; new String only on change",
          "per field: tag, value and SOH; BeginString, BodyLength and CheckSum as framing",
          true);

  private final FixOutput out = new FixOutput(ID);
  private final FixInput in = new FixInput(ID);
  private final FixNewOrder orders = new FixNewOrder(ID);
  private final FixMarketData marketData = new FixMarketData(ID);
  private final FixGeneric generic = new FixGeneric(ID);

  @Override
  public CodecInfo info() {
    return INFO;
  }

  @Override
  public Support support(MessageType type) {
    return switch (type) {
      case NEW_ORDER_SINGLE, PACKAGE_HEADER, FIX_MESSAGE -> Support.yes();
      case INSTRUMENT_MESSAGE, BAR_MESSAGE, ORDER_BOOK_SNAPSHOT ->
          Support.no("no FIX 4.4 message type carries it without inventing one");
    };
  }

  @Override
  public int encode(Message message, byte[] dst, int offset) {
    out.wrap(dst, offset);
    String begin =
        message instanceof FixMessage fix && fix.getBeginString() != null
            ? fix.getBeginString()
            : BEGIN;
    int lengthAt = FixEnvelope.begin(out, begin);
    switch (message.messageType()) {
      case NEW_ORDER_SINGLE -> orders.write(out, (NewOrderSingle) message);
      case PACKAGE_HEADER -> marketData.write(out, (PackageHeader) message);
      case FIX_MESSAGE -> generic.write(out, (FixMessage) message);
      default ->
          throw new CodecException(
              ID, -1, null, message.messageType().shortName() + " has no FIX mapping");
    }
    return FixEnvelope.finish(out, ID, offset, lengthAt) - offset;
  }

  @Override
  public Message decode(byte[] src, int offset, int length, Message reuse) {
    in.wrap(src, offset, length);
    // typed messages are FIX.4.4: comparing against the constant keeps decode allocation-free
    String begin =
        FixEnvelope.open(in, reuse instanceof FixMessage fix ? fix.getBeginString() : BEGIN, ID);
    in.path("(MsgType)");
    if (in.peekTag() != 35) {
      throw in.at(
          in.hasMore() ? in.absolutePosition() : in.absoluteLimit(),
          "expected MsgType (35) as the first body field");
    }
    MessageType type = reuse instanceof FixMessage ? MessageType.FIX_MESSAGE : typeOf(src);
    Message message = reuse != null && reuse.messageType() == type ? reuse : type.newInstance();
    if (reuse != null && reuse.messageType() != type && !(reuse instanceof FixMessage)) {
      in.next();
      throw in.error("MsgType " + in.string(null) + " is not a " + reuse.messageType().shortName());
    }
    switch (type) {
      case FIX_MESSAGE -> {
        FixMessage fix = (FixMessage) message;
        fix.setBeginString(begin);
        generic.read(in, fix);
      }
      case NEW_ORDER_SINGLE -> {
        in.next();
        orders.read(in, (NewOrderSingle) message);
      }
      default -> {
        in.next();
        marketData.read(in, (PackageHeader) message, in.valueIs("X"));
      }
    }
    return message;
  }

  /** The message type MsgType (the next field) implies. */
  private MessageType typeOf(byte[] src) {
    int mark = in.absolutePosition();
    int valueAt = mark + 3;
    boolean single = valueAt + 1 < in.absoluteLimit() && src[valueAt + 1] == FixOutput.SOH;
    if (single && src[valueAt] == 'D') {
      return MessageType.NEW_ORDER_SINGLE;
    }
    if (single && (src[valueAt] == 'W' || src[valueAt] == 'X')) {
      return MessageType.PACKAGE_HEADER;
    }
    return MessageType.FIX_MESSAGE;
  }

  @Override
  public List<FieldSpan> describe(byte[] src, int offset, int length) {
    Message decoded = decode(src, offset, length, null);
    FixInput walker = new FixInput(ID);
    walker.wrap(src, offset, length);
    return FixSpans.describe(walker, decoded);
  }
}
