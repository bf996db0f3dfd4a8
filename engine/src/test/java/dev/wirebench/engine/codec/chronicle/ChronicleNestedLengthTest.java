package dev.wirebench.engine.codec.chronicle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import dev.wirebench.engine.codec.Codec;
import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.Codecs;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.model.Message;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Chronicle's binary wire on elastic on-heap bytes checks the limits a payload's lengths set only
 * against the bytes' 2 GB capacity, not the array behind them, and reads through Unsafe: corrupted
 * bytes could make it read past the array and kill the JVM (a SIGSEGV in {@code
 * BinaryWire$BinaryValueIn.typePrefixOrObject}, C2-compiled, seen in CI in {@code
 * HeapBytesStore.readLong}). The codec caps the bytes' write limit at the payload's end, so every
 * such read fails Chronicle's own check instead.
 */
class ChronicleNestedLengthTest {
  /**
   * The mutation stream that crashed an uncapped Chronicle reader on this machine: the same seed
   * and flips as {@code CodecContractTest}'s mutations, 1 to 4 random bytes per payload, on
   * book-update-mix; the crash came at mutation 13,346, after C2 had compiled the reader.
   */
  private static final int MUTATIONS = 13_347;

  @Test
  void corruptedPayloadsGiveCodecExceptionsNeverACrash() {
    Codec codec = new ChronicleBinaryCodec();
    Message message = FixtureLoader.bundled().resolve("book-update-mix").first();
    byte[] payload = Codecs.encode(codec, message);
    SplittableRandom random = new SplittableRandom("book-update-mix".hashCode());
    int refused = 0;
    for (int i = 0; i < MUTATIONS; i++) {
      byte[] bad = payload.clone();
      int flips = 1 + random.nextInt(4);
      for (int f = 0; f < flips; f++) {
        bad[random.nextInt(bad.length)] = (byte) random.nextInt(256);
      }
      try {
        codec.decode(bad, 0, bad.length, message.messageType().newInstance());
      } catch (CodecException expected) {
        refused++;
      } catch (RuntimeException | Error other) {
        fail("mutation " + i + " threw " + other + " instead of a CodecException", other);
      }
    }
    assertThat(refused).as("corrupted payloads refused").isPositive();
  }
}
