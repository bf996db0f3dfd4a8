package dev.wirebench.engine.codec;

/**
 * Whether a codec supports a message type, and the reason when it does not.
 *
 * @param supported true if the codec can encode and decode the type
 * @param reason why not (empty when supported)
 */
public record Support(boolean supported, String reason) {
  private static final Support YES = new Support(true, "");

  public static Support yes() {
    return YES;
  }

  public static Support no(String reason) {
    return new Support(false, reason);
  }

  /** {@code "yes"} or {@code "n/a — reason"}. */
  public String describe() {
    return supported ? "yes" : "n/a — " + reason;
  }
}
