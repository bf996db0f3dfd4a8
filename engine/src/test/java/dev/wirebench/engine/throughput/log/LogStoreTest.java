package dev.wirebench.engine.throughput.log;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.wirebench.engine.throughput.Mappings;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LogStoreTest {
  @TempDir Path dir;

  /** Payload {@code i}: its length varies (0 included) and every byte depends on {@code i}. */
  static byte[] payload(int i) {
    byte[] bytes = new byte[(i * 37) % 301];
    for (int b = 0; b < bytes.length; b++) {
      bytes[b] = (byte) (i * 31 + b);
    }
    return bytes;
  }

  private void write(int from, int to, int segmentBytes) throws IOException {
    try (LogAppender appender = LogAppender.open(dir, segmentBytes)) {
      for (int i = from; i < to; i++) {
        byte[] payload = payload(i);
        appender.append(payload, 0, payload.length);
      }
    }
  }

  private List<byte[]> readAll(int windowBytes) throws IOException {
    List<byte[]> read = new ArrayList<>();
    try (LogReader reader = LogReader.open(dir, windowBytes)) {
      while (reader.next()) {
        read.add(
            Arrays.copyOfRange(
                reader.buffer(), reader.offset(), reader.offset() + reader.length()));
      }
    }
    return read;
  }

  private void assertPayloads(List<byte[]> read, int count) {
    assertThat(read).hasSize(count);
    for (int i = 0; i < count; i++) {
      assertThat(read.get(i)).as("payload %d", i).isEqualTo(payload(i));
    }
  }

  @Test
  void readsEveryFrameBackInOrderAcrossSegmentsAndWindowEdges() throws IOException {
    write(0, 5_000, 64 * 1024);

    try (var files = Files.list(dir)) {
      assertThat(files.filter(p -> p.toString().endsWith(".wblog")).count()).isGreaterThan(5);
    }
    assertPayloads(readAll(LogReader.DEFAULT_WINDOW_BYTES), 5_000);
    assertPayloads(readAll(LogReader.PER_MESSAGE), 5_000);
    assertPayloads(readAll(64), 5_000);
    assertPayloads(readAll(1000), 5_000);
  }

  @Test
  void reopenedAppenderContinuesAfterTheLastCommittedFrame() throws IOException {
    write(0, 100, 4096);
    write(100, 250, 4096);

    assertPayloads(readAll(LogReader.DEFAULT_WINDOW_BYTES), 250);
  }

  @Test
  void tornTailIsNeverReadAsAMessage() throws IOException {
    write(0, 50, 1 << 20);
    Path segment = LogFormat.segmentFile(dir, 0);
    long committed = header(segment).getLong(LogFormat.COMMITTED_AT);
    // A writer that died mid-frame: a length prefix promising 40 bytes, 10 of them written, and a
    // whole frame after it, none of it committed.
    ByteBuffer torn = ByteBuffer.allocate(64).order(ByteOrder.LITTLE_ENDIAN);
    torn.putInt(40).put(new byte[10]).position(56);
    torn.putInt(0).flip();
    try (FileChannel channel = FileChannel.open(segment, StandardOpenOption.WRITE)) {
      channel.write(torn, committed);
    }

    assertPayloads(readAll(LogReader.DEFAULT_WINDOW_BYTES), 50);

    write(50, 60, 1 << 20);
    assertPayloads(readAll(LogReader.DEFAULT_WINDOW_BYTES), 60);
  }

  @Test
  void frameClaimingToRunPastTheCommittedLengthIsReportedAsCorruption() throws IOException {
    write(0, 10, 1 << 20);
    Path segment = LogFormat.segmentFile(dir, 0);
    ByteBuffer huge = ByteBuffer.allocate(4).order(ByteOrder.LITTLE_ENDIAN).putInt(0, 1 << 20);
    try (FileChannel channel = FileChannel.open(segment, StandardOpenOption.WRITE)) {
      channel.write(huge, LogFormat.HEADER_BYTES);
    }

    try (LogReader reader = LogReader.open(dir)) {
      assertThatThrownBy(reader::next)
          .isInstanceOf(CorruptLogException.class)
          .hasMessageContaining("past the committed length");
    }
  }

  @Test
  void refusesFilesThatAreNotLogSegments() throws IOException {
    Files.write(LogFormat.segmentFile(dir, 0), new byte[4096]);

    assertThatThrownBy(() -> LogReader.open(dir))
        .isInstanceOf(CorruptLogException.class)
        .hasMessageContaining("not a Wirebench log segment");
  }

  @Test
  void reportsAMissingLog() {
    assertThatThrownBy(() -> LogReader.open(dir)).hasMessageContaining("no Wirebench log here");
  }

  @Test
  void concurrentReaderSeesOnlyWholeCommittedFramesInOrder() throws Exception {
    int count = 200_000;
    Thread writer =
        new Thread(
            () -> {
              try {
                write(0, count, 256 * 1024);
              } catch (IOException e) {
                throw new IllegalStateException(e);
              }
            });
    try (LogAppender first = LogAppender.open(dir, 256 * 1024)) {
      // The first segment exists before the reader opens; the writer thread appends to it.
      assertThat(first.position()).isEqualTo(LogFormat.HEADER_BYTES);
    }
    writer.start();
    int read = 0;
    try (LogReader reader = LogReader.open(dir, LogReader.PER_MESSAGE)) {
      while (read < count) {
        if (!reader.next()) {
          Thread.onSpinWait();
          continue;
        }
        byte[] expected = payload(read);
        byte[] actual =
            Arrays.copyOfRange(reader.buffer(), reader.offset(), reader.offset() + reader.length());
        if (!Arrays.equals(expected, actual)) {
          assertThat(actual).as("payload %d", read).isEqualTo(expected);
        }
        read++;
      }
      writer.join();
      assertThat(reader.next()).isFalse();
    }
    assertThat(read).isEqualTo(count);
  }

  @Test
  void closingReadersAndAppendersUnmapsTheirFiles() throws IOException {
    assumeTrue(Mappings.available() && Unmapper.immediate(), "needs /proc/self/maps and unmap");
    LogAppender appender = LogAppender.open(dir, 8192);
    for (int i = 0; i < 300; i++) {
      byte[] payload = payload(i);
      appender.append(payload, 0, payload.length);
    }
    LogReader reader = LogReader.open(dir);
    int read = 0;
    while (read < 150 && reader.next()) {
      read++;
    }
    assertThat(Mappings.under(dir)).isNotEmpty();

    reader.close();
    appender.close();

    assertThat(Mappings.under(dir)).isEmpty();
  }

  @Test
  void rejectsAFrameLargerThanASegment() throws IOException {
    try (LogAppender appender = LogAppender.open(dir, 4096)) {
      assertThatThrownBy(() -> appender.append(new byte[5000], 0, 5000))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("does not fit a log segment");
    }
  }

  private static ByteBuffer header(Path segment) throws IOException {
    ByteBuffer header = ByteBuffer.allocate(LogFormat.HEADER_BYTES).order(ByteOrder.LITTLE_ENDIAN);
    try (FileChannel channel = FileChannel.open(segment, StandardOpenOption.READ)) {
      channel.read(header, 0);
    }
    return header;
  }
}
