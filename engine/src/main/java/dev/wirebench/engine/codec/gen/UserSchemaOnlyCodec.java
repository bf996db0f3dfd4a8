package dev.wirebench.engine.codec.gen;

import dev.wirebench.engine.codec.Codec;
import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.Support;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.MessageType;
import java.util.List;

/**
 * The registry's entry for a codec that exists only for the user's own schemas ({@code
 * protobuf-gen}: code generated from the user's {@code .proto} at run time), so that it is a row in
 * every table and plan. On the built-in model's fixtures it is "n/a": their format's own row
 * already runs the code the same generator made from the built-in schema at build time.
 */
public abstract class UserSchemaOnlyCodec implements Codec {
  private final String reason;

  /**
   * @param builtInRow the built-in model's row of the same generator ({@code protobuf})
   */
  protected UserSchemaOnlyCodec(String builtInRow, String schemaKind) {
    this.reason =
        "generated from your own "
            + schemaKind
            + " at run time; on the built-in model the "
            + builtInRow
            + " row is this generator's code";
  }

  @Override
  public final Support support(MessageType type) {
    return Support.no(reason);
  }

  @Override
  public final int encode(Message message, byte[] dst, int offset) {
    throw refused();
  }

  @Override
  public final Message decode(byte[] src, int offset, int length, Message reuse) {
    throw refused();
  }

  @Override
  public final List<FieldSpan> describe(byte[] src, int offset, int length) {
    throw refused();
  }

  private CodecException refused() {
    return new CodecException(info().id(), -1, null, reason);
  }
}
