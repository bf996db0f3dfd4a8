package dev.wirebench.engine.env;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.fixture.LoadedFixture;
import dev.wirebench.engine.result.Environment;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What a run ran on, captured on this machine. */
class EnvironmentCaptureTest {
  @Test
  void capturesTheMachineTheForkJvmTheLibrariesAndTheFixtures() {
    JavaRuntime jvm = JavaRuntimes.current();
    LoadedFixture fixture = FixtureLoader.bundled().resolve("snapshot-20x20");
    Environment environment =
        EnvironmentCapture.capture(
            jvm,
            List.of("--add-opens=x", "-Xmx1g"),
            CodecRegistry.discover().infos(),
            List.of(fixture),
            Map.of("forks", "1"));

    for (String key :
        List.of(
            Environment.HOST,
            Environment.CPU_MODEL,
            Environment.CPU_COUNT,
            Environment.MEMORY_BYTES,
            Environment.OS_NAME,
            Environment.OS_VERSION,
            Environment.KERNEL,
            Environment.JVM_VENDOR,
            Environment.JVM_VERSION,
            Environment.JVM_PATH,
            Environment.JMH_VERSION,
            Environment.WIREBENCH_VERSION)) {
      assertThat(environment.get(key)).as(key).isNotBlank().isNotEqualTo("unknown");
    }
    assertThat(Integer.parseInt(environment.get(Environment.CPU_COUNT))).isPositive();
    assertThat(Long.parseLong(environment.get(Environment.MEMORY_BYTES))).isPositive();
    assertThat(environment.get(Environment.JVM_FLAGS)).isEqualTo("--add-opens=x -Xmx1g");
    assertThat(environment.get(Environment.JVM_PATH)).isEqualTo(jvm.java().toString());
    assertThat(environment.get(Environment.JMH_VERSION)).isEqualTo("1.37");
    assertThat(environment.get(Environment.CODEC_PREFIX + "json")).startsWith("jackson-core ");
    assertThat(environment.get(Environment.LIBRARY_PREFIX + "jmh-core")).isEqualTo("1.37");
    assertThat(environment.get(Environment.FIXTURE_PREFIX + "snapshot-20x20.sha256"))
        .isEqualTo(fixture.contentHash());
    assertThat(environment.get(Environment.SETTINGS_PREFIX + "forks")).isEqualTo("1");
  }
}
