package dev.wirebench.engine.bench;

/**
 * A codec × fixture pair a plan names but does not run, because the codec cannot carry the
 * fixture's messages.
 *
 * @param codec codec id
 * @param fixture fixture id
 * @param reason why, from the codec's {@code Support}
 */
public record SkippedPair(String codec, String fixture, String reason) {
  /** {@code fix × minimal: n/a — reason}. */
  public String describe() {
    return codec + " × " + fixture + ": n/a — " + reason;
  }
}
