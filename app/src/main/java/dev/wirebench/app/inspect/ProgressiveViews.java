package dev.wirebench.app.inspect;

import dev.wirebench.engine.codec.FamilyParallel;
import dev.wirebench.engine.inspect.CodecPayload;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;

/**
 * The codecs of one inspection as they finish, and when the screen should see them before all are
 * in: the first use of a codec in a JVM (class loading, serializer generation, a FIX dictionary)
 * can take hundreds of milliseconds, and the fixture, the fast codecs' rows and the selected
 * codec's hex should not wait for the slowest.
 *
 * <p>An inspection that finishes within {@value #FIRST_AFTER_MS} ms is never shown in parts (no
 * flicker when the codecs are warm). After that, the finished ones go to the sink when more have
 * finished than were shown, at most every {@value #EVERY_MS} ms (each showing re-lays the screen
 * out on the FX thread, which competes with the codecs on a small machine; checked as each codec
 * finishes and every {@link FamilyParallel#TICK_MS} ms), but never with all finished: the complete
 * inspection is the task's result. Called on the task's thread ({@link FamilyParallel} hands
 * results to its caller). On an idle 2-core machine the app's first inspection (every codec's first
 * use) takes about a second, so this is usually one partial showing and then the whole (at 500 ms a
 * second partial re-layout competed with the codecs for the second core).
 */
final class ProgressiveViews implements FamilyParallel.Listener<InspectedCodec> {
  /** How long an inspection may take before its finished codecs are shown without the rest. */
  static final long FIRST_AFTER_MS = 150;

  /** The least time between two partial showings. */
  static final long EVERY_MS = 1000;

  private final InspectedCodec[] views;
  private final BiConsumer<List<CodecPayload>, Map<String, PayloadLayout>> sink;
  private final long started = System.nanoTime();
  private final BiConsumer<Integer, String> progress;
  private int finished;
  private int shown;
  private long shownAt;

  /**
   * @param total how many codecs the inspection runs
   * @param sink takes the finished views (in registry order) and their layouts; called on the
   *     task's thread
   * @param progress hears how many codecs finished and the last one's id
   */
  ProgressiveViews(
      int total,
      BiConsumer<List<CodecPayload>, Map<String, PayloadLayout>> sink,
      BiConsumer<Integer, String> progress) {
    this.views = new InspectedCodec[total];
    this.sink = sink;
    this.progress = progress;
  }

  /**
   * Counts {@code count} codecs as shown just now (their result went to the screen before this
   * inspection's others started): the next showing needs more finished, and waits its period.
   */
  void alreadyShown(int count) {
    shown = count;
    shownAt = System.nanoTime();
  }

  @Override
  public void finished(InspectedCodec view, int index) {
    views[index] = view;
    finished++;
    progress.accept(finished, view.view().info().id());
    waiting();
  }

  @Override
  public void waiting() {
    long now = System.nanoTime();
    if (finished > shown
        && finished < views.length
        && now - started >= FIRST_AFTER_MS * 1_000_000
        && (shown == 0 || now - shownAt >= EVERY_MS * 1_000_000)) {
      shown = finished;
      shownAt = now;
      List<InspectedCodec> done = new ArrayList<>(finished);
      for (InspectedCodec each : views) {
        if (each != null) {
          done.add(each);
        }
      }
      sink.accept(InspectedCodec.views(done), InspectedCodec.layouts(done));
    }
  }
}
