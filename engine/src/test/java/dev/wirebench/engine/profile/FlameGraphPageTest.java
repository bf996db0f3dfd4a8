package dev.wirebench.engine.profile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The flame graph page's own script, run under Node (Debian's nodejs; the test is skipped where
 * there is none) against a recording canvas: it draws every frame, a search highlights the matching
 * frames and says their share, hovering names a frame with its share, a click zooms to it.
 */
class FlameGraphPageTest {
  @TempDir Path dir;

  @Test
  void thePageDrawsSearchesHoversAndZooms() throws Exception {
    assumeTrue(nodeAvailable(), "node is not installed");
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
    Path harness = dir.resolve("harness.js");
    try (InputStream in = getClass().getResourceAsStream("flamegraph-harness.js")) {
      Files.copy(in, harness);
    }

    Map<String, String> seen = run(harness, page, "parse", "2");

    assertThat(seen.get("drawn")).isEqualTo("6"); // all, main, decode, parse, copy, gc
    assertThat(seen.get("texts")).contains("decode").contains("parse");
    assertThat(seen.get("highlighted")).isEqualTo("1");
    assertThat(seen.get("matched")).isEqualTo("matched: 60.00 %");
    assertThat(seen.get("hover")).isEqualTo("decode — 90 samples, 90.00 %");
    assertThat(seen.get("zoomedWidth")).isEqualTo("1000");
  }

  private static boolean nodeAvailable() {
    try {
      Process p = new ProcessBuilder("node", "--version").redirectErrorStream(true).start();
      return p.waitFor(20, TimeUnit.SECONDS) && p.exitValue() == 0;
    } catch (IOException e) {
      return false;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }

  private static Map<String, String> run(Path harness, Path page, String search, String depth)
      throws IOException, InterruptedException {
    Process node =
        new ProcessBuilder(List.of("node", harness.toString(), page.toString(), search, depth))
            .redirectErrorStream(true)
            .start();
    String output = new String(node.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(node.waitFor(60, TimeUnit.SECONDS)).isTrue();
    assertThat(node.exitValue()).as(output).isZero();
    Map<String, String> seen = new HashMap<>();
    for (String line : output.split("\n")) {
      int eq = line.indexOf('=');
      if (eq > 0) {
        seen.put(line.substring(0, eq), line.substring(eq + 1));
      }
    }
    return seen;
  }
}
