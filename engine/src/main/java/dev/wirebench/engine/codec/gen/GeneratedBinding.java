package dev.wirebench.engine.codec.gen;

import dev.wirebench.engine.dynamic.DynamicRecord;

/**
 * The class Wirebench writes beside the code a schema compiler generated from the user's schema: it
 * fills the generated objects from a record and serializes them, and parses bytes with the
 * generated code and reads every field back into a record, through the generated accessors — the
 * calls user code makes, no reflection. {@link GeneratedCodec} wraps it with the codec's info,
 * spans and error handling.
 *
 * <p>Instances are made by {@link GeneratedCode#load} with their no-argument constructor; they keep
 * scratch state and belong to one thread.
 */
public interface GeneratedBinding {
  /** Encodes {@code message} into {@code dst} from {@code offset}; returns the bytes written. */
  int encode(DynamicRecord message, byte[] dst, int offset);

  /** Decodes {@code src[offset, offset + length)} into {@code into} (cleared by the caller). */
  void decode(byte[] src, int offset, int length, DynamicRecord into);
}
