package dev.wirebench.engine.codec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.model.Message;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Length and count prefixes claiming gigabytes, written over every byte position of real payloads
 * of the binary codecs: decoding must end in a {@link CodecException} or a message, never an
 * OutOfMemoryError from sizing a buffer or list by the claim (the JVM runs with -Xmx1g, so a 2 GB
 * claim taken at its word fails loudly).
 *
 * <p>Every registered codec is either {@link #INCLUDED} or {@link #EXCLUDED} with a reason; a
 * fixture whose message type a codec does not carry is reported as skipped, with the codec's
 * reason.
 */
class HostileLengthPrefixTest {
  private static final CodecRegistry CODECS = CodecRegistry.discover();

  /**
   * Huge lengths in each format's encodings: a 5-byte varint of 2^31-1 (Kryo, Fory, Chronicle's
   * stop-bit lengths), MessagePack array32/map32/str32, CBOR 8-byte array/text/map lengths, and a
   * 4-byte little-endian length (Chronicle's nested-document prefix; also SBE's and FlatBuffers'
   * lengths, and Protocol Buffers' and Avro's varint lengths, met at every position).
   */
  private static final byte[][] CLAIMS = {
    {(byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff, 0x07},
    {(byte) 0xdd, 0x7f, (byte) 0xff, (byte) 0xff, (byte) 0xff},
    {(byte) 0xdf, 0x7f, (byte) 0xff, (byte) 0xff, (byte) 0xff},
    {(byte) 0xdb, 0x7f, (byte) 0xff, (byte) 0xff, (byte) 0xff},
    {(byte) 0x9b, 0, 0, 0, 0x7f, (byte) 0xff, (byte) 0xff, (byte) 0xff},
    {(byte) 0x7b, 0, 0, 0, 0x7f, (byte) 0xff, (byte) 0xff, (byte) 0xff},
    {(byte) 0x82, (byte) 0xff, (byte) 0xff, (byte) 0xff, 0x7f}
  };

  /** The codecs whose payloads get the claims written over them. */
  private static final List<String> INCLUDED =
      List.of(
          "kryo",
          "fory",
          "msgpack",
          "chronicle-binary",
          "cbor",
          "smile",
          "quickfixj",
          "sbe",
          "sbe-d64",
          "protobuf",
          "avro",
          "flatbuffers");

  /** The registered codecs this test leaves out, each with why: a new codec must be classified. */
  private static final Map<String, String> EXCLUDED =
      Map.ofEntries(
          Map.entry(
              "protobuf-gen",
              "n/a on the built-in model; its generated parser's hostile lengths are"
                  + " DynamicCodecContractTest's byte mutations on users' .proto files"),
          Map.entry(
              "avro-gen",
              "n/a on the built-in model; DynamicCodecContractTest mutates its users' .avsc bytes"),
          Map.entry(
              "sbe-gen",
              "n/a on the built-in model; DynamicCodecContractTest mutates its users' SBE bytes"),
          Map.entry(
              "flatbuffers-gen",
              "n/a on the built-in model; DynamicCodecContractTest mutates its users' .fbs"
                  + " payloads (verified before any accessor reads)"),
          Map.entry("json", "text: strings and arrays end at delimiters, no length prefixes"),
          Map.entry("chronicle-yaml", "text (YAML): no binary length prefixes"),
          Map.entry("fix", "text tag=value: its only length, BodyLength (9), is decimal digits"),
          Map.entry(
              "java-serialization",
              "the JDK's ObjectInputStream, bounded by the codec's ObjectInputFilter"
                  + " (maxarray, maxrefs, maxdepth)"),
          Map.entry("wire-interpreted", "covered by WireErrorsTest (huge counts) and WireFuzzTest"),
          Map.entry("wire-compiled", "covered by WireErrorsTest (huge counts) and WireFuzzTest"),
          Map.entry("test-faulty", "a test codec (bench.FaultyTestCodec) that fails on purpose"));

  private static final List<String> FIXTURES =
      List.of("book-update-mix", "book-snapshots-5", "fix-nested-groups");

  static Stream<Arguments> codecsAndFixtures() {
    List<Arguments> cases = new ArrayList<>();
    for (String codec : INCLUDED) {
      for (String fixture : FIXTURES) {
        cases.add(Arguments.of(codec, fixture));
      }
    }
    return cases.stream();
  }

  @Test
  void classifiesEveryRegisteredCodec() {
    Set<String> classified = new TreeSet<>(INCLUDED);
    classified.addAll(EXCLUDED.keySet());

    assertThat(INCLUDED).doesNotContainAnyElementsOf(EXCLUDED.keySet());
    assertThat(classified).containsExactlyInAnyOrderElementsOf(CODECS.ids());
  }

  @ParameterizedTest(name = "{0} refuses hostile lengths in {1}")
  @MethodSource("codecsAndFixtures")
  void refusesLengthsBeyondThePayloadWithoutAllocatingThem(String codecId, String fixtureId) {
    Codec codec = CODECS.create(codecId);
    Message message = FixtureLoader.bundled().resolve(fixtureId).first();
    Support support = codec.support(message.messageType());
    assumeTrue(
        support.supported(),
        () ->
            codecId + " carries no " + message.messageType().shortName() + ": " + support.reason());
    byte[] payload = Codecs.encode(codec, message);
    int rejected = 0;
    for (byte[] claim : CLAIMS) {
      for (int at = 0; at + claim.length <= payload.length; at++) {
        byte[] bad = payload.clone();
        System.arraycopy(claim, 0, bad, at, claim.length);
        try {
          codec.decode(bad, 0, bad.length, message.messageType().newInstance());
        } catch (CodecException expected) {
          // some libraries catch the OutOfMemoryError themselves and wrap it: still a failure
          for (Throwable cause = expected; cause != null; cause = cause.getCause()) {
            assertThat(cause)
                .as("%s: the JVM ran out behind the CodecException, at byte %d", codecId, at)
                .isNotInstanceOf(VirtualMachineError.class);
          }
          rejected++;
        } catch (Throwable other) {
          fail(codecId + " threw " + other + " with a hostile length at byte " + at, other);
        }
      }
    }
    assertThat(rejected).as("%s rejected none of the corrupted payloads", codecId).isPositive();
  }
}
