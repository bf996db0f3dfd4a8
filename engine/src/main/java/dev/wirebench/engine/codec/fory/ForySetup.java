package dev.wirebench.engine.codec.fory;

import dev.wirebench.engine.model.ModelClasses;
import org.apache.fory.Fory;
import org.apache.fory.config.CompatibleMode;
import org.apache.fory.config.Language;

/** How Wirebench configures Fory. */
final class ForySetup {
  /**
   * Nesting limit: a FIX group level costs four objects (field, list, group, list), so this allows
   * the 60 nested levels fixtures may hold (Fory's default of 50 would not).
   */
  static final int MAX_DEPTH = 512;

  /**
   * The most memory one decode may claim for strings and collections; a declared length beyond it
   * is refused before allocating. Fory's own default, made explicit: a hostile length prefix then
   * costs at most this, never an OutOfMemoryError (HostileLengthPrefixTest).
   */
  static final long MAX_GRAPH_BYTES = 128L * 1024 * 1024;

  /** Registration ids; Fory's own internal types use small ids, user ids are separate. */
  private static final int FIRST_ID = 1;

  private ForySetup() {}

  /**
   * A Fory with Wirebench's settings and every model class registered in the same order, so that
   * any two write the same bytes.
   *
   * @param codegen serializers generated per class (janino; fastest once built, about 0.1-0.2 s of
   *     CPU per new message class to build) or Fory's interpreter serializers (reflection, built in
   *     milliseconds). Both write the same bytes (ForyInterpretedFirstTest).
   * @param compatible Fory's {@code COMPATIBLE} mode (field names and types in the payload's class
   *     meta, so a reader with other fields can read it) instead of {@code SCHEMA_CONSISTENT}
   */
  static Fory newFory(boolean codegen, boolean compatible) {
    Fory fory =
        Fory.builder()
            .withCodegen(codegen)
            .withLanguage(Language.JAVA)
            .withCompatibleMode(
                compatible ? CompatibleMode.COMPATIBLE : CompatibleMode.SCHEMA_CONSISTENT)
            .requireClassRegistration(true)
            .withRefTracking(false)
            .withMaxDepth(MAX_DEPTH)
            .withMaxGraphMemoryBytes(MAX_GRAPH_BYTES)
            .build();
    int id = FIRST_ID;
    for (Class<?> type : ModelClasses.ALL) {
      fory.register(type, id++);
    }
    return fory;
  }
}
