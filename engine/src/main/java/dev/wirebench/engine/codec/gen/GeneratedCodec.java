package dev.wirebench.engine.codec.gen;

import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.DynamicCodec;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.RecordSchema;
import java.util.List;

/**
 * A codec whose encode and decode run the code a schema compiler generated from the user's schema
 * ({@link GeneratedBinding}), beside the format's generic mapping of the same schema. The bytes are
 * the format's, so field spans come from the format's span walker on the user's schema ({@code
 * spans}), after the generated code has parsed the payload. Not thread-safe.
 */
public final class GeneratedCodec implements DynamicCodec {
  private final CodecInfo info;
  private final RecordSchema schema;
  private final GeneratedBinding binding;
  private final Spans spans;

  /** Walks a payload of the user's schema into field spans (the format's own walker). */
  @FunctionalInterface
  public interface Spans {
    List<FieldSpan> describe(byte[] src, int offset, int length);
  }

  /**
   * @param spans the format's span walker on the user's schema: it walks the same bytes
   */
  public GeneratedCodec(
      CodecInfo info, RecordSchema schema, GeneratedBinding binding, Spans spans) {
    this.info = info;
    this.schema = schema;
    this.binding = binding;
    this.spans = spans;
  }

  @Override
  public CodecInfo info() {
    return info;
  }

  @Override
  public int encode(DynamicRecord message, byte[] dst, int offset) {
    try {
      return binding.encode(message, dst, offset);
    } catch (CodecException bad) {
      throw bad;
    } catch (RuntimeException e) {
      throw new CodecException(info.id(), -1, null, "the generated code cannot encode: " + e, e);
    }
  }

  @Override
  public DynamicRecord decode(byte[] src, int offset, int length, DynamicRecord reuse) {
    DynamicRecord into = reuse != null ? reuse : new DynamicRecord(schema);
    into.clear();
    try {
      binding.decode(src, offset, length, into);
    } catch (CodecException bad) {
      throw bad;
    } catch (RuntimeException e) {
      throw new CodecException(
          info.id(), -1, null, "the generated code cannot parse the payload: " + e, e);
    }
    return into;
  }

  @Override
  public List<FieldSpan> describe(byte[] src, int offset, int length) {
    decode(src, offset, length, null);
    return spans.describe(src, offset, length);
  }
}
