package dev.wirebench.engine.workload;

/**
 * One side of a compatibility cost: a codec in its strict mode (the reader must have the writer's
 * schema) or in the mode that lets another version read it. Fory and Kryo carry only the built-in
 * model, so theirs run on a bundled fixture; Avro's and SBE's run on the compatibility lab's two
 * versions (the user's OLD and NEW).
 */
public enum CostVariant {
  FORY("fory", "fory", false, true, "schema-consistent: the reader has the writer's classes"),
  FORY_COMPATIBLE(
      "fory-compatible", "fory", true, true, "compatible mode: field names and types in the bytes"),
  KRYO("kryo", "kryo", false, true, "FieldSerializer (Kryo's default): fields back to back"),
  KRYO_COMPATIBLE(
      "kryo-compatible",
      "kryo",
      true,
      true,
      "CompatibleFieldSerializer: field names in the bytes, unknown fields skipped"),
  AVRO("avro", "avro", false, false, "OLD's bytes read by Wirebench's Avro reader of OLD"),
  AVRO_RESOLVING_SAME(
      "avro-resolving-same",
      "avro",
      false,
      false,
      "OLD's bytes through GenericDatumReader(OLD, OLD): the resolving reader, nothing to resolve"),
  AVRO_RESOLVING(
      "avro-resolving",
      "avro",
      true,
      false,
      "OLD's bytes through GenericDatumReader(OLD, NEW): writer ≠ reader, Avro resolves"),
  SBE("sbe", "sbe", false, false, "OLD's bytes read by OLD at the payload's acting version"),
  SBE_NEWER_BLOCK(
      "sbe-newer-block",
      "sbe",
      true,
      false,
      "NEW's bytes (its block length and version) read by OLD at the acting version");

  private final String id;
  private final String family;
  private final boolean compatible;
  private final boolean builtIn;
  private final String what;

  CostVariant(String id, String family, boolean compatible, boolean builtIn, String what) {
    this.id = id;
    this.family = family;
    this.compatible = compatible;
    this.builtIn = builtIn;
    this.what = what;
  }

  /** The id on command lines and in results ({@code fory-compatible}). */
  public String id() {
    return id;
  }

  /** The codec the variant belongs to ({@code fory}). */
  public String family() {
    return family;
  }

  /** Whether this is the mode that lets another version read (the one whose cost is asked). */
  public boolean compatible() {
    return compatible;
  }

  /** Whether it runs on a bundled fixture of the built-in model (else on OLD and NEW). */
  public boolean builtIn() {
    return builtIn;
  }

  /** What is measured, in a line. */
  public String what() {
    return what;
  }

  /** The variant of {@code id}, or null. */
  public static CostVariant ofId(String id) {
    for (CostVariant variant : values()) {
      if (variant.id.equals(id)) {
        return variant;
      }
    }
    return null;
  }
}
