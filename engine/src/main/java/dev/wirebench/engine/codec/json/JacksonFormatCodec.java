package dev.wirebench.engine.codec.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import dev.wirebench.engine.codec.ArrayOutputStream;
import dev.wirebench.engine.codec.BufferTooSmallException;
import dev.wirebench.engine.codec.Codec;
import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.Support;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.MessageType;
import dev.wirebench.engine.model.json.JsonInputException;
import dev.wirebench.engine.model.json.MessageJsonReader;
import dev.wirebench.engine.model.json.MessageJsonWriter;
import java.io.IOException;
import java.util.List;

/**
 * Base of the Jackson codecs (JSON, CBOR, Smile): one message mapping ({@link MessageJsonWriter}
 * and {@link MessageJsonReader}) over each format's generator and parser. Supports every message
 * type; decodes into the caller's instance.
 */
public abstract class JacksonFormatCodec implements Codec {
  private final JsonFactory factory;
  private final boolean binaryDecimals;
  private final ArrayOutputStream sink = new ArrayOutputStream();

  protected JacksonFormatCodec(JsonFactory factory, boolean binaryDecimals) {
    this.factory = factory;
    this.binaryDecimals = binaryDecimals;
  }

  /** How far a token's own bytes reach (for spans). */
  protected abstract JacksonSpans.Extent extent();

  /**
   * Whether the format's parser reports byte offsets as indexes into the whole array rather than
   * from the payload start (Jackson's CBOR and Smile parsers do; its JSON parser does not).
   */
  protected boolean absoluteLocations() {
    return false;
  }

  private int locationBase(int offset) {
    return absoluteLocations() ? offset : 0;
  }

  @Override
  public Support support(MessageType type) {
    return Support.yes();
  }

  @Override
  public int encode(Message message, byte[] dst, int offset) {
    sink.wrap(dst, offset);
    try (JsonGenerator gen = factory.createGenerator(sink)) {
      new MessageJsonWriter(gen, binaryDecimals).write(message);
    } catch (ArrayOutputStream.Overflow overflow) {
      throw new BufferTooSmallException(info().id(), dst.length - offset);
    } catch (IOException e) {
      throw new CodecException(info().id(), -1, null, "cannot encode: " + e.getMessage(), e);
    }
    return sink.written();
  }

  @Override
  public Message decode(byte[] src, int offset, int length, Message reuse) {
    try (JsonParser parser = factory.createParser(src, offset, length)) {
      MessageJsonReader reader = MessageJsonReader.forPayload(parser);
      reader.next();
      Message message = reader.read(reuse);
      if (reader.next() != null) {
        throw reader.error("expected the end of the payload after the message");
      }
      return message;
    } catch (JsonInputException bad) {
      int at = bad.byteOffset() < 0 ? -1 : (int) bad.byteOffset() - locationBase(offset);
      throw new CodecException(info().id(), at, bad.path(), bad.problem(), bad);
    } catch (IOException | RuntimeException e) {
      throw new CodecException(info().id(), -1, null, "cannot decode: " + e.getMessage(), e);
    }
  }

  @Override
  public List<FieldSpan> describe(byte[] src, int offset, int length) {
    try (JsonParser parser = factory.createParser(src, offset, length)) {
      return JacksonSpans.describe(parser, src, offset, length, locationBase(offset), extent());
    } catch (IOException | RuntimeException e) {
      throw new CodecException(info().id(), -1, null, "cannot describe: " + e.getMessage(), e);
    }
  }
}
