package dev.wirebench.engine.codec.fix;

import dev.wirebench.engine.codec.DynamicCodec;
import dev.wirebench.engine.codec.DynamicCodecProvider;
import dev.wirebench.engine.codec.Support;
import dev.wirebench.engine.dynamic.RecordSchema;

/**
 * The fix codec's mapping of dynamic messages: FIX tag=value with the tags the schema file gives
 * ({@code "fixTag"}, {@code "fixValues"}, {@code "fixMsgType"}). Without them it says n/a and names
 * the first field without a tag: tags guessed from field names would not be a venue's FIX.
 */
public final class FixDynamicProvider implements DynamicCodecProvider {
  @Override
  public String codecId() {
    return FixCodec.ID;
  }

  @Override
  public Support support(RecordSchema schema) {
    String why = FixDynamicLayout.whyNot(schema);
    return why == null ? Support.yes() : Support.no(why);
  }

  @Override
  public DynamicCodec create(RecordSchema schema) {
    return new FixDynamicCodec(FixDynamicLayout.of(schema));
  }
}
