package dev.wirebench.engine.codec;

import dev.wirebench.engine.model.Message;

/**
 * The checks every codec that lets its library build the object graph makes on what came back: that
 * it is a message, of the type the caller's instance has, and that it used every byte. One wording
 * for all of them, so errors read the same whichever library decoded.
 */
public final class DecodedChecks {
  private DecodedChecks() {}

  /**
   * {@code decoded} as a message.
   *
   * @param path the span path of the bytes that named its type, e.g. {@code (class id)}, or null
   */
  public static Message message(String codec, Object decoded, String path) {
    if (decoded instanceof Message message) {
      return message;
    }
    String found = decoded == null ? "nothing" : "a " + decoded.getClass().getSimpleName();
    throw new CodecException(codec, 0, path, "the payload holds " + found + ", not a message");
  }

  /** Refuses a message of another type than {@code reuse} (when the caller gave one). */
  public static Message sameTypeAs(String codec, Message reuse, Message decoded, String path) {
    if (reuse != null && reuse.getClass() != decoded.getClass()) {
      throw new CodecException(
          codec,
          0,
          path,
          "expected a "
              + reuse.messageType().shortName()
              + ", found a "
              + decoded.messageType().shortName());
    }
    return decoded;
  }

  /** Refuses bytes after the message: {@code end} is where it ended, relative to its start. */
  public static void noneLeft(String codec, int end, int length) {
    if (end != length) {
      throw new CodecException(
          codec, end, null, (length - end) + " bytes left over after the message");
    }
  }
}
