import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.inspect.InspectWarmUp;
import dev.wirebench.engine.inspect.Inspector;
import dev.wirebench.engine.model.Message;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** bin/inspect-in-app-time's measuring side: {@code ids}, {@code new FIXTURE}, {@code cold ROUNDS}. */
public class InspectInAppTime {
  public static void main(String[] args) {
    FixtureLoader loader = FixtureLoader.bundled();
    switch (args[0]) {
      case "ids" -> loader.catalog().ids().forEach(System.out::println);
      case "new" -> firstSightAfterWarmUp(loader, args[1]);
      case "cold" -> cold(loader, Integer.parseInt(args[1]));
      default -> throw new IllegalArgumentException(args[0]);
    }
  }

  /** The app's path: first screen, idle warm-up without {@code id}, then {@code id}'s first sight. */
  private static void firstSightAfterWarmUp(FixtureLoader loader, String id) {
    Inspector inspector = new Inspector(CodecRegistry.discover());
    inspector.inspect(first(loader, id.equals("trade-update") ? "minimal" : "trade-update"), List.of());
    List<Message> warm = InspectWarmUp.messages(loader, other -> !other.equals(id));
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    long cpu = threads.getCurrentThreadCpuTime();
    long start = System.nanoTime();
    int count = InspectWarmUp.run(inspector, warm, InspectWarmUp.ROUNDS, () -> false);
    double warmWall = (System.nanoTime() - start) / 1e6;
    double warmCpu = (threads.getCurrentThreadCpuTime() - cpu) / 1e6;
    Message message = first(loader, id);
    long t0 = System.nanoTime();
    inspector.inspect(message, List.of());
    long t1 = System.nanoTime();
    inspector.inspect(message, List.of());
    long t2 = System.nanoTime();
    System.out.printf(
        "%-20s %12.1f %12.1f   %d calls, %.0f ms (%.0f ms CPU)%n",
        id, (t1 - t0) / 1e6, (t2 - t1) / 1e6, count, warmWall, warmCpu);
  }

  /** One JVM without the warm-up: every fixture in turn, {@code rounds} times. */
  private static void cold(FixtureLoader loader, int rounds) {
    CodecRegistry registry = CodecRegistry.discover();
    Inspector inspector = new Inspector(registry);
    List<String> ids = loader.catalog().ids();
    // The codecs' first use, as the app's first screen pays it: not timed.
    inspector.inspect(first(loader, "trade-update"), List.of());
    Map<String, double[]> times = new LinkedHashMap<>();
    for (int r = 0; r < rounds; r++) {
      for (String id : ids) {
        long start = System.nanoTime();
        inspector.inspect(first(loader, id), List.of());
        times.computeIfAbsent(id, k -> new double[rounds])[r] = (System.nanoTime() - start) / 1e6;
      }
    }
    System.out.printf("%-20s %12s %16s%n", "fixture", "first (ms)", "later, median");
    List<Double> firsts = new ArrayList<>();
    for (Map.Entry<String, double[]> e : times.entrySet()) {
      double[] t = e.getValue();
      double[] later = Arrays.copyOfRange(t, 1, t.length);
      Arrays.sort(later);
      firsts.add(t[0]);
      System.out.printf(
          "%-20s %12.1f %16s%n",
          e.getKey(), t[0], later.length == 0 ? "-" : String.format("%.1f", later[later.length / 2]));
    }
    System.out.printf(
        "%d codecs; first sight: max %.1f ms, median %.1f ms%n",
        registry.ids().size(),
        firsts.stream().mapToDouble(Double::doubleValue).max().orElse(0),
        firsts.stream().sorted().toList().get(firsts.size() / 2));
  }

  private static Message first(FixtureLoader loader, String id) {
    return loader.load(loader.catalog().find(id).orElseThrow()).messages().get(0);
  }
}
