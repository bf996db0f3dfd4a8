package dev.wirebench.engine.codec.fix;

import dev.wirebench.engine.codec.CodecException;
import java.util.Locale;

/**
 * The FIX envelope: BeginString (8) and BodyLength (9) before the body, CheckSum (10) after it.
 * Encoding reserves room for BodyLength and closes the gap once the body length is known, so the
 * body is written once. Allocates nothing.
 */
final class FixEnvelope {
  /** Room for up to six BodyLength digits and the SOH. */
  private static final int LENGTH_ROOM = 7;

  private static final int MAX_BODY = 999_999;

  private static final String[] CHECKSUMS = new String[256];

  static {
    for (int i = 0; i < 256; i++) {
      CHECKSUMS[i] = String.format(Locale.ROOT, "%03d", i);
    }
  }

  private FixEnvelope() {}

  /** Writes {@code 8=...|9=} and reserves BodyLength; returns where BodyLength goes. */
  static int begin(FixOutput out, String beginString) {
    out.string(8, beginString);
    out.tag(9);
    int lengthAt = out.position();
    // may point past the end of a small buffer: the first body write then reports it too small
    out.position(lengthAt + LENGTH_ROOM);
    return lengthAt;
  }

  /** Fills in BodyLength, moves the body next to it and appends CheckSum; returns the end. */
  static int finish(FixOutput out, String codecId, int start, int lengthAt) {
    byte[] buffer = out.buffer();
    int bodyStart = lengthAt + LENGTH_ROOM;
    int bodyEnd = out.position();
    int bodyLength = bodyEnd - bodyStart;
    if (bodyLength > MAX_BODY) {
      throw new CodecException(codecId, -1, null, "FIX body exceeds " + MAX_BODY + " bytes");
    }
    int digits =
        bodyLength < 10
            ? 1
            : bodyLength < 100
                ? 2
                : bodyLength < 1000 ? 3 : bodyLength < 10_000 ? 4 : bodyLength < 100_000 ? 5 : 6;
    int shift = LENGTH_ROOM - (digits + 1);
    System.arraycopy(buffer, bodyStart, buffer, bodyStart - shift, bodyLength);
    out.position(lengthAt);
    out.appendLong(bodyLength);
    out.end();
    int end = bodyEnd - shift;
    int sum = 0;
    for (int i = start; i < end; i++) {
      sum += buffer[i] & 0xFF;
    }
    out.position(end);
    out.tag(10);
    out.appendAscii(CHECKSUMS[sum & 0xFF]);
    out.end();
    return out.position();
  }

  /**
   * Reads and verifies 8 and 9 and the trailer, leaves the input positioned at the first body field
   * and limited to the body, and returns the BeginString.
   */
  static String open(FixInput in, String existingBegin, String codecId) {
    in.path("(BeginString)");
    if (in.next() != 8) {
      throw in.at(in.absoluteTagStart(), "expected BeginString (8) as the first field");
    }
    String begin = in.string(existingBegin);
    int start = in.base();
    in.path("(BodyLength)");
    if (in.next() != 9) {
      throw in.at(in.absoluteTagStart(), "expected BodyLength (9) as the second field");
    }
    int bodyLength = in.integer(1, MAX_BODY);
    int bodyStart = in.absolutePosition();
    int trailer = bodyStart + bodyLength;
    int payloadEnd = in.absoluteLimit();
    if (trailer + 7 != payloadEnd) {
      throw in.error(
          "BodyLength "
              + bodyLength
              + " puts the CheckSum field at byte "
              + (trailer - start)
              + ", but the payload has "
              + (payloadEnd - start)
              + " bytes (a CheckSum field takes 7)");
    }
    byte[] src = in.array();
    if (src[trailer] != '1'
        || src[trailer + 1] != '0'
        || src[trailer + 2] != '='
        || src[trailer + 6] != FixOutput.SOH) {
      in.path("(CheckSum)");
      throw in.at(trailer, "expected CheckSum (10=nnn) right after the body");
    }
    int sum = 0;
    for (int i = start; i < trailer; i++) {
      sum += src[i] & 0xFF;
    }
    int stated = 0;
    for (int i = trailer + 3; i < trailer + 6; i++) {
      byte b = src[i];
      if (b < '0' || b > '9') {
        in.path("(CheckSum)");
        throw in.at(i, "CheckSum must be three digits");
      }
      stated = stated * 10 + (b - '0');
    }
    if (stated != (sum & 0xFF)) {
      in.path("(CheckSum)");
      throw in.at(
          trailer + 3, "CheckSum " + stated + " does not match the bytes (" + (sum & 0xFF) + ")");
    }
    in.limit(trailer);
    in.path("");
    return begin;
  }
}
