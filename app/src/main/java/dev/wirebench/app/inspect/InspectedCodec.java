package dev.wirebench.app.inspect;

import dev.wirebench.engine.inspect.CodecPayload;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One codec's view of the message with its hex layout, built together on the thread that ran the
 * codec: codecs of different libraries run on two threads, and so do their layouts, instead of all
 * layouts on one thread after the last codec (or again for every partial showing).
 *
 * @param view what the codec made of the message
 * @param layout the payload indexed for the hex view (null without a payload)
 */
record InspectedCodec(CodecPayload view, PayloadLayout layout) {
  static InspectedCodec of(CodecPayload view) {
    byte[] payload = view.payload();
    return new InspectedCodec(
        view, payload == null ? null : PayloadLayout.of(payload, view.spans()));
  }

  /** The views, in the given order. */
  static List<CodecPayload> views(List<InspectedCodec> inspected) {
    List<CodecPayload> views = new ArrayList<>(inspected.size());
    inspected.forEach(each -> views.add(each.view()));
    return views;
  }

  /** The hex layouts of the views that produced a payload, by codec id. */
  static Map<String, PayloadLayout> layouts(List<InspectedCodec> inspected) {
    Map<String, PayloadLayout> layouts = new LinkedHashMap<>();
    for (InspectedCodec each : inspected) {
      if (each.layout() != null) {
        layouts.put(each.view().info().id(), each.layout());
      }
    }
    return layouts;
  }
}
