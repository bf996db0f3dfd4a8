package dev.wirebench.engine.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 20, case 7: inputs over the limit end in one line with the size and the limit. */
class InputSizeLimitTest {
  @TempDir Path dir;

  @Test
  void aLargeFileIsRefusedBySizeBeforeAByteIsRead() throws IOException {
    Path big = dir.resolve("big.json");
    try (RandomAccessFile sparse = new RandomAccessFile(big.toFile(), "rw")) {
      sparse.setLength(3L << 30); // 3 GB, sparse: nothing is written
    }

    assertThatThrownBy(() -> new InputSizeLimit(64L << 20, "--max-size").read(big))
        .isInstanceOf(InputTooLargeException.class)
        .hasMessage(
            big
                + " is 3 GB, over the limit of 64 MB (--max-size SIZE raises it, e.g."
                + " --max-size 2G)");
  }

  @Test
  void anEndlessDeviceIsRefusedBeforeAByteIsRead() {
    Path zero = Path.of("/dev/zero");
    org.junit.jupiter.api.Assumptions.assumeTrue(Files.exists(zero));

    assertThatThrownBy(() -> new InputSizeLimit(1 << 20, "--max-size").read(zero))
        .isInstanceOf(NotARegularFileException.class)
        .hasMessageStartingWith("/dev/zero is a device or a stream, not a regular file");
  }

  @Test
  void aFileWithinTheLimitIsReadWhole() throws IOException {
    Path small = Files.write(dir.resolve("small.json"), new byte[1000]);

    assertThat(new InputSizeLimit(1000, "--max-size").read(small)).hasSize(1000);
  }

  @Test
  void sizesParseInBinaryUnits() {
    assertThat(InputSizeLimit.parse("64M", "--max-size")).isEqualTo(64L << 20);
    assertThat(InputSizeLimit.parse("2g", "--max-size")).isEqualTo(2L << 30);
    assertThat(InputSizeLimit.parse("512KB", "--max-size")).isEqualTo(512L << 10);
    assertThat(InputSizeLimit.parse("1500000", "--max-size")).isEqualTo(1_500_000L);
    assertThatThrownBy(() -> InputSizeLimit.parse("lots", "--max-size"))
        .hasMessage("--max-size takes a size such as 64M, 2G or 1500000, not 'lots'");
  }
}
