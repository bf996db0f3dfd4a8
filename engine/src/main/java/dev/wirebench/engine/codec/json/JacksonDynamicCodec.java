package dev.wirebench.engine.codec.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import dev.wirebench.engine.codec.ArrayOutputStream;
import dev.wirebench.engine.codec.BufferTooSmallException;
import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.DynamicCodec;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.RecordSchema;
import dev.wirebench.engine.dynamic.json.DynamicInputException;
import dev.wirebench.engine.dynamic.json.DynamicJsonReader;
import dev.wirebench.engine.dynamic.json.DynamicJsonWriter;
import java.io.IOException;
import java.util.List;

/**
 * Dynamic messages in a Jackson format (JSON, CBOR, Smile): the message as an object of its fields
 * by name, in the form JSON message files have ({@link DynamicJsonWriter}, {@link
 * DynamicJsonReader}), so the three formats differ only in their encoding of the same tokens, as
 * the static Jackson codecs do. Spans come from token locations ({@link JacksonSpans}).
 *
 * <p>Not thread-safe (one output sink and one reader per instance). Decodes into the caller's
 * record; Jackson allocates a new {@code String} per string value, and a {@code BigDecimal} per
 * decimal.
 */
public final class JacksonDynamicCodec implements DynamicCodec {
  private final CodecInfo info;
  private final RecordSchema schema;
  private final JsonFactory factory;
  private final DynamicJsonWriter writer;
  private final JacksonSpans.Extent extent;
  private final boolean absoluteLocations;
  private final DynamicJsonReader reader = new DynamicJsonReader();
  private final ArrayOutputStream sink = new ArrayOutputStream();

  /**
   * @param absoluteLocations whether the format's parser reports byte offsets into the whole array
   *     (Jackson's CBOR and Smile parsers) rather than from the payload start (its JSON parser)
   */
  public JacksonDynamicCodec(
      CodecInfo info,
      RecordSchema schema,
      JsonFactory factory,
      boolean binaryDecimals,
      JacksonSpans.Extent extent,
      boolean absoluteLocations) {
    this.info = info;
    this.schema = schema;
    this.factory = factory;
    this.writer = new DynamicJsonWriter(binaryDecimals);
    this.extent = extent;
    this.absoluteLocations = absoluteLocations;
  }

  @Override
  public CodecInfo info() {
    return info;
  }

  @Override
  public int encode(DynamicRecord message, byte[] dst, int offset) {
    sink.wrap(dst, offset);
    try (JsonGenerator gen = factory.createGenerator(sink)) {
      writer.write(gen, message);
    } catch (ArrayOutputStream.Overflow overflow) {
      throw new BufferTooSmallException(info.id(), dst.length - offset);
    } catch (IOException e) {
      throw new CodecException(info.id(), -1, null, "cannot encode: " + e.getMessage(), e);
    }
    return sink.written();
  }

  @Override
  public DynamicRecord decode(byte[] src, int offset, int length, DynamicRecord reuse) {
    DynamicRecord into = reuse != null ? reuse : new DynamicRecord(schema);
    int base = absoluteLocations ? offset : 0;
    try (JsonParser parser = factory.createParser(src, offset, length)) {
      reader.on(parser).read(into);
      if (parser.nextToken() != null) {
        throw reader.error("expected the end of the payload after the message");
      }
      return into;
    } catch (DynamicInputException bad) {
      int at = bad.byteOffset() < 0 ? -1 : (int) bad.byteOffset() - base;
      throw new CodecException(info.id(), at, bad.path(), bad.problem(), bad);
    } catch (IOException | RuntimeException e) {
      throw new CodecException(info.id(), -1, null, "cannot decode: " + e.getMessage(), e);
    }
  }

  @Override
  public List<FieldSpan> describe(byte[] src, int offset, int length) {
    decode(src, offset, length, null); // spans only of payloads that decode
    try (JsonParser parser = factory.createParser(src, offset, length)) {
      return JacksonSpans.describe(
          parser, src, offset, length, absoluteLocations ? offset : 0, extent);
    } catch (IOException | RuntimeException e) {
      throw new CodecException(info.id(), -1, null, "cannot describe: " + e.getMessage(), e);
    }
  }
}
