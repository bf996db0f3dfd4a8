package dev.wirebench.engine.codec;

import java.util.Map;

/**
 * How a codec carries the model's decimals on the wire. The model holds a decimal as decimal64 bits
 * (dfp); a codec that writes those bits as they are does no arithmetic per decimal, one that writes
 * a mantissa and exponent or decimal text converts every decimal both ways. Rankings and results
 * name the form beside each codec, because on decimal-heavy messages (an order book) the form can
 * cost more than the codec itself (measured: the SBE bindings {@code sbe} and {@code sbe-d64}
 * differ only in it).
 */
public enum DecimalForm {
  BITS("decimal64 bits", "the model's decimal64 bits as they are, no conversion"),
  MANTISSA_EXPONENT(
      "mantissa+exponent", "converted to an integer mantissa and a power-of-ten exponent and back"),
  TEXT("decimal text", "written as decimal digits and parsed back"),
  UNSTATED("not stated", "the codec does not say");

  private static final Map<String, DecimalForm> BY_CODEC =
      Map.ofEntries(
          Map.entry("json", TEXT),
          Map.entry("fix", TEXT),
          Map.entry("quickfixj", TEXT),
          Map.entry("java-serialization", BITS),
          Map.entry("wire-interpreted", BITS),
          Map.entry("wire-compiled", BITS),
          Map.entry("kryo", BITS),
          Map.entry("fory", BITS),
          Map.entry("chronicle-binary", BITS),
          Map.entry("chronicle-yaml", BITS),
          Map.entry("sbe-d64", BITS),
          Map.entry("sbe", MANTISSA_EXPONENT),
          Map.entry("sbe-gen", MANTISSA_EXPONENT),
          Map.entry("protobuf", MANTISSA_EXPONENT),
          Map.entry("protobuf-gen", MANTISSA_EXPONENT),
          Map.entry("avro", MANTISSA_EXPONENT),
          Map.entry("avro-gen", MANTISSA_EXPONENT),
          Map.entry("flatbuffers", MANTISSA_EXPONENT),
          Map.entry("flatbuffers-gen", MANTISSA_EXPONENT),
          Map.entry("cbor", MANTISSA_EXPONENT),
          Map.entry("smile", MANTISSA_EXPONENT),
          Map.entry("msgpack", MANTISSA_EXPONENT));

  private final String label;
  private final String description;

  DecimalForm(String label, String description) {
    this.label = label;
    this.description = description;
  }

  /** The form of the codec with id {@code codecId}; {@link #UNSTATED} for one not listed. */
  public static DecimalForm of(String codecId) {
    return BY_CODEC.getOrDefault(codecId, UNSTATED);
  }

  /** A few words for a table cell: {@code decimal64 bits}. */
  public String label() {
    return label;
  }

  /** One sentence for a tooltip or report. */
  public String description() {
    return description;
  }
}
