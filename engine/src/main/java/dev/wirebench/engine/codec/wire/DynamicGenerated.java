package dev.wirebench.engine.codec.wire;

import dev.wirebench.engine.dynamic.DynamicRecord;

/**
 * What {@link DynamicCodecGenerator} generates for one dynamic schema: the root record's fields
 * written and read by code specialised for that schema. Stateless and thread-safe; problems are
 * thrown as {@link WireProblem}s without field paths ({@link WireCompiledDynamicCodec} names them).
 */
abstract class DynamicGenerated {
  /** Writes the root record's fields from {@code pos}; returns the position after them. */
  abstract int encode(DynamicRecord message, byte[] dst, int pos);

  /** Reads the root record's fields from {@code src[pos, end)} into {@code target}. */
  abstract void decode(byte[] src, int pos, int end, DynamicRecord target);
}
