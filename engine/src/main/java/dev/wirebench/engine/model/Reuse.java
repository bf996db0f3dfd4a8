package dev.wirebench.engine.model;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.function.Supplier;

/**
 * What decoders use to refill a message in place: list slots are reused when they already hold an
 * object of the wanted class, strings are kept when the incoming bytes spell the same text. In the
 * steady state (the same message decoded again and again) nothing is allocated.
 */
public final class Reuse {
  private Reuse() {}

  /**
   * Returns the element at {@code index}, reusing the one already there if it has exactly {@code
   * type}, otherwise placing a new one from {@code factory}. {@code index} may equal the list size
   * (append) but not exceed it.
   */
  public static <E> E slot(
      ArrayList<E> list, int index, Class<? extends E> type, Supplier<? extends E> factory) {
    if (index < list.size()) {
      E existing = list.get(index);
      if (existing != null && existing.getClass() == type) {
        return existing;
      }
      E created = factory.get();
      list.set(index, created);
      return created;
    }
    if (index != list.size()) {
      throw new IndexOutOfBoundsException("slot " + index + " beyond size " + list.size());
    }
    E created = factory.get();
    list.add(created);
    return created;
  }

  /** Drops elements from the end until the list has {@code size} elements; never allocates. */
  public static void truncate(ArrayList<?> list, int size) {
    for (int i = list.size() - 1; i >= size; i--) {
      list.remove(i);
    }
  }

  /**
   * Returns {@code existing} if the ASCII bytes {@code src[offset, offset + length)} spell it,
   * otherwise a new string decoded as ISO-8859-1 (a byte per char).
   */
  public static String ascii(String existing, byte[] src, int offset, int length) {
    if (existing != null && existing.length() == length) {
      boolean same = true;
      for (int i = 0; i < length; i++) {
        if (existing.charAt(i) != (char) (src[offset + i] & 0xFF)) {
          same = false;
          break;
        }
      }
      if (same) {
        return existing;
      }
    }
    return new String(src, offset, length, StandardCharsets.ISO_8859_1);
  }

  /**
   * Returns {@code existing} if the UTF-8 bytes spell it, otherwise a new string. Pure-ASCII input
   * is compared without decoding; anything else is decoded (and so allocates).
   */
  public static String utf8(String existing, byte[] src, int offset, int length) {
    for (int i = 0; i < length; i++) {
      if (src[offset + i] < 0) {
        String decoded = new String(src, offset, length, StandardCharsets.UTF_8);
        return decoded.equals(existing) ? existing : decoded;
      }
    }
    return ascii(existing, src, offset, length);
  }

  /** Returns {@code existing} if it equals the chars, otherwise a new string. */
  public static String chars(String existing, CharSequence text) {
    return existing != null && existing.contentEquals(text) ? existing : text.toString();
  }
}
