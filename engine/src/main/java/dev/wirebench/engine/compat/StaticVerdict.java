package dev.wirebench.engine.compat;

import java.util.List;

/**
 * A format's own checker's answer for one direction (old writer, new reader or the reverse).
 *
 * @param checker what judged: {@code Avro SchemaCompatibility 1.12.2}, {@code protobuf field-number
 *     rules}, {@code SBE version rules}
 * @param compatible whether the checker calls the reader able to read the writer's payloads
 * @param findings each rule broken or warning, one line each (empty when clean)
 */
public record StaticVerdict(String checker, boolean compatible, List<String> findings) {
  public StaticVerdict {
    findings = List.copyOf(findings);
  }

  /** {@code compatible} or {@code incompatible}. */
  public String word() {
    return compatible ? "compatible" : "incompatible";
  }
}
