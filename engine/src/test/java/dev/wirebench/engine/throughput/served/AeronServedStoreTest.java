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
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A stream served by a real stream server process over Aeron (IPC, and UDP on loopback) through its
 * embedded media driver: every byte of every message as written (one several times the MTU, so
 * Aeron fragments and reassembles it), a reader that hangs up early, a forked consumer's view, a
 * server killed mid-read, and neither server nor Aeron directory left after release.
 */
class AeronServedStoreTest {
  @TempDir Path root;

  /** A stream directory inside the test's own: a server serves the directory holding it. */
  private Path dir;

  @BeforeEach
  void streamDirectory() {
    dir = root.resolve("stream");
  }

  private List<byte[]> writeStream(int count) throws IOException {
    Random random = new Random(7);
    List<byte[]> payloads = new ArrayList<>();
    try (StreamAppender appender = new MappedLogStore().openAppender(dir, count, 0)) {
      for (int i = 0; i < count; i++) {
        int size = i == count / 2 ? 3 * AeronSettings.MTU + 5 : random.nextInt(300);
        byte[] payload = new byte[size];
        random.nextBytes(payload);
        payloads.add(payload);
        appender.append(payload, 0, size);
      }
    }
    return payloads;
  }

  private static boolean aServerRuns() {
    return !ServerProcesses.running().isEmpty();
  }

  @ParameterizedTest
  @ValueSource(strings = {"log@aeron-ipc", "log@aeron-udp"})
  void everyReadGetsEveryByteAndReleaseLeavesNoServerNorAeronDirectory(String id)
      throws IOException {
    List<byte[]> written = writeStream(20_000);
    StreamStore served = StreamStores.create(id);
    assertThat(served.id()).isEqualTo(id);
    Path aeronDirectory = AeronSettings.directory(root);
    try {
      try (StreamReader early = served.openReader(dir)) {
        assertThat(early.next()).isTrue(); // hangs up after one message, as a warm-up does
      }
      assertThat(aeronDirectory).as("the server's own driver directory").isDirectory();
      assertThat(aServerRuns()).as("a server is found while it serves").isTrue();
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
      String forkId = served.forkId(dir);
      assertThat(forkId).isEqualTo(id + ":" + aeronDirectory);
      StreamStore asAFork = StreamStores.create(forkId);
      assertThat(asAFork.id()).isEqualTo(id);
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
    assertThat(aServerRuns()).as("release stops the server").isFalse();
    assertThat(Files.exists(aeronDirectory)).as("release removes the Aeron directory").isFalse();
  }

  @ParameterizedTest
  @ValueSource(strings = {"log@aeron-ipc", "log@aeron-udp"})
  void aServerKilledMidReadIsABrokenStreamNotAHang(String id) throws IOException {
    writeStream(400_000);
    StreamStore served = StreamStores.create(id);
    try (StreamReader reader = served.openReader(dir)) {
      assertThat(reader.next()).isTrue();
      List<ProcessHandle> servers = ServerProcesses.running();
      assertThat(servers).hasSize(1);
      servers.forEach(ProcessHandle::destroyForcibly); // a crash: no shutdown hook runs
      assertThatThrownBy(
              () -> {
                while (reader.next()) {
                  // read what the terms still hold, then the break
                }
              })
          .isInstanceOf(UncheckedIOException.class)
          .hasMessageContaining("served stream broken after message")
          .hasMessageContaining("went away");
    } finally {
      served.release(dir);
    }
    assertThat(aServerRuns()).isFalse();
    assertThat(Files.exists(AeronSettings.directory(root))).isFalse();
  }

  @ParameterizedTest
  @ValueSource(strings = {"log@aeron-ipc:", "log@aeron-tcp", "log@aeron-ipc@tcp"})
  void aStoreIdThatIsNoAeronStoreNamesItself(String bad) {
    assertThatThrownBy(() -> StreamStores.create(bad))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining(bad);
  }

  @ParameterizedTest
  @ValueSource(strings = {"log@aeron-ipc", "log@aeron-udp"})
  void aForkWithoutAServerGetsAnIoErrorNamingTheDirectory(String id) {
    Path nowhere = dir.resolve("no-driver-here");
    assertThatThrownBy(() -> StreamStores.create(id + ":" + nowhere).openReader(dir))
        .isInstanceOf(IOException.class)
        .hasMessageContaining(nowhere.toString());
  }
}
