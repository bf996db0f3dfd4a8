package dev.wirebench.engine.profile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The exported flame graph page in a real browser: Debian's headless Chromium ({@code
 * chromium-headless-shell}, installed by bin/setup-system; without it the test is skipped, except
 * under CI where it must run) opens the self-contained file with no network, draws the frames on
 * its canvas, and a search carried in the link ({@code #search=}) highlights the matching frames in
 * the page's highlight colour and says their share.
 */
class FlameGraphChromiumTest {
  private static final String CHROMIUM = "chromium-headless-shell";

  @TempDir Path dir;

  @Test
  void chromiumRendersThePageAndASearchHighlightsAFrame() throws Exception {
    boolean present = available();
    if (System.getenv("CI") != null) {
      assertThat(present).as(CHROMIUM + " must be installed under CI (bin/setup-system)").isTrue();
    }
    assumeTrue(present, CHROMIUM + " is not installed");
    StackProfile profile =
        new StackProfile(
            StackProfile.ASYNC_PROFILER,
            ProfileEvent.CPU,
            "cpu",
            1_000_000,
            100,
            CollapsedStacks.parse("main;decode;parse 60\nmain;decode;copy 30\nmain;gc 10\n"),
            null);
    Path page = dir.resolve("flame.html");
    Files.writeString(page, FlameGraphHtml.of("json decode", profile));
    String url = page.toUri() + "#search=pars";

    String dom = run("--dump-dom", url);
    Path png = dir.resolve("flame.png");
    run("--screenshot=" + png, "--window-size=1000,300", url);

    assertThat(dom).contains("<span id=\"matched\">matched: 60.00 %</span>");
    BufferedImage shot = ImageIO.read(png.toFile());
    assertThat(count(shot, 0xee00ee)).as("highlighted pixels").isGreaterThan(1000);
    assertThat(coloured(shot)).as("pixels of drawn frames").isGreaterThan(5000);
  }

  private String run(String... args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    command.add(CHROMIUM);
    // root in containers needs --no-sandbox; no GPU, no network, a fresh profile per run
    command.addAll(
        List.of(
            "--no-sandbox",
            "--disable-gpu",
            "--no-first-run",
            "--user-data-dir=" + dir.resolve("profile"),
            "--virtual-time-budget=5000"));
    command.addAll(List.of(args));
    Process chromium =
        new ProcessBuilder(command).redirectError(dir.resolve("chromium.log").toFile()).start();
    String out = new String(chromium.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    if (!chromium.waitFor(120, TimeUnit.SECONDS)) {
      chromium.destroyForcibly();
      throw new AssertionError("chromium did not finish in 120 s");
    }
    assertThat(chromium.exitValue()).as(Files.readString(dir.resolve("chromium.log"))).isZero();
    return out;
  }

  private static int count(BufferedImage image, int rgb) {
    int n = 0;
    for (int y = 0; y < image.getHeight(); y++) {
      for (int x = 0; x < image.getWidth(); x++) {
        if ((image.getRGB(x, y) & 0xffffff) == rgb) {
          n++;
        }
      }
    }
    return n;
  }

  /** Pixels neither white nor grey: the frames' fills. */
  private static int coloured(BufferedImage image) {
    int n = 0;
    for (int y = 0; y < image.getHeight(); y++) {
      for (int x = 0; x < image.getWidth(); x++) {
        int rgb = image.getRGB(x, y);
        int r = (rgb >> 16) & 0xff;
        int g = (rgb >> 8) & 0xff;
        int b = rgb & 0xff;
        if (Math.max(r, Math.max(g, b)) - Math.min(r, Math.min(g, b)) > 40) {
          n++;
        }
      }
    }
    return n;
  }

  private static boolean available() {
    try {
      Process p = new ProcessBuilder(CHROMIUM, "--version").redirectErrorStream(true).start();
      p.getInputStream().readAllBytes();
      return p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0;
    } catch (IOException e) {
      return false;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }
}
