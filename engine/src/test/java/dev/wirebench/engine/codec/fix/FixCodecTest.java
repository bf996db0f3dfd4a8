package dev.wirebench.engine.codec.fix;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.Codecs;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.SpanChecks;
import dev.wirebench.engine.codec.SpanKind;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.model.FixField;
import dev.wirebench.engine.model.FixMessage;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.NewOrderSingle;
import dev.wirebench.engine.model.PackageHeader;
import dev.wirebench.fixtures.FixtureEntry;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class FixCodecTest {
  private final FixCodec codec = new FixCodec();
  private final FixtureLoader loader = FixtureLoader.bundled();

  private static String text(byte[] payload) {
    return new String(payload, StandardCharsets.ISO_8859_1).replace('\u0001', '|');
  }

  private static byte[] soh(String text) {
    return text.replace('|', '\u0001').getBytes(StandardCharsets.ISO_8859_1);
  }

  private static int checksum(String withoutTrailer) {
    int sum = 0;
    for (byte b : soh(withoutTrailer)) {
      sum += b & 0xFF;
    }
    return sum & 0xFF;
  }

  @Test
  void encodesNewOrderSingleWithComputedBodyLengthAndCheckSum() {
    String payload = text(Codecs.encode(codec, loader.resolve("new-order-single").first()));
    String body =
        "35=D|52=20250314-09:27:00.123501|11=ORD-20250314-000123|1=ACC-7741-PROP|55=BTC-USD|54=1"
            + "|60=20250314-09:27:00.123456|38=1.5|40=2|44=85664.11|59=1"
            + "|58=hedge leg 2/3; reduce-only|";
    String head = "8=FIX.4.4|9=" + body.length() + "|";
    assertThat(payload).isEqualTo(head + body + String.format("10=%03d|", checksum(head + body)));
  }

  @Test
  void reencodesEveryFixFixtureLineByteForByte() {
    for (FixtureEntry entry : loader.catalog().entries()) {
      if (!entry.format().equals("fix")) {
        continue;
      }
      String line = new String(entry.readBytes(), StandardCharsets.ISO_8859_1).strip();
      Message decoded = codec.decode(soh(line), 0, line.length(), new FixMessage());
      assertThat(text(Codecs.encode(codec, decoded))).as(entry.id()).isEqualTo(line);
    }
  }

  @Test
  void keepsTagsNoDictionaryKnows() {
    FixMessage message = (FixMessage) loader.resolve("fix-security-status").first();
    assertThat(message.getFields())
        .extracting(FixField::getTag, FixField::getValue)
        .contains(
            org.assertj.core.groups.Tuple.tuple(5555, "EXTRA-FIELD"),
            org.assertj.core.groups.Tuple.tuple(7777, "1.25"));
  }

  @Test
  void parsesGroupsInsideGroupsInsideGroups() {
    FixMessage message = (FixMessage) loader.resolve("fix-nested-groups").first();
    FixField sides = field(message.getFields(), 552);
    assertThat(sides.getGroups()).hasSize(2);
    FixField firstParties = field(sides.getGroups().get(0).getFields(), 453);
    assertThat(firstParties.getGroups()).hasSize(2);
    assertThat(field(firstParties.getGroups().get(0).getFields(), 802).getGroups()).hasSize(1);
    FixField secondParties = field(sides.getGroups().get(1).getFields(), 453);
    FixField subIds = field(secondParties.getGroups().get(0).getFields(), 802);
    assertThat(subIds.getGroups()).hasSize(2);
    assertThat(subIds.getGroups().get(1).getFields().get(0).getValue()).isEqualTo("ALGO-7");
  }

  private static FixField field(List<FixField> fields, int tag) {
    return fields.stream().filter(f -> f.getTag() == tag).findFirst().orElseThrow();
  }

  @Test
  void rejectsAWrongCheckSumAtItsOffset() {
    byte[] payload = Codecs.encode(codec, loader.resolve("new-order-single").first());
    int digits = payload.length - 4;
    payload[digits] = (byte) (payload[digits] == '9' ? '0' : payload[digits] + 1);
    assertThatThrownBy(() -> codec.decode(payload, 0, payload.length, null))
        .isInstanceOf(CodecException.class)
        .hasMessageContaining("CheckSum")
        .extracting(e -> ((CodecException) e).offset())
        .isEqualTo(payload.length - 4);
  }

  @Test
  void rejectsABodyLengthThatDoesNotFit() {
    String line = "8=FIX.4.4|9=6|35=0|10=000|";
    byte[] bytes = soh(line);
    assertThatThrownBy(() -> codec.decode(bytes, 0, bytes.length, null))
        .isInstanceOf(CodecException.class)
        .hasMessageContaining("BodyLength 6");
  }

  @Test
  void rejectsTagsOutsideTheTypedMappingWithTheirOffset() {
    String body =
        "35=D|52=20250314-09:27:00|11=A|55=B|54=1|60=20250314-09:27:00|38=1|40=1|59=0" + "|9999=X|";
    String head = "8=FIX.4.4|9=" + body.length() + "|";
    String line = head + body + String.format("10=%03d|", checksum(head + body));
    byte[] bytes = soh(line);
    assertThatThrownBy(() -> codec.decode(bytes, 0, bytes.length, new NewOrderSingle()))
        .isInstanceOf(CodecException.class)
        .hasMessageContaining("tag 9999 is not part of the 35=D mapping")
        .extracting(e -> ((CodecException) e).offset())
        .isEqualTo(line.indexOf("9999="));
  }

  @Test
  void spansNameModelFieldsOfMarketData() {
    PackageHeader trade = (PackageHeader) loader.resolve("trade-update").first();
    byte[] payload = Codecs.encode(codec, trade);
    List<FieldSpan> leaves = SpanChecks.leaves(codec.describe(payload, 0, payload.length));
    FieldSpan price =
        leaves.stream()
            .filter(s -> s.path().equals("entries[0].price") && s.kind() == SpanKind.VALUE)
            .findFirst()
            .orElseThrow();
    assertThat(new String(payload, price.offset(), price.length(), StandardCharsets.US_ASCII))
        .isEqualTo("1881.52");
    assertThat(price.value()).isEqualTo("1881.52");
  }

  @Test
  void picksTheMessageTypeFromMsgTypeWithoutAHint() {
    byte[] order = Codecs.encode(codec, loader.resolve("new-order-single").first());
    assertThat(codec.decode(order, 0, order.length, null)).isInstanceOf(NewOrderSingle.class);
    byte[] book = Codecs.encode(codec, loader.resolve("snapshot-20x20").first());
    assertThat(codec.decode(book, 0, book.length, null)).isInstanceOf(PackageHeader.class);
    assertThat(codec.decode(order, 0, order.length, new FixMessage()))
        .isInstanceOf(FixMessage.class);
  }
}
