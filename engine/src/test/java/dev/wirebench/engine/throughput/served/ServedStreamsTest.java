package dev.wirebench.engine.throughput.served;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wirebench.engine.throughput.StreamStores;
import dev.wirebench.engine.throughput.log.MappedLogStore;
import dev.wirebench.engine.throughput.stream.StreamAppender;
import dev.wirebench.engine.throughput.stream.StreamReader;
import dev.wirebench.engine.throughput.stream.StreamStore;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * One stream server process serving many streams, and serving many consumers with fewer sending
 * threads ({@code +channels=C}): every consumer reads its own stream's bytes exactly, readers of
 * different streams interleaved; a stream the server does not hold is refused; and the server's CPU
 * limit ({@code +cpus=1}) reaches the process.
 */
class ServedStreamsTest {
  @TempDir Path root;

  private List<byte[]> write(Path stream, long seed, int count) throws IOException {
    Random random = new Random(seed);
    List<byte[]> payloads = new ArrayList<>();
    try (StreamAppender appender = new MappedLogStore().openAppender(stream, count, 0)) {
      for (int i = 0; i < count; i++) {
        int size = i == count / 3 ? 2 * TcpFrames.BATCH + 5 : 1 + random.nextInt(400);
        byte[] payload = new byte[size];
        random.nextBytes(payload);
        payloads.add(payload);
        appender.append(payload, 0, size);
      }
    }
    return payloads;
  }

  @ParameterizedTest
  @ValueSource(strings = {"log@tcp+channels=2", "log@tcp", "log@aeron-ipc+channels=1"})
  void oneServerServesEachConsumerItsOwnStreamWhateverTheChannels(String id) throws IOException {
    Path a = root.resolve("stream-0");
    Path b = root.resolve("stream-1");
    List<byte[]> first = write(a, 1, 30_000);
    List<byte[]> second = write(b, 2, 20_000);
    StreamStore served = StreamStores.create(id);
    assertThat(served.id()).isEqualTo(id);
    try {
      List<StreamReader> readers = new ArrayList<>();
      try {
        readers.add(served.openReader(a));
        readers.add(served.openReader(b));
        readers.add(served.openReader(a));
        List<List<byte[]>> expected = List.of(first, second, first);
        int[] read = new int[3];
        boolean more = true;
        while (more) { // one message of each in turn: the server must serve all three at once
          more = false;
          for (int r = 0; r < 3; r++) {
            if (read[r] < expected.get(r).size()) {
              StreamReader reader = readers.get(r);
              assertThat(reader.next()).isTrue();
              byte[] bytes =
                  Arrays.copyOfRange(
                      reader.buffer(), reader.offset(), reader.offset() + reader.length());
              assertThat(bytes)
                  .as("reader %d message %d", r, read[r])
                  .isEqualTo(expected.get(r).get(read[r]));
              read[r]++;
              more = true;
            } else if (read[r] == expected.get(r).size()) {
              assertThat(readers.get(r).next()).as("reader %d ends", r).isFalse();
              read[r]++;
            }
          }
        }
      } finally {
        readers.forEach(StreamReader::close);
      }
      assertThat(ServerProcesses.running()).as("one server for both streams").hasSize(1);
    } finally {
      served.release(a);
    }
    assertThat(ServerProcesses.running()).isEmpty();
  }

  @Test
  void aStreamTheServerDoesNotHoldIsRefusedNotServed() throws IOException {
    Path a = root.resolve("stream-0");
    write(a, 1, 10);
    StreamStore served = StreamStores.create("log@tcp");
    try {
      try (StreamReader reader = served.openReader(a)) {
        assertThat(reader.next()).isTrue();
      }
      Files.createDirectories(root.resolve(".hidden"));
      for (Path other : List.of(root.resolve("missing"), root.resolve(".hidden"))) {
        assertThatThrownBy(
                () -> {
                  try (StreamReader reader = served.openReader(other)) {
                    reader.next();
                  }
                })
            .as(other.toString())
            .hasMessageContaining("served stream broken at byte 0");
      }
      String stderr =
          Files.readString(
              root.resolveSibling(root.getFileName() + "-server.stderr"), StandardCharsets.UTF_8);
      assertThat(stderr).contains("no stream 'missing'").contains("not a stream name: '.hidden'");
    } finally {
      served.release(a);
    }
  }

  @Test
  void theServersCpuLimitReachesItsProcess() throws IOException {
    Path a = root.resolve("stream-0");
    write(a, 1, 10);
    ServedStore served = (ServedStore) StreamStores.create("log@tcp+cpus=1");
    try {
      try (StreamReader reader = served.openReader(a)) {
        assertThat(reader.next()).isTrue();
      }
      long pid = served.serverPid(a).orElseThrow();
      assertThat(served.serverCpuNanos(a)).as("the server's CPU time so far").isPositive();
      String cmdline =
          Files.readString(Path.of("/proc", Long.toString(pid), "cmdline"), StandardCharsets.UTF_8);
      assertThat(cmdline).contains("-XX:ActiveProcessorCount=1");
      if (CpuList.taskset() != null) {
        String status =
            Files.readString(
                Path.of("/proc", Long.toString(pid), "status"), StandardCharsets.UTF_8);
        String firstAllowed = CpuList.format(CpuList.allowed().subList(0, 1));
        assertThat(status).containsPattern("Cpus_allowed_list:\\s+" + firstAllowed + "\\n");
      }
    } finally {
      served.release(a);
    }
    assertThat(ServerProcesses.running()).isEmpty();
  }

  @Test
  void aCpuLimitBeyondTheMachineIsRefusedWithWhatItHas() {
    int cpus = CpuList.allowed().size() + 1;
    StreamStore served = StreamStores.create("log@tcp+cpus=" + cpus);
    Path a = root.resolve("stream-0");
    assertThatThrownBy(() -> served.openReader(a))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("cannot be limited to " + cpus + " CPUs");
    assertThat(ServerProcesses.running()).isEmpty();
  }
}
