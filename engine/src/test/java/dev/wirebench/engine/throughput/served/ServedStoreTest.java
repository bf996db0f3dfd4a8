package dev.wirebench.engine.throughput.served;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wirebench.engine.throughput.StreamStores;
import dev.wirebench.engine.throughput.log.MappedLogStore;
import dev.wirebench.engine.throughput.stream.StreamAppender;
import dev.wirebench.engine.throughput.stream.StreamReader;
import dev.wirebench.engine.throughput.stream.StreamStore;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ConnectException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A stream served by a real stream server process over TCP on loopback: every byte of every message
 * as written (one larger than a write batch too), a reader that hangs up early, a server that goes
 * away mid-read, and the server gone after release.
 */
class ServedStoreTest {
  @TempDir Path root;

  /** A stream directory inside the test's own: a server serves the directory holding it. */
  private Path dir;

  @BeforeEach
  void streamDirectory() {
    dir = root.resolve("stream");
  }

  private List<byte[]> writeStream(int count) throws IOException {
    Random random = new Random(42);
    List<byte[]> payloads = new ArrayList<>();
    try (StreamAppender appender = new MappedLogStore().openAppender(dir, count, 0)) {
      for (int i = 0; i < count; i++) {
        int size = i == count / 2 ? 3 * TcpFrames.BATCH + 17 : random.nextInt(300);
        byte[] payload = new byte[size];
        random.nextBytes(payload);
        payloads.add(payload);
        appender.append(payload, 0, size);
      }
    }
    return payloads;
  }

  @Test
  void everyConnectionReadsEveryByteOfTheStreamAndReleaseStopsTheServer() throws IOException {
    List<byte[]> written = writeStream(20_000);
    StreamStore served = StreamStores.create("log@tcp");
    assertThat(served.id()).isEqualTo("log@tcp");
    try {
      try (StreamReader early = served.openReader(dir)) {
        assertThat(early.next()).isTrue(); // hangs up after one message, as a warm-up does
      }
      for (int pass = 0; pass < 2; pass++) {
        try (StreamReader reader = served.openReader(dir)) {
          for (byte[] expected : written) {
            assertThat(reader.next()).isTrue();
            byte[] read =
                Arrays.copyOfRange(
                    reader.buffer(), reader.offset(), reader.offset() + reader.length());
            assertThat(read).isEqualTo(expected);
          }
          assertThat(reader.next()).isFalse();
          assertThat(reader.next()).isFalse();
        }
      }
      assertThat(ServerProcesses.running()).as("a server is found while it serves").hasSize(1);
      String forkId = served.forkId(dir);
      assertThat(forkId).matches("log@tcp:\\d+");
      StreamStore asAFork = StreamStores.create(forkId);
      assertThat(asAFork.id()).isEqualTo("log@tcp");
      try (StreamReader reader = asAFork.openReader(dir)) {
        int count = 0;
        while (reader.next()) {
          count++;
        }
        assertThat(count).isEqualTo(written.size());
      }
    } finally {
      served.release(dir);
    }
    assertThat(ServerProcesses.running()).as("release stops the server").isEmpty();
  }

  @Test
  void aServerThatGoesAwayMidReadIsABrokenStreamWithItsByteOffset() throws IOException {
    writeStream(200_000);
    StreamStore served = StreamStores.create("log@tcp");
    int port = Integer.parseInt(served.forkId(dir).replaceAll("^.*:", ""));
    try (StreamReader reader = served.openReader(dir)) {
      assertThat(reader.next()).isTrue();
      served.release(dir); // the server process ends while the reader is in the stream
      assertThatThrownBy(
              () -> {
                while (reader.next()) {
                  // read what the socket still holds, then the break
                }
              })
          .isInstanceOf(UncheckedIOException.class)
          .hasMessageContaining("served stream")
          .hasMessageContaining("at byte");
    }
    assertThatThrownBy(
            () ->
                new ServedStore(new MappedLogStore(), Transport.TCP, String.valueOf(port))
                    .openReader(dir))
        .isInstanceOf(ConnectException.class);
    assertThat(ServerProcesses.running()).isEmpty();
  }

  @Test
  void aStoreIdThatIsNoServedStoreNamesTheKnownOnes() {
    for (String bad : List.of("log@udp", "log@tcp@tcp", "log@tcp:http")) {
      assertThatThrownBy(() -> StreamStores.create(bad))
          .as(bad)
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining(bad);
    }
  }
}
