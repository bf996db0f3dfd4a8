package dev.wirebench.engine.codec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.wirebench.engine.inspect.RoundTrip;
import dev.wirebench.engine.model.Message;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What every registered codec must do on every bundled fixture it supports: exact round trips (also
 * into a reused instance), spans that tile the payload and show the message's values, and only
 * {@link CodecException} — promptly — on truncated or corrupted bytes.
 *
 * <p>Every registered codec meets every bundled fixture; the test name says how many of the
 * fixture's messages the codec carries, and a pair where it carries none is reported as skipped
 * with the codec's reason, not as passed.
 */
class CodecContractTest {
  private static final CodecRegistry CODECS = CodecRegistry.discover();
  private static final int MUTATIONS = 400;
  private static final int MAX_TRUNCATIONS = 300;

  static Stream<Arguments> pairs() {
    List<Arguments> pairs = new ArrayList<>();
    for (String codecId : CODECS.ids()) {
      Codec codec = CODECS.create(codecId);
      for (String fixtureId : CodecFixtures.ids()) {
        pairs.add(Arguments.of(codecId, fixtureId, CodecFixtures.coverage(codec, fixtureId)));
      }
    }
    return pairs.stream();
  }

  /**
   * The codecs META-INF/services registers, pinned: a service line dropped (or a codec added
   * without being classified by the contract tests) shows here by name. The 18 bundled ones are the
   * lines of the engine's service file; {@code test-faulty} is the test class path's own ({@code
   * bench.FaultyTestCodec}, registered by src/test/resources).
   */
  @Test
  void registersExactlyTheBundledCodecs() {
    assertThat(CODECS.ids())
        .containsExactlyInAnyOrder(
            "json",
            "fix",
            "java-serialization",
            "wire-interpreted",
            "wire-compiled",
            "cbor",
            "smile",
            "kryo",
            "fory",
            "msgpack",
            "chronicle-binary",
            "chronicle-yaml",
            "quickfixj",
            "sbe",
            "sbe-gen",
            "sbe-d64",
            "protobuf",
            "protobuf-gen",
            "avro-gen",
            "avro",
            "flatbuffers",
            "flatbuffers-gen",
            "test-faulty");
  }

  /** Rankings name each row's decimal form; a new codec must state its own. */
  @Test
  void everyBundledCodecStatesHowItCarriesDecimals() {
    assertThat(CODECS.infos())
        .filteredOn(info -> !info.id().equals("test-faulty"))
        .allSatisfy(info -> assertThat(info.decimalForm()).isNotEqualTo(DecimalForm.UNSTATED));
  }

  @ParameterizedTest(name = "{0} round-trips {1} exactly ({2})")
  @MethodSource("pairs")
  void roundTripsExactly(String codecId, String fixtureId, String coverage) {
    Codec codec = CODECS.create(codecId);
    Message reused = null;
    for (Message message : CodecFixtures.supportedOrSkip(codec, fixtureId)) {
      RoundTrip fresh = RoundTrip.check(codec, message);
      assertThat(fresh.summary()).as("%s on %s", codecId, fixtureId).isEqualTo("exact");
      byte[] payload = Codecs.encode(codec, message);
      reused =
          codec.decode(
              payload,
              0,
              payload.length,
              reused == null ? message.messageType().newInstance() : reused);
      assertThat(RoundTrip.of(message, reused).summary())
          .as("%s on %s into a reused instance", codecId, fixtureId)
          .isEqualTo("exact");
      byte[] again = Codecs.encode(codec, reused);
      assertThat(again)
          .as("%s re-encodes the decoded message identically", codecId)
          .isEqualTo(payload);
    }
  }

  @ParameterizedTest(name = "{0} spans tile {1} and show its values ({2})")
  @MethodSource("pairs")
  void spansTileAndShowValues(String codecId, String fixtureId, String coverage) {
    Codec codec = CODECS.create(codecId);
    for (Message message : CodecFixtures.supportedOrSkip(codec, fixtureId)) {
      byte[] payload = Codecs.encode(codec, message);
      byte[] padded = new byte[payload.length + 7];
      System.arraycopy(payload, 0, padded, 3, payload.length);
      List<FieldSpan> spans = codec.describe(padded, 3, payload.length);
      String context = codecId + " on " + fixtureId;
      SpanChecks.assertTiles(spans, payload.length, context);
      SpanChecks.assertValuesMatch(spans, message, context);
    }
  }

  @ParameterizedTest(name = "{0} rejects truncated and corrupted {1} cleanly ({2})")
  @MethodSource("pairs")
  void rejectsBadBytesCleanly(String codecId, String fixtureId, String coverage) {
    Codec codec = CODECS.create(codecId);
    List<Message> messages = CodecFixtures.supportedOrSkip(codec, fixtureId);
    byte[] payload = Codecs.encode(codec, messages.get(0));
    Message target = messages.get(0).messageType().newInstance();
    assertTimeoutPreemptively(
        Duration.ofSeconds(60),
        () -> {
          int stride = Math.max(1, payload.length / MAX_TRUNCATIONS);
          for (int length = 0; length < payload.length; length += stride) {
            decodeOrCodecException(codec, payload, length, target, "truncated to " + length);
          }
          SplittableRandom random =
              new SplittableRandom(fixtureId.hashCode() * 31L + codecId.hashCode());
          for (int i = 0; i < MUTATIONS; i++) {
            byte[] bad = payload.clone();
            int flips = 1 + random.nextInt(4);
            for (int f = 0; f < flips; f++) {
              bad[random.nextInt(bad.length)] = (byte) random.nextInt(256);
            }
            decodeOrCodecException(codec, bad, bad.length, target, "mutation " + i);
          }
          for (int i = 0; i < MUTATIONS / 4; i++) {
            byte[] noise = new byte[random.nextInt(2 * payload.length + 1)];
            for (int b = 0; b < noise.length; b++) {
              noise[b] = (byte) random.nextInt(256);
            }
            decodeOrCodecException(codec, noise, noise.length, target, "random bytes " + i);
          }
        });
  }

  private static void decodeOrCodecException(
      Codec codec, byte[] bytes, int length, Message target, String what) {
    try {
      codec.decode(bytes, 0, length, target);
    } catch (CodecException expected) {
      assertThat(expected.getMessage()).isNotBlank();
    } catch (Throwable other) {
      fail(
          codec.info().id() + " threw " + other + " on " + what + " instead of a CodecException",
          other);
    }
    try {
      codec.describe(bytes, 0, length);
    } catch (CodecException expected) {
      assertThat(expected.getMessage()).isNotBlank();
    } catch (Throwable other) {
      fail(codec.info().id() + " describe threw " + other + " on " + what, other);
    }
  }
}
