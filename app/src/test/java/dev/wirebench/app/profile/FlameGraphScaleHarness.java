package dev.wirebench.app.profile;

import dev.wirebench.engine.profile.ProfileEvent;
import dev.wirebench.engine.profile.StackProfile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.regex.Pattern;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.ScrollPane;

/**
 * Times opening a flame graph of FRAMES distinct frames in the app — NOT a test (nothing is
 * asserted): the layout (built off the FX thread in the app), the canvas's drawing, and the first
 * frame rendered (a snapshot of the scene), then a search; each five times, with the machine's
 * load. Runs headless on Monocle, as the UI tests do.
 *
 * <pre>
 * java -Dglass.platform=Monocle -Dmonocle.platform=Headless -Dprism.order=sw \
 *     -cp "app/target/test-classes:app/target/classes:$(cat cp.txt)" \
 *     dev.wirebench.app.profile.FlameGraphScaleHarness 50000
 * </pre>
 */
public final class FlameGraphScaleHarness {
  private FlameGraphScaleHarness() {}

  public static void main(String[] args) throws Exception {
    int frames = args.length > 0 ? Integer.parseInt(args[0]) : 50_000;
    StackProfile profile = synthetic(frames);
    CountDownLatch started = new CountDownLatch(1);
    Platform.startup(started::countDown);
    started.await();
    for (int round = 0; round < 5; round++) {
      long t0 = System.nanoTime();
      FlameLayout layout = FlameLayout.of(profile);
      long t1 = System.nanoTime();
      long[] fx = new long[3];
      CountDownLatch done = new CountDownLatch(1);
      Platform.runLater(
          () -> {
            FlameGraphCanvas canvas = new FlameGraphCanvas();
            ScrollPane scroll = new ScrollPane(canvas);
            scroll.setFitToWidth(true);
            Scene scene = new Scene(scroll, 1360, 700);
            long a = System.nanoTime();
            canvas.show(layout);
            long b = System.nanoTime();
            scene.snapshot(null);
            long c = System.nanoTime();
            canvas.highlight(Pattern.compile("Codec"));
            layout.matchedShare(Pattern.compile("Codec"));
            scene.snapshot(null);
            fx[0] = b - a;
            fx[1] = c - b;
            fx[2] = System.nanoTime() - c;
            done.countDown();
          });
      done.await();
      System.out.printf(
          Locale.ROOT,
          "%,d frames, %,d boxes: layout %.0f ms, draw %.0f ms, first frame %.0f ms,"
              + " search + redraw %.0f ms (load %s)%n",
          frames,
          layout.boxes().size(),
          (t1 - t0) / 1e6,
          fx[0] / 1e6,
          fx[1] / 1e6,
          fx[2] / 1e6,
          Files.readString(Path.of("/proc/loadavg")).split(" ")[0]);
    }
    Platform.exit();
  }

  /** Stacks 8–40 deep over {@code frames} distinct frame names, as a deep codec profile looks. */
  private static StackProfile synthetic(int frames) {
    Random random = new Random(42);
    List<StackProfile.Stack> stacks = new ArrayList<>();
    int named = 0;
    while (named < frames) {
      int depth = 8 + random.nextInt(33);
      List<String> stack = new ArrayList<>();
      stack.add("java.lang.Thread.run");
      for (int d = 1; d < depth; d++) {
        boolean fresh = random.nextInt(4) == 0 && named < frames;
        stack.add(
            fresh
                ? "dev/wirebench/engine/codec/Codec" + named++ + ".decode"
                : "java/util/Frame" + random.nextInt(200) + ".call");
      }
      stacks.add(new StackProfile.Stack(stack, 1 + random.nextInt(50)));
    }
    return new StackProfile("jfr", ProfileEvent.CPU, "cpu", 1_000_000, stacks.size(), stacks, null);
  }
}
