package dev.wirebench.engine.throughput;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wirebench.engine.throughput.served.ServerOptions;
import dev.wirebench.engine.throughput.served.Transport;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Store ids with the served-stream axes after them. */
class StoreVariantTest {
  @Test
  void axesParseAndPrintInOneOrder() {
    StoreVariant variant = StoreVariant.parse("log@aeron-udp+streams=4+cpus=2+channels=3");
    assertThat(variant)
        .isEqualTo(new StoreVariant("log", Transport.AERON_UDP, new ServerOptions(3, 2), 4));
    assertThat(variant.id()).isEqualTo("log@aeron-udp+channels=3+cpus=2+streams=4");
    assertThat(StoreVariant.parse("chronicle+streams=8").id()).isEqualTo("chronicle+streams=8");
    assertThat(StoreVariant.parse("log").id()).isEqualTo("log");
    assertThat(StreamStores.create("log@tcp+cpus=2+channels=3").id())
        .isEqualTo("log@tcp+channels=3+cpus=2");
    assertThat(StreamStores.create("log+streams=4").id()).isEqualTo("log");
  }

  @Test
  void nothingCapsTheAxesAtThisMachinesCores() {
    assertThat(StoreVariant.parse("log@tcp+channels=64+cpus=64+streams=64").server())
        .isEqualTo(new ServerOptions(64, 64));
  }

  @Test
  void badAxesSayWhatIsWrong() {
    for (List<String> bad :
        List.of(
            List.of("log@tcp+threads=2", "unknown option 'threads'"),
            List.of("log@tcp+channels=0", "'channels=0' needs a count of 1 or more"),
            List.of("log@tcp+cpus=two", "'cpus=two' needs a count"),
            List.of("log+channels=2", "need a transport"),
            List.of("log@smoke", "unknown transport"),
            List.of("log+streams=100000", "streams must be 1..512"))) {
      assertThatThrownBy(() -> StreamStores.create(bad.get(0)))
          .as(bad.get(0))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining(bad.get(1));
    }
  }
}
