package dev.wirebench.engine.codec.avro;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wirebench.engine.codec.BoundCodec;
import dev.wirebench.engine.codec.Codecs;
import dev.wirebench.engine.codec.DynamicCodecs;
import dev.wirebench.engine.codec.DynamicFixtures;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.avsc.AvscUserSchema;
import dev.wirebench.engine.fixture.DynamicFixture;
import dev.wirebench.engine.fixture.DynamicFixtureLoader;
import dev.wirebench.engine.fixture.FixtureException;
import dev.wirebench.engine.inspect.RecordDiff;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.avro.Conversions;
import org.apache.avro.LogicalTypes;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericDatumReader;
import org.apache.avro.generic.GenericRecord;
import org.apache.avro.io.DecoderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code avro-gen} end to end: the Avro compiler turns the user's {@code .avsc} (an enum, a decimal
 * at scale 4, an optional double and string, timestamp-nanos and -micros, an array of records, an
 * array of strings) into SpecificRecord classes, javac compiles them and the binding, and the bytes
 * are the user's schema's: Avro's own generic reader reads them back with that schema.
 */
class AvroGenCodecTest {
  private final DynamicCodecs codecs = DynamicCodecs.discover();

  @TempDir Path dir;

  @Test
  void generatedCodeWritesTheUsersLayoutAndReadsEveryFieldBack() throws IOException {
    DynamicFixture fixture = DynamicFixtures.load("order-event-avsc");
    BoundCodec<DynamicRecord> generated = codecs.create("avro-gen", fixture.schema());
    Schema user = ((AvscUserSchema) fixture.schema().origin()).schema();

    for (DynamicRecord message : fixture.messages()) {
      byte[] bytes = Codecs.encode(generated, message);
      assertThat(RecordDiff.diff(message, generated.decode(bytes, 0, bytes.length, null)))
          .isEmpty();
      assertThat(generated.describe(bytes, 0, bytes.length)).isNotEmpty();
      GenericRecord read =
          new GenericDatumReader<GenericRecord>(user)
              .read(null, DecoderFactory.get().binaryDecoder(bytes, null));
      assertThat(read.get("eventId")).isEqualTo(message.getLong(message.index("eventId")));
      assertThat(read.get("clOrdId").toString())
          .isEqualTo(message.getString(message.index("clOrdId")));
      Schema price = user.getField("price").schema();
      BigDecimal written =
          new Conversions.DecimalConversion()
              .fromBytes((ByteBuffer) read.get("price"), price, LogicalTypes.fromSchema(price));
      assertThat(written.scale()).isEqualTo(4);
    }
  }

  @Test
  void decimalsTakeTheSchemasScaleAndOneItCannotHoldIsALocatedError() throws IOException {
    Path avsc =
        Files.writeString(
            dir.resolve("tick.avsc"),
            """
        {"type": "record", "name": "Tick", "namespace": "t", "fields": [
          {"name": "px", "type": {"type": "bytes", "logicalType": "decimal",
                                  "precision": 10, "scale": 2}}]}
        """);
    Path good = Files.writeString(dir.resolve("good.ndjson"), "{\"px\": 101.5}\n");
    Path bad = Files.writeString(dir.resolve("bad.ndjson"), "{\"px\": 1.5}\n{\"px\": 101.255}\n");

    DynamicFixture read = new DynamicFixtureLoader().load(good, avsc);
    DynamicRecord tick = read.messages().get(0);
    assertThat(tick.getLong(0)).isNotZero();
    assertThat(dev.wirebench.engine.dynamic.DecimalValues.text(tick.getLong(0)))
        .isEqualTo("101.50");
    assertThatThrownBy(() -> new DynamicFixtureLoader().load(bad, avsc))
        .isInstanceOf(FixtureException.class)
        .hasMessageContaining("bad.ndjson:2:")
        .hasMessageContaining("101.255 has more decimals than the schema's scale 2");
  }

  @Test
  void messagesOfAnotherSchemaLanguageSayWhyThereIsNoGeneratedCode() {
    DynamicFixture fixture = DynamicFixtures.load("risk-snapshot-proto");

    assertThat(codecs.support("avro-gen", fixture.schema()).reason())
        .contains("generated code needs your .avsc");
    assertThat(codecs.ids()).containsAll(List.of("avro-gen", "protobuf-gen"));
  }
}
