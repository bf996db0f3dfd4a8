package dev.wirebench.engine.throughput;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.throughput.log.MappedLogStore;
import org.junit.jupiter.api.Test;

/** The server's CPU over a point: in % of one core, and no figure where it cannot be one. */
class ServerCpuTest {
  @Test
  void cpuOverWallInPercentOfOneCore() {
    assertThat(ServerCpu.percent(1_000_000_000L, 1_500_000_000L, 1_000_000_000L)).isEqualTo(50);
    assertThat(ServerCpu.percent(0, 2_000_000_000L, 1_000_000_000L)).isEqualTo(200);
  }

  @Test
  void tooShortUnknownOrLocalGivesNoFigure() {
    assertThat(ServerCpu.percent(0, 10_000_000L, ServerCpu.MIN_WINDOW_NANOS - 1)).isNaN();
    assertThat(ServerCpu.percent(-1, 10_000_000L, 1_000_000_000L)).isNaN();
    assertThat(ServerCpu.percent(5, 4, 1_000_000_000L)).isNaN();
    ServerCpu local = new ServerCpu(new MappedLogStore(), java.nio.file.Path.of("x"));
    local.start();
    assertThat(local.percent()).isNaN();
  }
}
