package dev.wirebench.app.inspect;

import java.util.List;

/**
 * Codec {@code id} runs alone first in the session's first inspection, the others after it as
 * {@code first} says ({@link FirstInspection}).
 *
 * @param id the codec to run first: the one the screen will select
 * @param first the timing of the session's first inspection
 */
record LeadCodec(String id, FirstInspection first) {
  /** The lead for codecs {@code ids}: {@code selected} if it is one of them, else the first. */
  static LeadCodec of(String selected, List<String> ids, FirstInspection first) {
    if (ids.contains(selected)) {
      return new LeadCodec(selected, first);
    }
    return ids.isEmpty() ? null : new LeadCodec(ids.get(0), first);
  }
}
