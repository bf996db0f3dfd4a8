package dev.wirebench.engine.codec.wire;

/** Text both wire codecs show about themselves. */
final class WireFormat {
  /**
   * The wire format described in WIRE-FORMAT.md. Version 2 appended TimeBase's fields to
   * PackageHeader, version 3 TimeBase's BaseEntry fields to every entry; older payloads still
   * decode.
   */
  static final int VERSION = 3;

  static final String STRING_HANDLING =
      "kept if the bytes spell the string already in the field (strict ASCII/UTF-8 compare);"
          + " ASCII fields also reuse the codec's last string for that field when the bytes match;"
          + " a new String only when the text changed";

  static final String SPAN_DETAIL =
      "per field: message size, type index, length and count prefixes, each value; absent values"
          + " as '(path absent)'";

  private WireFormat() {}
}
