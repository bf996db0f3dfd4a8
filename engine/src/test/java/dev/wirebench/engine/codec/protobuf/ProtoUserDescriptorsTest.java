package dev.wirebench.engine.codec.protobuf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.protobuf.ByteString;
import com.google.protobuf.Timestamp;
import dev.wirebench.engine.codec.Codecs;
import dev.wirebench.engine.codec.DynamicCodec;
import dev.wirebench.engine.codec.DynamicCodecs;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.SpanChecks;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.proto.ProtoUserSchema;
import dev.wirebench.engine.fixture.DynamicFixture;
import dev.wirebench.engine.fixture.DynamicFixtureLoader;
import dev.wirebench.engine.fixture.FixtureException;
import dev.wirebench.engine.inspect.RecordDiff;
import dev.wirebench.engine.testproto.VenueOrderProtos.Decimal;
import dev.wirebench.engine.testproto.VenueOrderProtos.Execution;
import dev.wirebench.engine.testproto.VenueOrderProtos.Execution.Fill;
import dev.wirebench.engine.testproto.VenueOrderProtos.Execution.Side;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A user's {@code .proto} ({@code src/test/protobuf/venue_order.proto}: sparse field numbers up to
 * 2000, int64/sint64/uint32/fixed32/sfixed64/sint32/sfixed32/bool/double/float/string/bytes, an
 * enum with a gap in its numbers, proto3 optional, packed repeated sint32/uint32/double, a nested
 * message list, a Timestamp and a Decimal message) encoded by the dynamic protobuf codec with the
 * user's descriptors: byte-identical to protoc-generated Java for the same values, and each side
 * decodes the other's bytes.
 */
class ProtoUserDescriptorsTest {
  private static final Path SCHEMA = Path.of("src/test/protobuf/venue_order.proto");
  private static final Path MESSAGES =
      Path.of("src/test/resources/dynamic/venue-executions.ndjson");

  @TempDir Path dir;

  private final DynamicFixtureLoader loader = new DynamicFixtureLoader();

  private static Execution full() {
    return Execution.newBuilder()
        .setOrderId(88000000001L)
        .setSymbol("FGBL-Z6")
        .setSide(Side.SELL_SHORT)
        .setPriceTicks(-13107)
        .setQuantity((int) 4294967295L)
        .setVenueId((int) 3000000000L)
        .setClientRef(-9007199254740993L)
        .setTickOffset(-2)
        .setSession(-7)
        .setPostOnly(true)
        .setNotional(1234567.89)
        .setFeeRate(0.0002f)
        .setSentAt(Timestamp.newBuilder().setSeconds(1795575600L).setNanos(123456789))
        .setDisplayQty(0)
        .setAccount("")
        .addAllLevelDeltas(List.of(1, -1, 300, Integer.MIN_VALUE))
        .addAllQueuePositions(List.of(0, 128, -1))
        .addFills(
            Fill.newBuilder()
                .setFillQty(150)
                .setPrice(Decimal.newBuilder().setMantissa(1310700).setExponent(-4))
                .setLiquidityFlags(-1)
                .setAggressor(Side.BUY)
                .addFees(0.25)
                .addFees(-0.0))
        .addFills(
            Fill.newBuilder()
                .setFillQty(0)
                .setPrice(Decimal.newBuilder())
                .setLiquidityFlags(0)
                .setAggressor(Side.SIDE_UNSPECIFIED))
        .setTag(
            ByteString.copyFrom(new byte[] {(byte) 0xDE, (byte) 0xAD, (byte) 0xBE, (byte) 0xEF}))
        .setLimitPrice(Decimal.newBuilder().setMantissa(1014250).setExponent(-4))
        .setLeaves(Integer.MAX_VALUE)
        .build();
  }

  private static Execution sparse() {
    return Execution.newBuilder()
        .setSentAt(Timestamp.newBuilder().setSeconds(-1).setNanos(500_000_000))
        .setLimitPrice(Decimal.newBuilder().setMantissa(-5).setExponent(-1))
        .setLeaves(-1)
        .build();
  }

  @Test
  void bytesAreTheGeneratedCodesAndEachSideReadsTheOthers() throws Exception {
    DynamicFixture fixture = loader.load(MESSAGES, SCHEMA, "Execution");
    assertThat(fixture.schema().origin()).isInstanceOf(ProtoUserSchema.class);
    assertThat(fixture.schema().origin().describe())
        .isEqualTo(".proto message venue.orders.v1.Execution (proto3)");
    DynamicCodec codec = DynamicCodecs.discover().create("protobuf", fixture.schema());
    List<Execution> generated = List.of(full(), sparse());
    for (int m = 0; m < generated.size(); m++) {
      DynamicRecord message = fixture.messages().get(m);
      Execution reference = generated.get(m);
      byte[] ours = Codecs.encode(codec, message);
      byte[] theirs = reference.toByteArray();
      assertThat(ours).as("message %d", m + 1).isEqualTo(theirs);
      assertThat(Execution.parseFrom(ours)).isEqualTo(reference);
      DynamicRecord decoded = codec.decode(theirs, 0, theirs.length, null);
      assertThat(RecordDiff.diff(message, decoded)).as("message %d", m + 1).isEmpty();
      List<FieldSpan> spans = codec.describe(ours, 0, ours.length);
      SpanChecks.assertTiles(spans, ours.length, "message " + (m + 1));
    }
    // proto3 optional: present at its default is written, absent is not
    assertThat(full().hasDisplayQty()).isTrue();
    assertThat(Execution.parseFrom(Codecs.encode(codec, fixture.messages().get(1))))
        .matches(e -> !e.hasDisplayQty() && !e.hasAccount());
  }

  @Test
  void spansNameTheUsersFieldsAndNumbers() {
    DynamicFixture fixture = loader.load(MESSAGES, SCHEMA, "Execution");
    DynamicCodec codec = DynamicCodecs.discover().create("protobuf", fixture.schema());
    byte[] payload = Codecs.encode(codec, fixture.messages().get(0));
    List<FieldSpan> leaves = SpanChecks.leaves(codec.describe(payload, 0, payload.length));
    assertThat(leaves)
        .anySatisfy(s -> assertThat(s.path() + "=" + s.value()).isEqualTo("(leaves tag)=2000"))
        .anySatisfy(s -> assertThat(s.path() + "=" + s.value()).isEqualTo("venue_id=3000000000"))
        .anySatisfy(s -> assertThat(s.path() + "=" + s.value()).isEqualTo("session=-7"))
        .anySatisfy(
            s -> assertThat(s.path() + "=" + s.value()).isEqualTo("fills[0].price=131.0700"))
        .anySatisfy(
            s -> assertThat(s.path() + "=" + s.value()).isEqualTo("client_ref=-9007199254740993"))
        .anySatisfy(
            s -> assertThat(s.path() + "=" + s.value()).isEqualTo("queue_positions[2]=4294967295"));
  }

  @Test
  void valuesTheUsersTypesCannotHoldAreOneLocatedError() throws IOException {
    String good = Files.readAllLines(MESSAGES).get(1);
    Path negative = dir.resolve("negative.ndjson");
    Files.writeString(negative, good.replace("\"quantity\": 0", "\"quantity\": -1") + "\n");
    assertThatThrownBy(() -> loader.load(negative, SCHEMA, "Execution"))
        .isInstanceOf(FixtureException.class)
        .hasMessageContaining("negative.ndjson:1:1")
        .hasMessageContaining("quantity")
        .hasMessageContaining("-1 is out of range for uint32 (0..4294967295)");
    Path tooBig = dir.resolve("too-big.ndjson");
    Files.writeString(tooBig, good.replace("\"venue_id\": 0", "\"venue_id\": 4294967296") + "\n");
    assertThatThrownBy(() -> loader.load(tooBig, SCHEMA, "Execution"))
        .isInstanceOf(FixtureException.class)
        .hasMessageContaining("venue_id")
        .hasMessageContaining("4294967296 is out of range for fixed32");
    Path int32 = dir.resolve("int32.ndjson");
    Files.writeString(int32, good.replace("\"leaves\": -1", "\"leaves\": 2147483648") + "\n");
    assertThatThrownBy(() -> loader.load(int32, SCHEMA, "Execution"))
        .isInstanceOf(FixtureException.class)
        .hasMessageContaining("leaves");
  }
}
