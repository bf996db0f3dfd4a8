package dev.wirebench.engine.history;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class KeySelectorTest {
  private static BenchmarkKey key(String codec, String fixture, String op, String mode) {
    return new BenchmarkKey(
        "dev.wirebench.engine.bench.jmh.CodecBenchmark." + op,
        codec,
        fixture,
        op,
        mode,
        new TreeMap<>(Map.of("codec", codec, "fixture", fixture)));
  }

  @Test
  void matchesPartsExactlyOrByGlobAndMissingPartsMatchAnything() {
    BenchmarkKey json = key("json", "snapshot-20x20", "decode", "avgt");

    assertThat(KeySelector.parse("json").matches(json)).isTrue();
    assertThat(KeySelector.parse("json/snapshot-20x20/decode/avgt").matches(json)).isTrue();
    assertThat(KeySelector.parse("*/snap*/decode").matches(json)).isTrue();
    assertThat(KeySelector.parse("js?n/*/*/thrpt").matches(json)).isFalse();
    assertThat(KeySelector.parse("jso").matches(json)).isFalse();
    assertThat(KeySelector.parse("*").matches(json)).isTrue();
  }

  @Test
  void genericBenchmarksMatchTheirShortName() {
    BenchmarkKey generic =
        new BenchmarkKey("org.acme.MyBench.parse", null, null, null, "thrpt", new TreeMap<>());

    assertThat(KeySelector.parse("MyBench.parse").matches(generic)).isTrue();
    assertThat(KeySelector.parse("MyBench.*/*/*/avgt").matches(generic)).isFalse();
    assertThat(KeySelector.parse("MyBench.*").matches(generic)).isTrue();
  }

  @Test
  void genericBenchmarksMatchTheirFullNameAsJmhPrintsIt() {
    BenchmarkKey generic =
        new BenchmarkKey("synthetic.History.shifted", null, null, null, "avgt", new TreeMap<>());

    assertThat(KeySelector.parse("synthetic.History.shifted").matches(generic)).isTrue();
    assertThat(KeySelector.parse("synthetic.History.*/*/*/avgt").matches(generic)).isTrue();
    assertThat(KeySelector.parse("other.History.shifted").matches(generic)).isFalse();
  }

  @Test
  void rejectsEmptyPartsAndTooManyParts() {
    assertThatThrownBy(() -> KeySelector.parse("json//decode"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("empty part");
    assertThatThrownBy(() -> KeySelector.parse("a/b/c/d/e"))
        .hasMessageContaining("CODEC[/FIXTURE[/OPERATION[/MODE]]]");
    assertThatThrownBy(() -> KeySelector.parse(" ")).isInstanceOf(IllegalArgumentException.class);
  }
}
