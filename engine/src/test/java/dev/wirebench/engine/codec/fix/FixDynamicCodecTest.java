package dev.wirebench.engine.codec.fix;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.management.ThreadMXBean;
import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.Codecs;
import dev.wirebench.engine.codec.DynamicCodec;
import dev.wirebench.engine.codec.DynamicFixtures;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.SpanKind;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.Field;
import dev.wirebench.engine.dynamic.FieldKind;
import dev.wirebench.engine.dynamic.FieldType;
import dev.wirebench.engine.dynamic.FixTag;
import dev.wirebench.engine.dynamic.RecordSchema;
import dev.wirebench.engine.dynamic.json.DynamicInputException;
import dev.wirebench.engine.dynamic.json.SchemaFile;
import dev.wirebench.engine.fixture.DynamicFixture;
import dev.wirebench.engine.inspect.RecordDiff;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Dynamic messages as FIX with the tags a schema file gives: the FIX 4.4
 * MarketDataIncrementalRefresh fixture byte for byte, its spans, located refusals, the n/a reasons,
 * and no allocation when a message is encoded and decoded again into a reused record.
 */
class FixDynamicCodecTest {
  private static final DynamicFixture MD = DynamicFixtures.load("md-incremental-fix");
  private final DynamicCodec codec = new FixDynamicProvider().create(MD.schema());

  /** {@code 8=FIX.4.4|9=n|BODY10=nnn|} with SOH for |: BodyLength and CheckSum computed here. */
  private static String framed(String body) {
    String soh = body.replace('|', '\u0001');
    String head = "8=FIX.4.4\u00019=" + soh.length() + "\u0001";
    int sum = 0;
    for (byte b : (head + soh).getBytes(StandardCharsets.UTF_8)) {
      sum += b & 0xFF;
    }
    return head + soh + String.format("10=%03d\u0001", sum % 256);
  }

  @Test
  void aTradeUpdateIsTheFixAVenueWouldSend() {
    byte[] payload = Codecs.encode(codec, MD.messages().get(1));
    assertThat(new String(payload, StandardCharsets.UTF_8))
        .isEqualTo(
            framed(
                "35=X|34=4000000002|52=20261125-09:30:00.125|268=1|279=0|269=2|55=FDAX Z6"
                    + "|270=19876.0|271=2|274=2|"));
  }

  @Test
  void everyMessageRoundTripsExactlyAndItsSpansNameTheTags() {
    for (DynamicRecord message : MD.messages()) {
      byte[] payload = Codecs.encode(codec, message);
      assertThat(RecordDiff.diff(message, codec.decode(payload, 0, payload.length, null)))
          .isEmpty();
    }
    byte[] first = Codecs.encode(codec, MD.messages().get(0));
    List<FieldSpan> spans = codec.describe(first, 0, first.length);
    assertThat(spans)
        .filteredOn(s -> s.kind() == SpanKind.VALUE)
        .extracting(FieldSpan::path, FieldSpan::value)
        .contains(
            org.assertj.core.groups.Tuple.tuple("mdEntries[0].mdEntryPx", "19875.50"),
            org.assertj.core.groups.Tuple.tuple("mdEntries[1].mdUpdateAction", "DELETE"),
            org.assertj.core.groups.Tuple.tuple("lastFragment", "true"));
    assertThat(spans)
        .filteredOn(s -> s.kind() == SpanKind.LENGTH && s.path().equals("mdEntries"))
        .singleElement()
        .satisfies(s -> assertThat(s.length()).isEqualTo(1)); // 268=3
  }

  @Test
  void encodingAndDecodingAgainIntoAReusedRecordAllocatesNothing() {
    ThreadMXBean threads = (ThreadMXBean) ManagementFactory.getThreadMXBean();
    DynamicRecord message = MD.messages().get(0);
    byte[] buffer = new byte[1024];
    DynamicRecord reused = new DynamicRecord(MD.schema());
    long sink = 0;
    for (int i = 0; i < 20_000; i++) { // warm up: JIT, kept strings and entries
      int n = codec.encode(message, buffer, 0);
      sink += codec.decode(buffer, 0, n, reused).schema().size();
    }
    long before = threads.getCurrentThreadAllocatedBytes();
    for (int i = 0; i < 10_000; i++) {
      int n = codec.encode(message, buffer, 0);
      sink += codec.decode(buffer, 0, n, reused).schema().size();
    }
    long allocated = threads.getCurrentThreadAllocatedBytes() - before;
    assertThat(sink).isPositive();
    assertThat(RecordDiff.diff(message, reused)).isEmpty();
    // getCurrentThreadAllocatedBytes itself may allocate a few bytes: far below one object per op
    assertThat(allocated).as("bytes allocated by 10,000 encode+decode").isLessThan(1_000);
  }

  @Test
  void badBytesAreLocated() {
    DynamicRecord message = MD.messages().get(1);
    String good = new String(Codecs.encode(codec, message), StandardCharsets.UTF_8);
    String body = good.substring(good.indexOf("35="), good.indexOf("10="));

    assertRefused(body.replace("35=X", "35=W"), "(MsgType)", "MsgType W is not this schema's X");
    assertRefused(body.replace("269=2", "269=7"), "mdEntries[0].mdEntryType", "not one of");
    assertRefused(
        body.replace("268=1", "268=2"), "mdEntries[1].mdUpdateAction", "the count says 2");
    assertRefused(body + "58=hello\u0001", "(tag 58)", "tag 58 is not a field of");
    assertRefused(body.replace("34=4000000002", "34=4000000002\u000134=5"), "msgSeqNum", "twice");
    assertRefused(body.replace("55=FDAX Z6\u0001", ""), "mdEntries[0].symbol", "is missing");
    assertRefused(body.replace("271=2", "271=2x"), "mdEntries[0].mdEntrySize", "decimal");
  }

  private void assertRefused(String body, String path, String problem) {
    byte[] bytes = framed(body.replace('\u0001', '|')).getBytes(StandardCharsets.UTF_8);
    assertThatThrownBy(() -> codec.decode(bytes, 0, bytes.length, null))
        .isInstanceOf(CodecException.class)
        .hasMessageContaining(problem)
        .satisfies(e -> assertThat(((CodecException) e).fieldPath()).isEqualTo(path))
        .satisfies(e -> assertThat(((CodecException) e).offset()).isPositive());
  }

  @Test
  void whatFixCannotCarryIsSaidBeforeEncoding() {
    assertThat(why(field("px", FieldType.of(FieldKind.FLOAT64), 270)))
        .isEqualTo(
            "float64 field px: FIX carries numbers as decimal text; make it \"decimal\" for an"
                + " exact round trip");
    assertThat(why(field("id", FieldType.of(FieldKind.INT64), 35)))
        .startsWith("tag 35 of id is FIX's own");
    assertThat(why(new Field("px", FieldType.of(FieldKind.DECIMAL), false)))
        .startsWith(
            "no FIX tags in the schema: add \"fixTag\" to each field (the first without"
                + " one: px)");
    RecordSchema noType =
        new RecordSchema("Q", List.of(field("px", FieldType.of(FieldKind.DECIMAL), 270)));
    assertThat(FixDynamicLayout.whyNot(noType)).startsWith("no FIX MsgType in the schema");

    DynamicRecord oneE3 =
        new DynamicRecord(schemaOf(field("px", FieldType.of(FieldKind.DECIMAL), 270)));
    oneE3.setLong(
        0, dev.wirebench.engine.dynamic.DecimalValues.of(new java.math.BigDecimal("1E+3")));
    DynamicCodec decimals = new FixDynamicProvider().create(oneE3.schema());
    assertThatThrownBy(() -> Codecs.encode(decimals, oneE3))
        .isInstanceOf(CodecException.class)
        .hasMessageContaining("negative scale");
  }

  @Test
  void theSchemaFileKeepsTagsValuesAndMsgType() {
    String text = SchemaFile.write(MD.schema());
    assertThat(text)
        .contains("\"fixMsgType\": \"X\"")
        .contains("\"fixTag\": 268")
        .contains("\"fixValues\": {\"NEW\": \"0\", \"CHANGE\": \"1\", \"DELETE\": \"2\"}");
    assertThat(SchemaFile.read(text.getBytes(StandardCharsets.UTF_8))).isEqualTo(MD.schema());
    assertThatThrownBy(
            () ->
                SchemaFile.read(
                    ("{\"wirebenchSchema\": 1, \"name\": \"Q\", \"fields\": [\n"
                            + "{\"name\": \"s\", \"type\": {\"enum\": [\"A\", \"B\"]}, \"fixTag\": 54,"
                            + " \"fixValues\": {\"A\": \"1\"}}]}")
                        .getBytes(StandardCharsets.UTF_8)))
        .hasMessageContaining("gives no value for \"B\"")
        .satisfies(e -> assertThat(((DynamicInputException) e).line()).isEqualTo(2));
  }

  private static String why(Field field) {
    return FixDynamicLayout.whyNot(schemaOf(field));
  }

  private static RecordSchema schemaOf(Field field) {
    return new RecordSchema("Q", List.of(field), "Q");
  }

  private static Field field(String name, FieldType type, int tag) {
    return new Field(name, type, false, FixTag.of(tag));
  }
}
