package dev.wirebench.engine.model.json;

/**
 * Receives the fields a reader skipped because no model knows them. A reader without a sink is
 * strict: an unknown field is an error. With one, the field's value is skipped whole (objects and
 * arrays included) and reported here, so a file exported by another system still loads and the user
 * still sees what was left out.
 *
 * <p>Called on the reading thread, once per occurrence, in input order.
 */
public interface UnknownFieldSink {
  /**
   * @param typeName the object type the field was found in, e.g. {@code PackageHeader}
   * @param field the field name as written
   * @param line 1-based line of the field name (-1 for binary input)
   * @param column 1-based column of the field name (-1 for binary input)
   * @param path JSON path of the field, e.g. {@code [0].entries[2].venueSeq}
   */
  void ignored(String typeName, String field, int line, int column, String path);
}
