package dev.wirebench.engine.codec.sbe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.DynamicCodec;
import dev.wirebench.engine.codec.DynamicCodecs;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.RecordSchema;
import dev.wirebench.engine.dynamic.Timestamps;
import dev.wirebench.engine.dynamic.sbe.SbeXmlSchemas;
import dev.wirebench.engine.fixture.DynamicFixtureLoader;
import dev.wirebench.engine.fixture.FixtureException;
import dev.wirebench.engine.sbetest.MessageHeaderDecoder;
import dev.wirebench.engine.sbetest.MessageHeaderEncoder;
import dev.wirebench.engine.sbetest.NewOrderSingleDecoder;
import dev.wirebench.engine.sbetest.NewOrderSingleEncoder;
import dev.wirebench.engine.sbetest.OrdType;
import dev.wirebench.engine.sbetest.OrderCancelRequestEncoder;
import dev.wirebench.engine.sbetest.PRICENULL4Encoder;
import dev.wirebench.engine.sbetest.PartyDetailsEncoder;
import dev.wirebench.engine.sbetest.Side;
import dev.wirebench.engine.sbetest.TimeInForce;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;

/**
 * The sbe codec on a schema read from the user's SBE XML writes the user's own layout: the same
 * bytes as the Java sbe-tool generates from that XML (compiled at build time from {@code
 * src/test/sbe/order-entry.xml}), and each side decodes the other's bytes.
 */
class SbeUserLayoutTest {
  private static final Path SCHEMA = Path.of("src/test/sbe/order-entry.xml");

  private static final String FULL =
      """
      {"clOrdId": "ORD-20261125-000042", "seqNum": 4000000001,
       "sendingTime": "2026-11-25T02:30:00.123456789Z", "price": 4512.25, "stopPx": 4500.0001,
       "orderQty": 300, "minQty": 100, "displayQty": 50, "securityId": 204893,
       "side": "SellShort", "ordType": "Limit", "timeInForce": "IOC",
       "party": {"firmId": 71, "trader": "JSMITH", "account": 880021},
       "requestTime": "2026-11-25T02:29:59.999000001Z", "expireTime": "2026-11-25T21:00:00.250Z",
       "priority": -3, "riskRatio": 0.125,
       "allocations": [
         {"allocAccount": "ACC-1", "allocQty": 200, "allocPx": 4512.25,
          "notes": [{"code": 7, "note": "give-up"}, {"code": 8, "note": ""}]},
         {"allocAccount": "ACC-2222", "allocQty": 100, "allocPx": 4512.3, "notes": []}],
       "memo": "rush", "blob": "AQID/w=="}
      """;

  private static final String SPARSE =
      """
      {"clOrdId": "C1", "seqNum": 1, "sendingTime": "1970-01-01T00:00:00Z",
       "orderQty": 1, "displayQty": 0, "securityId": -5, "side": "Buy", "ordType": "Market",
       "party": {"firmId": 0, "trader": ""},
       "requestTime": "1969-12-31T23:59:59.5Z", "expireTime": "2026-01-01T00:00:00Z",
       "priority": 0, "riskRatio": -1.5, "allocations": [], "memo": "", "blob": ""}
      """;

  @Test
  void theDynamicCodecWritesTheBytesTheGeneratedCodeWrites() throws IOException {
    RecordSchema schema = schema("NewOrderSingle");
    DynamicCodec codec = DynamicCodecs.discover().create("sbe", schema);

    byte[] full = encode(codec, message(schema, FULL));
    byte[] generated = generatedFull();
    assertThat(full).isEqualTo(generated);
    // sizes of the user's layout: header 8 + block + groups + var data
    assertThat(full.length).isEqualTo(generated.length);

    byte[] sparse = encode(codec, message(schema, SPARSE));
    assertThat(sparse).isEqualTo(generatedSparse());
  }

  @Test
  void eachSideDecodesTheOthersBytes() throws IOException {
    RecordSchema schema = schema("NewOrderSingle");
    DynamicCodec codec = DynamicCodecs.discover().create("sbe", schema);
    byte[] generated = generatedFull();

    DynamicRecord decoded = codec.decode(generated, 0, generated.length, null);
    assertThat(encode(codec, decoded)).isEqualTo(generated);
    assertThat(decoded.getString(decoded.index("clOrdId"))).isEqualTo("ORD-20261125-000042");
    assertThat(decoded.isPresent(decoded.index("minQty"))).isTrue();

    byte[] sparseGenerated = generatedSparse();
    DynamicRecord sparse = codec.decode(sparseGenerated, 0, sparseGenerated.length, null);
    assertThat(sparse.isPresent(sparse.index("price"))).isFalse();
    assertThat(sparse.isPresent(sparse.index("timeInForce"))).isFalse();
    assertThat(sparse.getRecord(sparse.index("party")).isPresent(2)).isFalse();

    byte[] ours = encode(codec, message(schema, FULL));
    MessageHeaderDecoder header = new MessageHeaderDecoder();
    NewOrderSingleDecoder decoder = new NewOrderSingleDecoder();
    decoder.wrapAndApplyHeader(new UnsafeBuffer(ours), 0, header);
    assertThat(header.schemaId()).isEqualTo(42);
    assertThat(header.version()).isEqualTo(5);
    assertThat(header.templateId()).isEqualTo(514);
    assertThat(decoder.clOrdId()).isEqualTo("ORD-20261125-000042");
    assertThat(decoder.seqNum()).isEqualTo(4000000001L);
    assertThat(decoder.price().mantissa()).isEqualTo(45122500L);
    assertThat(decoder.stopPx().mantissa()).isEqualTo(45000001L);
    assertThat(decoder.side()).isEqualTo(Side.SellShort);
    assertThat(decoder.timeInForce()).isEqualTo(TimeInForce.IOC);
    assertThat(decoder.party().trader()).isEqualTo("JSMITH");
    assertThat(decoder.expireTime().time())
        .isEqualTo(Timestamps.parse("2026-11-25T21:00:00.250Z") / 1_000_000);
    NewOrderSingleDecoder.AllocationsDecoder allocations = decoder.allocations();
    assertThat(allocations.count()).isEqualTo(2);
    allocations.next();
    assertThat(allocations.allocPx().mantissa()).isEqualTo(451225L);
    assertThat(allocations.allocPx().exponent()).isEqualTo((byte) -2);
    NewOrderSingleDecoder.AllocationsDecoder.NotesDecoder notes = allocations.notes();
    assertThat(notes.count()).isEqualTo(2);
    assertThat(notes.next().code()).isEqualTo(7);
    assertThat(notes.note()).isEqualTo("give-up");
    notes.next();
    notes.note();
    allocations.next();
    assertThat(allocations.allocAccount()).isEqualTo("ACC-2222");
    allocations.notes();
    assertThat(decoder.memo()).isEqualTo("rush");
    byte[] blob = new byte[4];
    assertThat(decoder.getBlob(blob, 0, 4)).isEqualTo(4);
    assertThat(blob).containsExactly(1, 2, 3, 0xFF);
    assertThat(decoder.encodedLength() + MessageHeaderDecoder.ENCODED_LENGTH)
        .isEqualTo(ours.length);
  }

  @Test
  void aSecondMessageOfTheSchemaUsesItsOwnTemplate() throws IOException {
    RecordSchema schema = schema("OrderCancelRequest");
    DynamicCodec codec = DynamicCodecs.discover().create("sbe", schema);
    byte[] ours =
        encode(
            codec,
            message(
                schema,
                """
                {"clOrdId": "X2", "origClOrdId": "X1", "seqNum": 9,
                 "sendingTime": "2026-11-25T02:30:00Z", "side": "Sell", "securityId": 77}
                """));
    UnsafeBuffer buffer = new UnsafeBuffer(new byte[256]);
    OrderCancelRequestEncoder encoder = new OrderCancelRequestEncoder();
    encoder
        .wrapAndApplyHeader(buffer, 0, new MessageHeaderEncoder())
        .clOrdId("X2")
        .origClOrdId("X1")
        .seqNum(9);
    encoder.sendingTime().time(Timestamps.parse("2026-11-25T02:30:00Z"));
    encoder.side(Side.Sell).securityId(77);
    assertThat(ours).isEqualTo(bytes(buffer, encoder.encodedLength()));
  }

  @Test
  void spansTileThePayloadWithTheUsersFieldNames() throws IOException {
    RecordSchema schema = schema("NewOrderSingle");
    DynamicCodec codec = DynamicCodecs.discover().create("sbe", schema);
    byte[] full = encode(codec, message(schema, FULL));
    List<FieldSpan> spans = codec.describe(full, 0, full.length);
    List<FieldSpan> leaves = spans.stream().flatMap(SbeUserLayoutTest::leaves).toList();
    int at = 0;
    for (FieldSpan leaf : leaves) {
      assertThat(leaf.offset()).as(leaf.path()).isEqualTo(at);
      at += leaf.length();
    }
    assertThat(at).isEqualTo(full.length);
    assertThat(leaves.stream().map(FieldSpan::path))
        .contains(
            "(templateId)",
            "price",
            "party.trader",
            "allocations[1].allocPx",
            "allocations[0].notes[0].note",
            "memo");
  }

  @Test
  void valuesTheUsersTypesCannotHoldAreOneLocatedErrorNamingFieldAndConstraint()
      throws IOException {
    RecordSchema schema = schema("NewOrderSingle");
    assertThatThrownBy(
            () -> message(schema, FULL.replace("4512.25, \"stopPx", "4512.123456, \"stopPx")))
        .isInstanceOf(FixtureException.class)
        .hasMessage(
            "test.json:1:1: at price: 4512.123456 has 6 decimal places; the exponent -4 allows 4"
                + " (in the schema's own sbe layout)");
    assertThatThrownBy(
            () -> message(schema, FULL.replace("\"displayQty\": 50", "\"displayQty\": 70000")))
        .hasMessage(
            "test.json:1:1: at displayQty: 70000 is out of range for uint16 (0..65534)"
                + " (in the schema's own sbe layout)");
    assertThatThrownBy(() -> message(schema, FULL.replace("JSMITH", "JSMITH-LONDON")))
        .hasMessageContaining(
            "at party.trader: \"JSMITH-LONDON\" is 13 bytes; the char array holds 6");
    assertThatThrownBy(() -> message(schema, FULL.replace("21:00:00.250Z", "21:00:00.250001Z")))
        .hasMessageContaining("at expireTime: the timestamp has nanoseconds finer than");
    assertThatThrownBy(() -> message(schema, FULL.replace("\"ACC-2222\"", "\"ACC-2222\u00e9\"")))
        .hasMessageContaining("at allocations[1].allocAccount:");
    assertThatThrownBy(() -> message(schema, FULL.replace("\"securityId\": 204893,", "")))
        .hasMessageContaining("securityId");

    // the codec itself refuses the same, naming the field, for records built in code
    DynamicCodec codec = DynamicCodecs.discover().create("sbe", schema);
    DynamicRecord missing = message(schema, SPARSE);
    missing.clear(missing.index("securityId"));
    assertThatThrownBy(() -> encode(codec, missing))
        .isInstanceOf(CodecException.class)
        .hasMessageContaining("(securityId): a required field is missing");
    DynamicRecord wide = message(schema, SPARSE);
    wide.setLong(wide.index("priority"), 0);
    wide.setLong(wide.index("seqNum"), 4294967295L);
    assertThatThrownBy(() -> encode(codec, wide))
        .hasMessageContaining(
            "(seqNum): 4294967295 is out of range for uint32 (0..4294967294;"
                + " 4294967295 is its null value)");
  }

  private static Stream<FieldSpan> leaves(FieldSpan span) {
    return span.children().isEmpty()
        ? Stream.of(span)
        : span.children().stream().flatMap(SbeUserLayoutTest::leaves);
  }

  private static byte[] generatedFull() {
    UnsafeBuffer buffer = new UnsafeBuffer(new byte[1024]);
    NewOrderSingleEncoder e = new NewOrderSingleEncoder();
    e.wrapAndApplyHeader(buffer, 0, new MessageHeaderEncoder())
        .clOrdId("ORD-20261125-000042")
        .seqNum(4000000001L);
    e.sendingTime().time(Timestamps.parse("2026-11-25T02:30:00.123456789Z"));
    e.price().mantissa(45122500L);
    e.stopPx().mantissa(45000001L);
    e.orderQty(300).minQty(100).displayQty(50).securityId(204893);
    e.side(Side.SellShort).ordType(OrdType.Limit).timeInForce(TimeInForce.IOC);
    e.party().firmId(71).trader("JSMITH").account(880021);
    e.requestTime(Timestamps.parse("2026-11-25T02:29:59.999000001Z"));
    e.expireTime().time(Timestamps.parse("2026-11-25T21:00:00.250Z") / 1_000_000);
    e.priority((byte) -3).riskRatio(0.125);
    NewOrderSingleEncoder.AllocationsEncoder a = e.allocationsCount(2);
    a.next().allocAccount("ACC-1").allocQty(200).allocPx().mantissa(451225L).exponent((byte) -2);
    NewOrderSingleEncoder.AllocationsEncoder.NotesEncoder n = a.notesCount(2);
    n.next().code(7).note("give-up");
    n.next().code(8).note("");
    a.next().allocAccount("ACC-2222").allocQty(100).allocPx().mantissa(45123L).exponent((byte) -1);
    a.notesCount(0);
    e.memo("rush");
    byte[] blob = {1, 2, 3, (byte) 0xFF};
    e.putBlob(blob, 0, blob.length);
    return bytes(buffer, e.encodedLength());
  }

  private static byte[] generatedSparse() {
    UnsafeBuffer buffer = new UnsafeBuffer(new byte[1024]);
    NewOrderSingleEncoder e = new NewOrderSingleEncoder();
    e.wrapAndApplyHeader(buffer, 0, new MessageHeaderEncoder()).clOrdId("C1").seqNum(1);
    e.sendingTime().time(0);
    e.price().mantissa(PRICENULL4Encoder.mantissaNullValue());
    e.stopPx().mantissa(PRICENULL4Encoder.mantissaNullValue());
    e.orderQty(1).minQty(NewOrderSingleEncoder.minQtyNullValue()).displayQty(0).securityId(-5);
    e.side(Side.Buy).ordType(OrdType.Market).timeInForce(TimeInForce.NULL_VAL);
    e.party().firmId(0).trader("").account(PartyDetailsEncoder.accountNullValue());
    e.requestTime(-500_000_000L);
    e.expireTime().time(Timestamps.parse("2026-01-01T00:00:00Z") / 1_000_000);
    e.priority((byte) 0).riskRatio(-1.5);
    e.allocationsCount(0);
    e.memo("");
    e.putBlob(new byte[0], 0, 0);
    return bytes(buffer, e.encodedLength());
  }

  private static byte[] bytes(UnsafeBuffer buffer, int bodyLength) {
    return Arrays.copyOf(buffer.byteArray(), MessageHeaderEncoder.ENCODED_LENGTH + bodyLength);
  }

  static RecordSchema schema(String message) throws IOException {
    return SbeXmlSchemas.read(Files.readAllBytes(SCHEMA), message);
  }

  static DynamicRecord message(RecordSchema schema, String json) {
    return new DynamicFixtureLoader()
        .readMessages("test.json", json.getBytes(StandardCharsets.UTF_8), schema)
        .get(0);
  }

  static byte[] encode(DynamicCodec codec, DynamicRecord record) {
    byte[] out = new byte[4096];
    int n = codec.encode(record, out, 0);
    return Arrays.copyOf(out, n);
  }
}
