package dev.wirebench.engine.codec.kryo;

import com.esotericsoftware.kryo.KryoException;
import com.esotericsoftware.kryo.io.Input;

/**
 * A Kryo input over a byte array that refuses a UTF-8 string whose declared length exceeds the
 * bytes left, before Kryo sizes its char buffer from it (a hostile length would otherwise ask for
 * gigabytes). ASCII strings need no check: Kryo reads them up to a terminator byte.
 */
final class KryoBoundedInput extends Input {
  @Override
  public String readString() {
    if (position < limit && (buffer[position] & 0x80) != 0) {
      int start = position;
      int charCount = readVarIntFlag(true) - 1;
      position = start;
      if (charCount > limit - start) {
        throw new KryoException(
            "string of " + charCount + " chars exceeds the " + (limit - start) + " bytes left");
      }
    }
    return super.readString();
  }
}
