package dev.wirebench.engine.bench;

import dev.wirebench.engine.codec.Codec;
import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.Support;
import dev.wirebench.engine.codec.json.JsonCodec;
import dev.wirebench.engine.model.InstrumentMessage;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.MessageType;
import java.util.List;

/**
 * Test-only codec (registered in the test class path's services file): the json codec under another
 * id, except that it refuses to encode a message whose symbol is {@value #SYMBOL} — a stand-in for
 * a codec that fails in benchmark setup. No bundled fixture uses that symbol, so it passes the
 * codec contract exactly as json does.
 */
public final class FaultyTestCodec implements Codec {
  static final String ID = "test-faulty";
  static final String SYMBOL = "FAULTY";

  private final JsonCodec json = new JsonCodec();
  private final CodecInfo info =
      new CodecInfo(
          ID,
          "JSON that refuses symbol " + SYMBOL + " (tests only)",
          json.info().library(),
          false,
          json.info().decodeContract(),
          json.info().stringHandling(),
          json.info().spanDetail());

  @Override
  public CodecInfo info() {
    return info;
  }

  @Override
  public Support support(MessageType type) {
    return json.support(type);
  }

  @Override
  public int encode(Message message, byte[] dst, int offset) {
    if (message instanceof InstrumentMessage instrument && SYMBOL.equals(instrument.getSymbol())) {
      throw new CodecException(ID, -1, "symbol", "refuses to encode symbol " + SYMBOL);
    }
    return json.encode(message, dst, offset);
  }

  @Override
  public Message decode(byte[] src, int offset, int length, Message reuse) {
    return json.decode(src, offset, length, reuse);
  }

  @Override
  public List<FieldSpan> describe(byte[] src, int offset, int length) {
    return json.describe(src, offset, length);
  }
}
