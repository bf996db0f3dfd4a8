package dev.wirebench.engine.codec.sbe;

import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.DecodeContract;
import dev.wirebench.engine.codec.mapping.LibraryVersion;
import org.agrona.concurrent.UnsafeBuffer;
import uk.co.real_logic.sbe.SbeTool;

/** What every SBE binding of the built-in schema has in common in its {@link CodecInfo}. */
public final class SbeInfos {
  private SbeInfos() {}

  /** The info of an SBE binding: same library, contract and strings; its own id and spans. */
  public static CodecInfo of(String id, String displayName, String decimalSpans) {
    return new CodecInfo(
        id,
        displayName,
        "sbe-tool "
            + LibraryVersion.of(SbeTool.class, "uk.co.real-logic", "sbe-tool")
            + ", agrona "
            + LibraryVersion.of(UnsafeBuffer.class, "org.agrona", "agrona"),
        true,
        DecodeContract.FLYWEIGHT,
        "UTF-8 var-data compared in place with the previous value; a new String only when the"
            + " text changed",
        "every byte from the schema's IR: message header, block fields ("
            + decimalSpans
            + "), absent-string bits, group headers, var-data lengths and bytes",
        true);
  }
}
