package dev.wirebench.engine.codec.wire;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.wirebench.engine.codec.Codec;
import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.Codecs;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.SpanChecks;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.MessageType;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Random and mutated payloads against both wire codecs: only {@link CodecException}, never a hang,
 * and the two codecs (and describe) accept exactly the same inputs — with the same error offset and
 * path when they refuse, and the same message when they accept.
 */
class WireFuzzTest {
  private static final int INPUTS = 60_000; // each decoded by both codecs: 120,000 cases
  private static final int[] EXTREMES = {
    Integer.MAX_VALUE, Integer.MIN_VALUE, -1, -2, 0xFFFF, 0xFFFE, 0x10000, 0, 1, 255
  };

  private final Codec interpreted = new InterpretedWireCodec();
  private final Codec compiled = new CompiledWireCodec();
  private final SplittableRandom random = new SplittableRandom(20250314L);
  private final List<byte[]> seeds = new ArrayList<>();
  private final Message[] targets = new Message[MessageType.values().length];
  private int accepted;

  @Test
  void randomAndMutatedPayloadsGiveOnlyCodecExceptionsAndBothCodecsAgree() {
    for (WireSamples.Sample sample : WireSamples.all()) {
      seeds.add(Codecs.encode(compiled, sample.message()));
    }
    for (MessageType type : MessageType.values()) {
      targets[type.ordinal()] = type.newInstance();
    }
    assertTimeoutPreemptively(
        Duration.ofSeconds(120),
        () -> {
          for (int i = 0; i < INPUTS; i++) {
            check(nextInput(), i);
          }
        });
    // Some mutations (a changed price, a flipped letter) are still valid payloads.
    assertThat(accepted).isPositive().isLessThan(INPUTS / 2);
  }

  private byte[] nextInput() {
    byte[] seed = seeds.get(random.nextInt(seeds.size()));
    return switch (random.nextInt(6)) {
      case 0 -> noise(random.nextInt(200));
      case 1 -> sized(withHeader(noise(5 + random.nextInt(120))));
      case 2 -> flips(seed);
      case 3 -> sized(Arrays.copyOf(seed, 5 + random.nextInt(seed.length - 4)));
      case 4 -> sized(splice(seed));
      default -> sized(extreme(seed));
    };
  }

  private void check(byte[] input, int index) {
    int typeIndex = input.length < 5 ? -1 : input[4] & 0xFF;
    Message target =
        random.nextBoolean() || WireSchema.messageType(typeIndex) == null
            ? null
            : targets[typeIndex];
    Outcome first = decode(interpreted, input, target, index);
    Outcome second = decode(compiled, input, target, index);
    Supplier<String> context = () -> "input " + index + ": " + hex(input);
    assertThat(second.error == null).as(context).isEqualTo(first.error == null);
    if (first.error != null) {
      assertThat(second.error.offset()).as(context).isEqualTo(first.error.offset());
      assertThat(second.error.fieldPath()).as(context).isEqualTo(first.error.fieldPath());
    } else {
      accepted++;
      assertThat(Codecs.encode(interpreted, second.message))
          .as(context)
          .isEqualTo(Codecs.encode(interpreted, first.message));
    }
    if (index % 3 == 0) {
      describe(input, first.error == null, context);
    }
  }

  private record Outcome(Message message, CodecException error) {}

  private Outcome decode(Codec codec, byte[] input, Message target, int index) {
    try {
      Message decoded = codec.decode(input, 0, input.length, target);
      // Copy out of the shared target before the other codec refills it.
      return new Outcome(
          Codecs.decode(interpreted, Codecs.encode(interpreted, decoded), null), null);
    } catch (CodecException expected) {
      assertThat(expected.getMessage()).isNotBlank();
      return new Outcome(null, expected);
    } catch (Throwable other) {
      return fail(codec.info().id() + " threw " + other + " on input " + index, other);
    }
  }

  private void describe(byte[] input, boolean decodes, Supplier<String> context) {
    boolean described;
    try {
      List<FieldSpan> spans = compiled.describe(input, 0, input.length);
      SpanChecks.assertTiles(spans, input.length, "describe");
      described = true;
    } catch (CodecException refused) {
      described = false;
    }
    assertThat(described).as(context).isEqualTo(decodes);
  }

  private byte[] noise(int length) {
    byte[] bytes = new byte[length];
    for (int i = 0; i < length; i++) {
      bytes[i] = (byte) random.nextInt(256);
    }
    return bytes;
  }

  private byte[] withHeader(byte[] bytes) {
    bytes[4] = (byte) random.nextInt(MessageType.values().length);
    return bytes;
  }

  private byte[] flips(byte[] seed) {
    byte[] bytes = seed.clone();
    int flips = 1 + random.nextInt(4);
    for (int f = 0; f < flips; f++) {
      bytes[random.nextInt(bytes.length)] = (byte) random.nextInt(256);
    }
    return random.nextInt(4) == 0 ? bytes : sized(bytes);
  }

  private byte[] splice(byte[] seed) {
    int at = 5 + random.nextInt(seed.length - 5);
    int cut = random.nextInt(Math.min(16, seed.length - at) + 1);
    byte[] insert = noise(random.nextInt(9));
    byte[] bytes = new byte[seed.length - cut + insert.length];
    System.arraycopy(seed, 0, bytes, 0, at);
    System.arraycopy(insert, 0, bytes, at, insert.length);
    System.arraycopy(seed, at + cut, bytes, at + insert.length, seed.length - at - cut);
    return bytes;
  }

  private byte[] extreme(byte[] seed) {
    byte[] bytes = seed.clone();
    int at = 5 + random.nextInt(bytes.length - 8);
    WireBytes.setInt(bytes, at, EXTREMES[random.nextInt(EXTREMES.length)]);
    return bytes;
  }

  /** Fixes the message size so the input gets past the header check. */
  private static byte[] sized(byte[] bytes) {
    if (bytes.length >= 4) {
      WireBytes.setInt(bytes, 0, bytes.length - 4);
    }
    return bytes;
  }

  private static String hex(byte[] bytes) {
    StringBuilder text = new StringBuilder();
    for (byte b : bytes) {
      text.append(String.format("%02x", b & 0xFF));
    }
    return text.toString();
  }
}
