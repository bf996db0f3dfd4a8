package dev.wirebench.engine.codec.quickfixj;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wirebench.engine.codec.Codec;
import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.codec.Codecs;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.model.Decimals;
import dev.wirebench.engine.model.FixField;
import dev.wirebench.engine.model.FixMessage;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.MessageType;
import dev.wirebench.engine.model.NewOrderSingle;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import quickfix.DataDictionary;
import quickfix.ValidationSettings;

class QuickfixCodecTest {
  private static final FixtureLoader FIXTURES = FixtureLoader.bundled();
  private final Codec codec = new QuickfixCodec();

  private static String text(byte[] payload) {
    return new String(payload, StandardCharsets.ISO_8859_1);
  }

  private static Message fixture(String id) {
    return FIXTURES.resolve(id).first();
  }

  @Test
  void writesTheSameBytesAsWirebenchsOwnFixCodecForEveryFixture() {
    Codec own = CodecRegistry.discover().create("fix");
    int compared = 0;
    for (var entry : FIXTURES.catalog().entries()) {
      for (Message message : FIXTURES.resolve(entry.id()).messages()) {
        if (codec.support(message.messageType()).supported()) {
          assertThat(text(Codecs.encode(codec, message)))
              .as("%s in %s", message.messageType(), entry.id())
              .isEqualTo(text(Codecs.encode(own, message)));
          compared++;
        }
      }
    }
    assertThat(compared).isGreaterThanOrEqualTo(7);
  }

  @Test
  void newOrderSingleIsFixThatQuickfixjValidatesWithItsStandardFix44Dictionary() throws Exception {
    String text = text(Codecs.encode(codec, fixture("new-order-single")));
    DataDictionary fix44 = new DataDictionary("FIX44.xml");
    quickfix.Message parsed = new quickfix.fix44.NewOrderSingle();
    parsed.fromString(text, fix44, new ValidationSettings(), true);
    // the session layer, not the codec, stamps these required header fields
    parsed.getHeader().setString(49, "CLIENT");
    parsed.getHeader().setString(56, "EXCH");
    parsed.getHeader().setInt(34, 1);
    fix44.validate(parsed, new ValidationSettings());
    assertThat(parsed.getString(44)).isEqualTo("85664.11");
  }

  @Test
  void marketDataIsFixThatQuickfixjValidatesWithTheExtendedDictionary() throws Exception {
    for (String id : List.of("snapshot-20x20", "book-update-mix", "trade-update")) {
      String text = text(Codecs.encode(codec, fixture(id)));
      quickfix.Message parsed = new quickfix.Message();
      parsed.fromString(text, QfjDictionary.get(), new ValidationSettings(), true);
      parsed.getHeader().setString(49, "FEED");
      parsed.getHeader().setString(56, "CLIENT");
      parsed.getHeader().setInt(34, 1);
      QfjDictionary.get().validate(parsed, new ValidationSettings());
      assertThat(parsed.getGroupCount(268)).as(id).isPositive();
    }
  }

  @Test
  void keepsPricesAsExactDecimalTextNotDoubles() {
    NewOrderSingle order = (NewOrderSingle) fixture("new-order-single");
    // 16 significant digits: a double would print 1234567.891234568
    order.setPrice(Decimals.parse("1234567.891234567"));
    byte[] payload = Codecs.encode(codec, order);
    assertThat(text(payload)).contains("\u000144=1234567.891234567\u0001");
    NewOrderSingle back = (NewOrderSingle) Codecs.decode(codec, payload, new NewOrderSingle());
    assertThat(Decimals.toText(back.getPrice())).isEqualTo("1234567.891234567");
  }

  @Test
  void keepsTagsNoDictionaryKnowsInTheirPlace() {
    byte[] payload = Codecs.encode(codec, fixture("fix-security-status"));
    assertThat(text(payload)).contains("\u00015555=EXTRA-FIELD\u00017777=1.25\u0001");
    FixMessage back = (FixMessage) Codecs.decode(codec, payload, new FixMessage());
    List<FixField> fields = back.getFields();
    assertThat(fields.get(fields.size() - 2).getTag()).isEqualTo(5555);
    assertThat(fields.get(fields.size() - 2).getValue()).isEqualTo("EXTRA-FIELD");
    assertThat(fields.get(fields.size() - 1).getTag()).isEqualTo(7777);
    assertThat(fields.get(fields.size() - 1).getValue()).isEqualTo("1.25");
  }

  @Test
  void keepsRepeatingGroupsNestedThreeDeep() {
    FixMessage back =
        (FixMessage)
            Codecs.decode(
                codec, Codecs.encode(codec, fixture("fix-nested-groups")), new FixMessage());
    FixField sides = field(back.getFields(), 552);
    assertThat(sides.getGroups()).hasSize(2);
    FixField parties = field(sides.getGroups().get(0).getFields(), 453);
    assertThat(parties.getGroups()).hasSize(2);
    FixField subIds = field(parties.getGroups().get(0).getFields(), 802);
    assertThat(subIds.getGroups()).hasSize(1);
    assertThat(field(subIds.getGroups().get(0).getFields(), 523).getValue()).isEqualTo("DESK-9");
    FixField secondSideParties = field(sides.getGroups().get(1).getFields(), 453);
    FixField secondSubIds = field(secondSideParties.getGroups().get(0).getFields(), 802);
    assertThat(secondSubIds.getGroups()).hasSize(2);
  }

  private static FixField field(List<FixField> fields, int tag) {
    return fields.stream().filter(f -> f.getTag() == tag).findFirst().orElseThrow();
  }

  @Test
  void rejectsAWrongCheckSumAtTheCheckSumField() {
    byte[] payload = Codecs.encode(codec, fixture("new-order-single"));
    int checksum = text(payload).lastIndexOf("\u000110=") + 1;
    payload[checksum + 3] = (byte) (payload[checksum + 3] == '0' ? '1' : '0');
    assertThatThrownBy(() -> Codecs.decode(codec, payload, new NewOrderSingle()))
        .isInstanceOf(CodecException.class)
        .hasMessageContaining("CheckSum")
        .extracting(e -> ((CodecException) e).offset())
        .isEqualTo(checksum);
  }

  @Test
  void rejectsABodyLengthThatDoesNotMatchTheBody() {
    String text = text(Codecs.encode(codec, fixture("new-order-single")));
    String bad = text.replaceFirst("\u00019=(\\d+)", "\u00019=1$1");
    bad = bad.substring(0, bad.lastIndexOf("10=")) + checksumField(bad);
    byte[] payload = bad.getBytes(StandardCharsets.ISO_8859_1);
    assertThatThrownBy(() -> Codecs.decode(codec, payload, new NewOrderSingle()))
        .isInstanceOf(CodecException.class)
        .hasMessageContaining("BodyLength");
  }

  private static String checksumField(String text) {
    int sum = 0;
    int end = text.lastIndexOf("10=");
    for (int i = 0; i < end; i++) {
      sum += text.charAt(i);
    }
    return String.format("10=%03d\u0001", sum & 0xFF);
  }

  @Test
  void saysWhyTypesWithoutAFixMessageAreNotSupported() {
    for (MessageType type :
        List.of(
            MessageType.INSTRUMENT_MESSAGE,
            MessageType.BAR_MESSAGE,
            MessageType.ORDER_BOOK_SNAPSHOT)) {
      assertThat(codec.support(type).describe()).startsWith("n/a — no FIX 4.4 message type");
    }
    assertThat(codec.support(MessageType.PACKAGE_HEADER).supported()).isTrue();
  }
}
