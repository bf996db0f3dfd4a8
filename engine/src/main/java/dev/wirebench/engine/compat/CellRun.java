package dev.wirebench.engine.compat;

import dev.wirebench.engine.codec.DynamicCodec;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.dynamic.DynamicRecord;
import java.time.Duration;
import java.util.HexFormat;
import java.util.List;

/**
 * One cell's run: every message written by one version and read by the other through a {@link
 * TimedPassages} (a reader that hangs becomes an error after the time limit), each field tallied,
 * and the message to show chosen: the first with a misread field, else the first refused, else the
 * first. Not thread-safe; one per cell.
 */
final class CellRun {
  private final String row;
  private final Direction direction;
  private final CompatInput input;
  private final CompatRoute route;
  private final DynamicCodec own;
  private final Duration limit;

  private int misreadAt = -1;
  private List<String> misreadPaths = List.of();
  private int refusedAt = -1;
  private String refusal;
  private byte[][] payloads;

  CellRun(
      String row,
      Direction direction,
      CompatInput input,
      CompatRoute route,
      DynamicCodec own,
      Duration limit) {
    this.row = row;
    this.direction = direction;
    this.input = input;
    this.route = route;
    this.own = own;
    this.limit = limit;
  }

  CellResult run() {
    FieldTally tally = new FieldTally(input.mapping(), direction);
    List<DynamicRecord> written = input.written(direction);
    payloads = new byte[written.size()][];
    int failed = 0;
    String firstError = null;
    boolean hung = false;
    try (TimedPassages passages = new TimedPassages(row, limit)) {
      for (int k = 0; k < written.size(); k++) {
        TimedPassages.Passage passage =
            hung
                ? TimedPassages.Passage.notTried(firstError)
                : passages.pass(route, written.get(k));
        payloads[k] = passage.payload();
        if (passage.error() != null) {
          tally.error(passage.error());
          failed++;
          firstError = firstError == null ? passage.error() : firstError;
          refused(k, passage.error());
          hung |= passage.hung();
          continue;
        }
        List<String> misread =
            tally.observe(FieldPaths.flatten(written.get(k)), FieldPaths.flatten(passage.read()));
        if (!misread.isEmpty() && misreadAt < 0) {
          misreadAt = k;
          misreadPaths = misread;
        }
      }
    }
    ShownMessage shown = shown(hung);
    byte[] writer = shown == null ? null : payloads[shown.index()];
    return new CellResult(
        row,
        direction,
        null,
        tally.results(),
        written.size(),
        failed,
        firstError,
        writer == null ? null : HexFormat.of().formatHex(writer),
        shown == null || hung ? null : ownHex(shown.index()),
        null,
        shown);
  }

  private void refused(int k, String error) {
    if (refusedAt < 0) {
      refusedAt = k;
      refusal = error;
    }
  }

  /** The message to show, with both payloads' spans; null if no message was written. */
  private ShownMessage shown(boolean hung) {
    int index;
    String why;
    if (misreadAt >= 0) {
      index = misreadAt;
      why = "the first message with a misread field";
    } else if (refusedAt >= 0 && payloads[refusedAt] != null) {
      index = refusedAt;
      why = "the first message the reader refused";
    } else if (payloads.length > 0 && payloads[0] != null) {
      index = 0;
      why = "the first message (nothing misread or refused)";
    } else {
      return null;
    }
    List<FieldSpan> writerSpans = spans(() -> route.describe(payloads[index]));
    // after a hang the reader's codec may still be busy on the abandoned thread: left alone
    List<FieldSpan> ownSpans = hung ? List.of() : spans(() -> ownSpans(index));
    return new ShownMessage(
        index,
        why,
        index == misreadAt ? misreadPaths : List.of(),
        index == refusedAt ? refusal : null,
        writerSpans,
        ownSpans);
  }

  private DynamicRecord counterpart(int index) {
    List<DynamicRecord> owns = input.readersOwn(direction);
    return owns.get(index % owns.size());
  }

  private String ownHex(int index) {
    try {
      return HexFormat.of().formatHex(CompatRoute.encode(own, counterpart(index)));
    } catch (Throwable refused) {
      return null; // shown as "could not encode" beside the writer's bytes
    }
  }

  private List<FieldSpan> ownSpans(int index) {
    byte[] bytes = CompatRoute.encode(own, counterpart(index));
    return own.describe(bytes, 0, bytes.length);
  }

  private static List<FieldSpan> spans(java.util.function.Supplier<List<FieldSpan>> describe) {
    try {
      return describe.get();
    } catch (Throwable cannot) { // spans only mark the hex; without them the bytes are compared
      return List.of();
    }
  }
}
