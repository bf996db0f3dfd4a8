package dev.wirebench.engine.inspect;

/**
 * One field that differs between an original message and its round trip.
 *
 * @param path field path, e.g. {@code entries[3].price}
 * @param expected the original value as text ("absent" if missing)
 * @param actual the decoded value as text ("absent" if missing)
 */
public record FieldDiff(String path, String expected, String actual) {
  @Override
  public String toString() {
    return path + ": " + expected + " -> " + actual;
  }
}
