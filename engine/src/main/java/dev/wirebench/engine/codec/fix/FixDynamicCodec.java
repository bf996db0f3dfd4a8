package dev.wirebench.engine.codec.fix;

import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.DecodeContract;
import dev.wirebench.engine.codec.DynamicCodec;
import dev.wirebench.engine.codec.DynamicCodecs;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.dynamic.DynamicRecord;
import java.util.List;

/**
 * Dynamic messages as FIX 4.4 tag=value, with the tags, enum values and MsgType the schema file
 * gives (FIX-MAPPING.md, "Dynamic messages"): the static codec's envelope (BeginString, BodyLength,
 * CheckSum computed and verified), value formats and strictness. Encodes and decodes into a reused
 * record without allocating in the steady state (strings equal to the reused record's are kept).
 */
final class FixDynamicCodec implements DynamicCodec {
  private static final String BEGIN = "FIX.4.4";
  private static final CodecInfo INFO =
      DynamicCodecs.info(
          new FixCodec().info(),
          "FIX tag=value (Wirebench), tags from the schema",
          DecodeContract.FILLS_REUSED,
          "UTF-8 bytes compared with the reused record's strings; new String only on change",
          "per field: tag, value and SOH; NoXXX counts as lengths; BeginString, BodyLength and"
              + " CheckSum as framing");

  private final FixDynamicLayout layout;
  private final FixOutput out = new FixOutput(FixCodec.ID);
  private final FixInput in = new FixInput(FixCodec.ID);
  private final FixDynamicWriter writer = new FixDynamicWriter(FixCodec.ID);
  private final FixDynamicReader reader = new FixDynamicReader();

  FixDynamicCodec(FixDynamicLayout layout) {
    this.layout = layout;
  }

  @Override
  public CodecInfo info() {
    return INFO;
  }

  @Override
  public int encode(DynamicRecord message, byte[] dst, int offset) {
    out.wrap(dst, offset);
    int lengthAt = FixEnvelope.begin(out, BEGIN);
    out.string(35, layout.schema.fixMsgType());
    writer.write(out, layout, message, null, 0);
    return FixEnvelope.finish(out, FixCodec.ID, offset, lengthAt) - offset;
  }

  @Override
  public DynamicRecord decode(byte[] src, int offset, int length, DynamicRecord reuse) {
    in.wrap(src, offset, length);
    FixEnvelope.open(in, BEGIN, FixCodec.ID);
    in.path("(MsgType)");
    if (!in.hasMore() || in.peekTag() != 35) {
      throw in.at(
          in.hasMore() ? in.absolutePosition() : in.absoluteLimit(),
          "expected MsgType (35) as the first body field");
    }
    in.next();
    if (!in.valueIs(layout.schema.fixMsgType())) {
      throw in.error(
          "MsgType " + in.string(null) + " is not this schema's " + layout.schema.fixMsgType());
    }
    DynamicRecord message = reuse != null ? reuse : new DynamicRecord(layout.schema);
    reader.read(in, layout, message, null, 0);
    return message;
  }

  @Override
  public List<FieldSpan> describe(byte[] src, int offset, int length) {
    DynamicRecord decoded = decode(src, offset, length, null);
    FixInput walker = new FixInput(FixCodec.ID);
    walker.wrap(src, offset, length);
    return FixDynamicSpans.describe(walker, layout, decoded);
  }
}
