package dev.wirebench.engine.bench.jmh;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** JFR's allocated types read as async-profiler names them. */
class JfrSamplerTest {
  @Test
  void arrayTypesReadAsJavaSpellsThem() {
    assertThat(JfrSampler.typeName("[B")).isEqualTo("byte[]");
    assertThat(JfrSampler.typeName("[[J")).isEqualTo("long[][]");
    assertThat(JfrSampler.typeName("[Ljava.lang.String;")).isEqualTo("java.lang.String[]");
    assertThat(JfrSampler.typeName("java.util.HashMap$Node")).isEqualTo("java.util.HashMap$Node");
  }
}
