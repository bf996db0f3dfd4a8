package dev.wirebench.engine.codec;

import java.util.Objects;

/**
 * What a codec is, shown wherever its results are shown.
 *
 * @param id stable id used on command lines and in stored runs, e.g. {@code wire-compiled}
 * @param displayName human name, e.g. {@code Wirebench binary (compiled)}
 * @param library the library and version doing the work, e.g. {@code sbe-tool 1.38.1}
 * @param binary whether the payload is binary (hex dump) rather than text
 * @param decodeContract how decode produces its result
 * @param stringHandling how strings are decoded, e.g. "new String per field" or "reused if equal"
 * @param spanDetail how fine the {@link Codec#describe} spans are, and why if coarse
 * @param allocationFree the codec's claim that encode, and decode into a reused instance that
 *     already holds the message's strings, allocate nothing in the steady state (for ASCII text;
 *     the codec's javadoc says what else allocates). {@code AllocationContractTest} holds every
 *     codec that makes the claim to it on every bundled fixture it carries.
 */
public record CodecInfo(
    String id,
    String displayName,
    String library,
    boolean binary,
    DecodeContract decodeContract,
    String stringHandling,
    String spanDetail,
    boolean allocationFree) {
  public CodecInfo {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(displayName, "displayName");
    Objects.requireNonNull(library, "library");
    Objects.requireNonNull(decodeContract, "decodeContract");
    Objects.requireNonNull(stringHandling, "stringHandling");
    Objects.requireNonNull(spanDetail, "spanDetail");
  }

  /**
   * How this codec carries decimals ({@link DecimalForm#UNSTATED} for a codec not listed there).
   */
  public DecimalForm decimalForm() {
    return DecimalForm.of(id);
  }

  /** A codec that makes no allocation claim (what it allocates is measured, not promised). */
  public CodecInfo(
      String id,
      String displayName,
      String library,
      boolean binary,
      DecodeContract decodeContract,
      String stringHandling,
      String spanDetail) {
    this(id, displayName, library, binary, decodeContract, stringHandling, spanDetail, false);
  }
}
