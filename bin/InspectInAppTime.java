import dev.wirebench.app.fx.TaskContext;
import dev.wirebench.app.inspect.FixtureChoice;
import dev.wirebench.app.inspect.InspectService;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.fixture.FixtureException;
import dev.wirebench.engine.fixture.FixtureLoader;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;

/**
 * bin/inspect-in-app-time's measuring side, in a JVM of the app image: {@code ids} lists the bundled
 * fixtures; {@code new FIXTURE warm|cold} times FIXTURE's first sight through the Inspect screen's
 * own service (load, every codec, layouts, tree), after the app's first screen and — with {@code
 * warm} — the app's idle warm-up over every other bundled fixture; {@code file PATH warm|cold} the
 * same for a file of the user's (any JSON shape, FIX, ...), after the whole warm-up; {@code check
 * PATH} opens the file once and says in one line why it cannot be read.
 */
public class InspectInAppTime {
  private static final TaskContext QUIET =
      new TaskContext() {
        @Override
        public boolean isCancelled() {
          return false;
        }

        @Override
        public void progress(long done, long total, String message) {}

        @Override
        public void deliver(Runnable update) {}
      };

  public static void main(String[] args) {
    FixtureLoader loader = FixtureLoader.bundled();
    if (args[0].equals("ids")) {
      loader.catalog().ids().forEach(System.out::println);
      return;
    }
    if (args[0].equals("check")) {
      // Its own JVM, so the timed one still sees the file first: a broken file in one line.
      try {
        new InspectService(loader, CodecRegistry.discover())
            .open(FixtureChoice.file(Path.of(args[1])), QUIET);
      } catch (FixtureException broken) {
        System.err.println("inspect-in-app-time: " + broken.getMessage());
        System.exit(2);
      }
      return;
    }
    boolean file = args[0].equals("file");
    String id = args[1];
    FixtureChoice timed = file ? FixtureChoice.file(Path.of(id)) : choice(loader, id);
    boolean warm = args[2].equals("warm");
    InspectService service = new InspectService(loader, CodecRegistry.discover());
    // The app's first screen (its default fixture; another one when that is the fixture timed).
    service.open(choice(loader, id.equals("trade-update") ? "minimal" : "trade-update"), QUIET);
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    long cpu = threads.getCurrentThreadCpuTime();
    long start = System.nanoTime();
    int calls = warm ? service.warmUp(other -> !other.equals(id), () -> false) : 0;
    double warmWall = (System.nanoTime() - start) / 1e6;
    double warmCpu = (threads.getCurrentThreadCpuTime() - cpu) / 1e6;
    long t0 = System.nanoTime();
    service.open(timed, QUIET);
    long t1 = System.nanoTime();
    service.open(timed, QUIET);
    long t2 = System.nanoTime();
    System.out.printf(
        "%-20s %12.1f %12.1f   %s%n",
        file ? Path.of(id).getFileName() : id,
        (t1 - t0) / 1e6,
        (t2 - t1) / 1e6,
        warm ? String.format("%d calls, %.0f ms (%.0f ms CPU)", calls, warmWall, warmCpu) : "none");
  }

  private static FixtureChoice choice(FixtureLoader loader, String id) {
    return FixtureChoice.bundled(loader.catalog().find(id).orElseThrow());
  }
}
