package dev.wirebench.app.inspect;

import dev.wirebench.engine.inspect.CodecPayload;
import java.util.ArrayList;
import java.util.LinkedHashMap;
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
 * flicker when the codecs are warm). After that, each codec finishing hands the finished ones to
 * the sink, except the last one: the complete inspection is the task's result. Called on the task's
 * thread ({@link dev.wirebench.engine.codec.FamilyParallel} hands results to its caller).
 */
final class ProgressiveViews {
  /** How long an inspection may take before its finished codecs are shown without the rest. */
  static final long FIRST_AFTER_MS = 150;

  private final CodecPayload[] views;
  private final BiConsumer<List<CodecPayload>, Map<String, PayloadLayout>> sink;
  private final long started = System.nanoTime();
  private int finished;

  /**
   * @param total how many codecs the inspection runs
   * @param sink takes the finished views (in registry order) and their layouts; called on the
   *     task's thread
   */
  ProgressiveViews(int total, BiConsumer<List<CodecPayload>, Map<String, PayloadLayout>> sink) {
    this.views = new CodecPayload[total];
    this.sink = sink;
  }

  /** Records that codec {@code index} finished; returns how many have. */
  int finished(int index, CodecPayload view) {
    views[index] = view;
    finished++;
    if (finished < views.length && System.nanoTime() - started >= FIRST_AFTER_MS * 1_000_000) {
      List<CodecPayload> done = new ArrayList<>(finished);
      for (CodecPayload each : views) {
        if (each != null) {
          done.add(each);
        }
      }
      sink.accept(done, layouts(done));
    }
    return finished;
  }

  /** The hex layouts of the views that produced a payload, by codec id. */
  static Map<String, PayloadLayout> layouts(List<CodecPayload> views) {
    Map<String, PayloadLayout> layouts = new LinkedHashMap<>();
    for (CodecPayload view : views) {
      byte[] payload = view.payload();
      if (payload != null) {
        layouts.put(view.info().id(), PayloadLayout.of(payload, view.spans()));
      }
    }
    return layouts;
  }
}
