package dev.wirebench.engine.throughput;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class ForkOptionsTest {
  @Test
  void aConsumerForkInlinesBigCalleesAndTheUsersFlagsComeLast() {
    ForkOptions options =
        ForkOptions.currentJvm().withJvmArgs(List.of("-Xmx256m", "-XX:InlineSmallCode=1000"));

    List<String> command = options.command("some.Main", List.of("arg"));

    assertThat(command).containsSubsequence("-XX:InlineSmallCode=6000", "-Xmx256m");
    // the JVM takes the last of repeated -XX options: the user's own value wins
    assertThat(command.lastIndexOf("-XX:InlineSmallCode=1000"))
        .isGreaterThan(command.indexOf("-XX:InlineSmallCode=6000"));
    assertThat(command.subList(command.size() - 2, command.size()))
        .containsExactly("some.Main", "arg");
    assertThat(options.flags()).isEqualTo(command.subList(1, command.indexOf("-cp")));
  }
}
