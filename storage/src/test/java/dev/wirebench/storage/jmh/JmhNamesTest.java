package dev.wirebench.storage.jmh;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

class JmhNamesTest {

  @Test
  void readsCodecAndFixtureFromParamsAndTheOperationFromTheMethod() {
    JmhNames.Mapping mapping =
        JmhNames.map(
            "org.acme.OrderBookBench.decodeSnapshot",
            Map.of("format", "avro", "dataset", "book-20"));

    assertThat(mapping).isEqualTo(new JmhNames.Mapping("avro", "book-20", "decode"));
  }

  @Test
  void readsTheCodecFromAClassNamedAfterAKnownCodec() {
    assertThat(JmhNames.map("bench.SbeBenchmark.encode", Map.of()))
        .isEqualTo(new JmhNames.Mapping("sbe", null, "encode"));
    assertThat(JmhNames.map("bench.KryoSerializationBenchmarks.roundTrip", Map.of("size", "10")))
        .isEqualTo(new JmhNames.Mapping("kryo", null, "roundtrip"));
    assertThat(JmhNames.map("bench.FlatBuffersBench.deserialize", Map.of()).operation())
        .isEqualTo("decode");
  }

  @Test
  void leavesUnrecognisedBenchmarksGeneric() {
    assertThat(JmhNames.map("bench.StringConcatBench.concat", Map.of("size", "4")))
        .isEqualTo(new JmhNames.Mapping(null, null, null));
    assertThat(JmhNames.map("bench.CodecBenchmark.parse", Map.of()))
        .as("a generic class name is not a codec, so the method says nothing either")
        .isEqualTo(new JmhNames.Mapping(null, null, null));
  }
}
