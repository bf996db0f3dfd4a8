package dev.wirebench.engine.codec.sbe;

import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.DecodeContract;
import dev.wirebench.engine.codec.DynamicCodecs;
import dev.wirebench.engine.dynamic.RecordSchema;
import dev.wirebench.engine.dynamic.sbe.SbeUserSchema;

/**
 * Dynamic messages in the user's own SBE layout, for schemas read from their SBE XML: the bytes
 * sbe-tool's generated code writes for the same schema and values (header, ids, offsets, types,
 * null values, enum encodings, composites, groups, var data), driven by their IR ({@link
 * SbeUserLayout}) without generated classes. Encode writes blocks in place; decode fills the
 * caller's record (allocating only strings and bytes). Not thread-safe.
 */
final class SbeUserCodec extends SbeRecordCodec {
  private static final CodecInfo INFO =
      DynamicCodecs.info(
          new SbeCodec().info(),
          "SBE (IR-driven), the schema's own layout",
          DecodeContract.FILLS_REUSED,
          "char arrays and var data in the schema's character encodings; a new String per string",
          "every byte from the user's IR: message header, block fields at their offsets (a"
              + " composite's parts as one value), null values of absent fields, group dimensions,"
              + " var-data lengths and bytes");

  SbeUserCodec(RecordSchema schema, SbeUserSchema user) {
    this(schema, SbeUserLayout.of(schema, user), false);
  }

  private SbeUserCodec(RecordSchema schema, SbeUserLayout layout, boolean acting) {
    super(
        INFO,
        schema,
        new SbeUserWriter(layout),
        acting ? SbeUserReader.actingVersion(layout) : new SbeUserReader(layout));
  }

  /**
   * A codec whose decode reads payloads of any version of the user's schema at the version each
   * says (SBE's extension mechanism, {@link SbeUserReader#actingVersion}).
   */
  static SbeUserCodec actingVersion(RecordSchema schema, SbeUserSchema user) {
    return new SbeUserCodec(schema, SbeUserLayout.of(schema, user), true);
  }
}
