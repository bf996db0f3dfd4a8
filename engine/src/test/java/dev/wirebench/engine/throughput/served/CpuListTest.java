package dev.wirebench.engine.throughput.served;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** CPU lists as Linux writes and {@code taskset} reads them, and the server's pinned command. */
class CpuListTest {
  @Test
  void listsRoundTrip() {
    assertThat(CpuList.parse("0-3,8,10-11")).containsExactly(0, 1, 2, 3, 8, 10, 11);
    assertThat(CpuList.format(List.of(0, 1, 2, 3, 8, 10, 11))).isEqualTo("0-3,8,10-11");
    assertThat(CpuList.format(List.of(5))).isEqualTo("5");
    assertThat(CpuList.parse(" 1\n")).containsExactly(1);
    assertThatThrownBy(() -> CpuList.parse("a-b")).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void theProcessMayUseSomeCpus() {
    assertThat(CpuList.allowed()).isNotEmpty();
  }

  @Test
  void aLimitPinsTheServerToTheFirstAllowedCpus() {
    List<String> java = List.of("java", "Main");
    List<Integer> allowed = List.of(2, 3, 6, 7);
    ServerOptions two = new ServerOptions(0, 2);
    assertThat(two.pinned(java, allowed, "/usr/bin/taskset"))
        .containsExactly("/usr/bin/taskset", "-c", "2-3", "java", "Main");
    assertThat(two.pinned(java, allowed, null)).isEqualTo(java);
    assertThat(two.jvmOptions()).containsExactly("-XX:ActiveProcessorCount=2");
    assertThat(two.cpuLimitText(allowed, "/usr/bin/taskset"))
        .isEqualTo("taskset -c 2-3 + -XX:ActiveProcessorCount=2");
    assertThat(ServerOptions.DEFAULT.pinned(java, allowed, "/usr/bin/taskset")).isEqualTo(java);
    assertThat(ServerOptions.DEFAULT.cpuLimitText(allowed, "t")).isNull();
    assertThatThrownBy(() -> new ServerOptions(0, 5).pinned(java, allowed, "t"))
        .hasMessageContaining("may use 4 (2-3,6-7)");
  }
}
