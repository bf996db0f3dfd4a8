package dev.wirebench.engine.compat;

import dev.wirebench.engine.codec.FieldSpan;
import java.util.List;

/**
 * The message a cell shows the payloads of: the first one in which a field was misread, else the
 * first one the reader refused, else the first message.
 *
 * @param index the message's place among those written (0-based)
 * @param why why this one ({@code first message with a misread field}, ...)
 * @param misread the paths of its values that were misread (empty if none)
 * @param error the reader's refusal of it, or null
 * @param writerSpans the field spans of {@link CellResult#writerHex()} as the writer's codec
 *     describes them (empty if it cannot)
 * @param readerOwnSpans the field spans of {@link CellResult#readerOwnHex()} as the reader's codec
 *     describes them (empty if it cannot)
 */
public record ShownMessage(
    int index,
    String why,
    List<String> misread,
    String error,
    List<FieldSpan> writerSpans,
    List<FieldSpan> readerOwnSpans) {
  public ShownMessage {
    misread = List.copyOf(misread);
    writerSpans = List.copyOf(writerSpans);
    readerOwnSpans = List.copyOf(readerOwnSpans);
  }
}
