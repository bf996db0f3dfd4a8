package dev.wirebench.app.throughput;

import dev.wirebench.engine.throughput.PointSummary;
import dev.wirebench.engine.throughput.StoreVariant;
import dev.wirebench.engine.throughput.served.ServerOptions;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The "rate vs server CPUs" lines: for each served store without its CPU limit (transport,
 * channels, streams) and codec, the combined rate at the sweep's largest K against the CPUs its
 * server was limited to. Points of unlimited servers and local reads are not on it (they have no
 * P).
 */
final class ServerCpuCurves {
  private ServerCpuCurves() {}

  static List<Curve> of(List<PointSummary> summaries) {
    int largestK = summaries.stream().mapToInt(PointSummary::consumers).max().orElse(0);
    Map<String, List<Curve.Point>> lines = new LinkedHashMap<>();
    for (PointSummary s : summaries) {
      StoreVariant variant = variant(s.store());
      if (s.consumers() != largestK || variant == null || variant.server().cpus() == 0) {
        continue;
      }
      StoreVariant unlimited =
          new StoreVariant(
              variant.base(),
              variant.transport(),
              new ServerOptions(variant.server().channels(), 0),
              variant.streams());
      lines
          .computeIfAbsent(
              unlimited.id() + " · " + s.codec() + " · K=" + largestK, k -> new ArrayList<>())
          .add(
              new Curve.Point(
                  variant.server().cpus(),
                  s.combinedMsgPerSec(),
                  s.combinedMinMsgPerSec(),
                  s.combinedMaxMsgPerSec()));
    }
    List<Curve> curves = new ArrayList<>();
    lines.forEach(
        (name, points) -> {
          points.sort(Comparator.comparingInt(Curve.Point::consumers));
          curves.add(new Curve(name, Curve.Kind.COMBINED, points));
        });
    return curves;
  }

  private static StoreVariant variant(String store) {
    try {
      return StoreVariant.parse(store);
    } catch (IllegalArgumentException storedByAnotherVersion) {
      return null;
    }
  }
}
