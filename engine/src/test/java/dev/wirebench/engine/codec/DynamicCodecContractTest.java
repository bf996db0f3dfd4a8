package dev.wirebench.engine.codec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.wirebench.engine.dynamic.DynamicList;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.RecordSchema;
import dev.wirebench.engine.fixture.DynamicFixture;
import dev.wirebench.engine.inspect.RecordDiff;
import dev.wirebench.engine.inspect.RoundTrip;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link CodecContractTest}'s promises for dynamic messages, held by every {@link
 * DynamicCodecProvider} on every dynamic fixture: exact round trips (fresh and reused records,
 * byte-identical re-encodes), spans that tile the payload and name the schema's fields, and only
 * {@link CodecException}s — promptly — on truncated or corrupted bytes. Codecs without a mapping
 * must say why through {@link DynamicCodecs#support}.
 */
class DynamicCodecContractTest {
  private static final DynamicCodecs DYNAMIC = DynamicCodecs.discover();
  private static final int MUTATIONS = 200;
  private static final Pattern STEP = Pattern.compile("([^.\\[\\]]+)|\\[(\\d+)]");

  static Stream<Arguments> pairs() {
    List<Arguments> pairs = new ArrayList<>();
    for (String fixture : DynamicFixtures.IDS) {
      RecordSchema schema = DynamicFixtures.load(fixture).schema();
      for (String codec : DYNAMIC.ids()) {
        if (DYNAMIC.support(codec, schema).supported()) {
          pairs.add(Arguments.of(codec, fixture));
        }
      }
    }
    return pairs.stream();
  }

  @Test
  void theMappingsThisSliceBuiltCarryEveryKind() {
    RecordSchema schema = DynamicFixtures.load("order-event").schema();
    assertThat(DYNAMIC.ids().stream().filter(id -> DYNAMIC.support(id, schema).supported()))
        .containsExactlyInAnyOrder(
            "json",
            "cbor",
            "smile",
            "msgpack",
            "avro",
            "protobuf",
            "sbe",
            "wire-interpreted",
            "wire-compiled");
  }

  @Test
  void fixCarriesASchemaThatGivesItsTagsAndNamesTheFirstFieldWithoutOneOtherwise() {
    assertThat(pairs().map(a -> a.get()[0] + " " + a.get()[1]))
        .contains("fix md-incremental-fix", "sbe md-incremental-fix", "json md-incremental-fix");
    assertThat(DYNAMIC.support("fix", DynamicFixtures.load("tricky-inferred").schema()).describe())
        .startsWith(
            "n/a — no FIX tags in the schema: add \"fixTag\" to each field (the first without"
                + " one: ");
    assertThat(DYNAMIC.support("quickfixj", DynamicFixtures.load("md-incremental-fix").schema()))
        .satisfies(s -> assertThat(s.supported()).isFalse())
        .satisfies(s -> assertThat(s.describe()).contains("data dictionary"));
  }

  @Test
  void everyCodecSaysThroughItsOwnPackageWhetherItCarriesDynamicMessagesAndWhyNot() {
    RecordSchema schema = DynamicFixtures.load("order-event").schema();
    // every registered codec but the test sources' own faulty codec has a provider
    assertThat(DYNAMIC.ids())
        .containsExactlyInAnyOrderElementsOf(
            CodecRegistry.discover().infos().stream()
                .filter(info -> !info.id().equals("test-faulty"))
                .map(CodecInfo::id)
                .toList());
    for (String id : DYNAMIC.ids()) {
      Support support = DYNAMIC.support(id, schema);
      if (!support.supported()) {
        assertThat(support.describe()).as(id).startsWith("n/a — ").hasSizeGreaterThan(40);
        // users read this reason on every screen: it speaks of their messages, not our tracker
        assertThat(support.reason()).as(id).doesNotContainPattern("#\\d+|issue");
        assertThatThrownBy(() -> DYNAMIC.create(id, schema))
            .isInstanceOf(IllegalArgumentException.class)
            .hasMessageContaining(support.reason());
      }
    }
  }

  @ParameterizedTest(name = "{0} round-trips {1} exactly")
  @MethodSource("pairs")
  void roundTripsExactly(String codecId, String fixtureId) {
    DynamicFixture fixture = DynamicFixtures.load(fixtureId);
    DynamicCodec codec = DYNAMIC.create(codecId, fixture.schema());
    DynamicRecord reused = new DynamicRecord(fixture.schema());
    for (DynamicRecord message : fixture.messages()) {
      byte[] payload = Codecs.encode(codec, message);
      assertThat(RoundTrip.check(codec, message, payload).summary())
          .as("%s on %s", codecId, fixtureId)
          .isEqualTo("exact");
      byte[] padded = new byte[payload.length + 9];
      System.arraycopy(payload, 0, padded, 5, payload.length);
      assertThat(codec.decode(padded, 5, payload.length, reused)).isSameAs(reused);
      assertThat(RecordDiff.diff(message, reused)).as("%s into a reused record", codecId).isEmpty();
      assertThat(Codecs.encode(codec, reused))
          .as("%s re-encodes the decoded message identically", codecId)
          .isEqualTo(payload);
    }
  }

  @ParameterizedTest(name = "{0} spans tile {1} and name its fields")
  @MethodSource("pairs")
  void spansTileAndNameFields(String codecId, String fixtureId) {
    DynamicFixture fixture = DynamicFixtures.load(fixtureId);
    DynamicCodec codec = DYNAMIC.create(codecId, fixture.schema());
    for (DynamicRecord message : fixture.messages()) {
      byte[] payload = Codecs.encode(codec, message);
      byte[] padded = new byte[payload.length + 7];
      System.arraycopy(payload, 0, padded, 3, payload.length);
      List<FieldSpan> spans = codec.describe(padded, 3, payload.length);
      String context = codecId + " on " + fixtureId;
      SpanChecks.assertTiles(spans, payload.length, context);
      int values = 0;
      for (FieldSpan leaf : SpanChecks.leaves(spans)) {
        if (leaf.kind() == SpanKind.VALUE && !leaf.path().startsWith("(")) {
          assertThat(present(message, leaf.path()))
              .as("%s: value span %s names a present field", context, leaf.path())
              .isTrue();
          values++;
        }
      }
      assertThat(values).as("%s: value spans", context).isPositive();
    }
  }

  /** Whether {@code path} ({@code fills[1].price}) names a present value of {@code message}. */
  private static boolean present(DynamicRecord message, String path) {
    Object at = message;
    Matcher step = STEP.matcher(path);
    while (step.find()) {
      if (step.group(1) != null) {
        if (!(at instanceof DynamicRecord record)) {
          return false;
        }
        int field = record.schema().indexOf(step.group(1));
        if (field < 0 || !record.isPresent(field)) {
          return false;
        }
        at =
            switch (record.schema().field(field).kind()) {
              case RECORD -> record.getRecord(field);
              case LIST -> record.getList(field);
              default -> "value";
            };
      } else {
        if (!(at instanceof DynamicList list)) {
          return false;
        }
        int index = Integer.parseInt(step.group(2));
        if (index >= list.size()) {
          return false;
        }
        at = list.elementType().kind().inLongSlot() ? "value" : list.get(index);
      }
    }
    return true;
  }

  @ParameterizedTest(name = "{0} rejects truncated and corrupted {1} cleanly")
  @MethodSource("pairs")
  void rejectsBadBytesCleanly(String codecId, String fixtureId) {
    DynamicFixture fixture = DynamicFixtures.load(fixtureId);
    DynamicCodec codec = DYNAMIC.create(codecId, fixture.schema());
    byte[] payload = Codecs.encode(codec, fixture.messages().get(0));
    DynamicRecord target = new DynamicRecord(fixture.schema());
    assertTimeoutPreemptively(
        Duration.ofSeconds(60),
        () -> {
          int stride = Math.max(1, payload.length / 200);
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
        });
  }

  private static void decodeOrCodecException(
      DynamicCodec codec, byte[] bytes, int length, DynamicRecord target, String what) {
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
