package dev.wirebench.engine.codec.sbe;

import dev.wirebench.engine.codec.DynamicCodec;
import dev.wirebench.engine.codec.DynamicCodecProvider;
import dev.wirebench.engine.codec.Support;
import dev.wirebench.engine.dynamic.RecordSchema;
import dev.wirebench.engine.dynamic.sbe.SbeUserSchema;

/**
 * Dynamic messages as SBE: for a schema read from the user's SBE XML, in their own layout ({@link
 * SbeUserCodec}); otherwise through an IR built by sbe-tool from the dynamic schema ({@link
 * SbeDynamicXml}); n/a for names SBE does not allow, enums past a uint8 and records with more than
 * 64 optional fields.
 */
public final class SbeDynamicProvider implements DynamicCodecProvider {
  @Override
  public String codecId() {
    return SbeCodec.ID;
  }

  @Override
  public Support support(RecordSchema schema) {
    String why =
        schema.origin() instanceof SbeUserSchema user
            ? SbeUserLayout.whyNot(user)
            : SbeDynamicXml.whyNot(schema);
    return why == null ? Support.yes() : Support.no(why);
  }

  /**
   * A codec reading payloads of any version of the user's SBE schema at the version each payload's
   * header says, as sbe-tool's generated decoders do (newer blocks skipped past their known fields,
   * fields a payload's version predates absent); {@link #create}'s codec refuses another version's
   * block length or version. On a schema not read from SBE XML there are no versions: the same as
   * {@link #create}.
   */
  public static DynamicCodec readingActingVersion(RecordSchema schema) {
    SbeDynamicProvider provider = new SbeDynamicProvider();
    return schema.origin() instanceof SbeUserSchema user && provider.support(schema).supported()
        ? SbeUserCodec.actingVersion(schema, user)
        : provider.create(schema);
  }

  @Override
  public DynamicCodec create(RecordSchema schema) {
    Support support = support(schema);
    if (!support.supported()) {
      throw new IllegalArgumentException(
          "sbe cannot carry " + schema.name() + ": " + support.reason());
    }
    return schema.origin() instanceof SbeUserSchema user
        ? new SbeUserCodec(schema, user)
        : new SbeDynamicCodec(schema);
  }
}
