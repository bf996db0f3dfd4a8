package dev.wirebench.engine.codec;

import dev.wirebench.engine.dynamic.RecordSchema;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;

/**
 * The dynamic-message mappings on the class path, by codec id, and conveniences over {@link
 * DynamicCodec} for code off the hot path. Thread-safe; codecs are created per caller.
 */
public final class DynamicCodecs {
  /** The reason given for a codec with no dynamic mapping. */
  static final String NO_MAPPING = "no mapping for messages of your own shape yet";

  private final Map<String, DynamicCodecProvider> providers;

  private DynamicCodecs(Map<String, DynamicCodecProvider> providers) {
    this.providers = providers;
  }

  /** Every provider registered with the service loader of this class's loader. */
  public static DynamicCodecs discover() {
    Map<String, DynamicCodecProvider> found = new LinkedHashMap<>();
    for (DynamicCodecProvider provider :
        ServiceLoader.load(DynamicCodecProvider.class, DynamicCodecs.class.getClassLoader())) {
      if (found.putIfAbsent(provider.codecId(), provider) != null) {
        throw new IllegalStateException(
            "two dynamic mappings claim the codec " + provider.codecId());
      }
    }
    return new DynamicCodecs(found);
  }

  /** The ids of the codecs that have a dynamic mapping, in service-file order. */
  public List<String> ids() {
    return List.copyOf(providers.keySet());
  }

  /** Whether codec {@code codecId} can carry messages of {@code schema}, and if not, why. */
  public Support support(String codecId, RecordSchema schema) {
    DynamicCodecProvider provider = providers.get(codecId);
    return provider == null ? Support.no(NO_MAPPING) : provider.support(schema);
  }

  /**
   * A new codec {@code codecId} bound to {@code schema}.
   *
   * @throws IllegalArgumentException if the codec cannot carry the schema's messages
   */
  public DynamicCodec create(String codecId, RecordSchema schema) {
    Support support = support(codecId, schema);
    if (!support.supported()) {
      throw new IllegalArgumentException(
          codecId + " cannot carry " + schema.name() + ": " + support.reason());
    }
    return providers.get(codecId).create(schema);
  }

  /**
   * The info a dynamic mapping shows: its static twin's id and library, with what differs for
   * dynamic messages (name, decode contract, string handling, span detail).
   */
  public static CodecInfo info(
      CodecInfo twin,
      String displayName,
      DecodeContract decodeContract,
      String stringHandling,
      String spanDetail) {
    return new CodecInfo(
        twin.id(),
        displayName,
        twin.library(),
        twin.binary(),
        decodeContract,
        stringHandling,
        spanDetail);
  }
}
