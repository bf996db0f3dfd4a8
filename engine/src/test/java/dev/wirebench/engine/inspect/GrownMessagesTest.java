package dev.wirebench.engine.inspect;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.MessageType;
import dev.wirebench.engine.model.json.MessageJson;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class GrownMessagesTest {
  private static final FixtureLoader FIXTURES = FixtureLoader.bundled();

  @Test
  void aPackageGrowsByRepeatingItsOwnEntriesInOrder() {
    Message mix = FIXTURES.resolve("book-update-mix").first();
    JsonNode original = MessageJson.toTree(mix);
    int own = original.get("entries").size();

    Message grown = GrownMessages.of(mix, 2 * own + 1);

    JsonNode copy = MessageJson.toTree(grown);
    assertThat(copy.get("entries")).hasSize(2 * own + 1);
    for (int i = 0; i < 2 * own + 1; i++) {
      assertThat(copy.get("entries").get(i)).isEqualTo(original.get("entries").get(i % own));
    }
    // everything but the list is the original's
    ((ObjectNode) copy).remove("entries");
    ((ObjectNode) original).remove("entries");
    assertThat(copy).isEqualTo(original);
  }

  @Test
  void decimalsKeepTheirValues() {
    Message snapshot = FIXTURES.resolve("snapshot-20x20").first();

    Message grown = GrownMessages.of(snapshot, 50);

    JsonNode copy = MessageJson.toTree(grown).get("entries").get(41); // entries[1] again
    JsonNode original = MessageJson.toTree(snapshot).get("entries").get(1);
    assertThat(copy.get("price").decimalValue()).isEqualByComparingTo(new BigDecimal("85664.10"));
    assertThat(copy).isEqualTo(original);
  }

  @Test
  void aBookGrowsBothSides() {
    Message book = FIXTURES.resolve("book-snapshots-5").first();

    JsonNode copy = MessageJson.toTree(GrownMessages.of(book, 12));

    assertThat(copy.get("bids")).hasSize(12);
    assertThat(copy.get("asks")).hasSize(12);
  }

  @Test
  void theCopyHoldsTheEntriesOfEveryMessageOfItsTypeInOrder() {
    List<Message> packages = FIXTURES.resolve("timebase-packages").messages();
    JsonNode first = MessageJson.toTree(packages.get(0)).get("entries");
    JsonNode second = MessageJson.toTree(packages.get(1)).get("entries");

    JsonNode entries = MessageJson.toTree(GrownMessages.of(packages, 20)).get("entries");

    int joined = first.size() + second.size();
    assertThat(entries).hasSize(20);
    for (int i = 0; i < 20; i++) {
      int at = i % joined;
      assertThat(entries.get(i))
          .isEqualTo(at < first.size() ? first.get(at) : second.get(at - first.size()));
    }
    // every entry kind of the fixture is in it
    assertThat(entries.findValuesAsText("$type"))
        .containsAll(first.findValuesAsText("$type"))
        .containsAll(second.findValuesAsText("$type"));
  }

  @Test
  void messagesWithoutShortListsAndFixMessagesGiveNothing() {
    assertThat(GrownMessages.of(FIXTURES.resolve("minimal").first(), 20)).isNull(); // no list
    assertThat(GrownMessages.of(FIXTURES.resolve("snapshot-20x20").messages(), 20))
        .isNull(); // 40 entries: long enough
    Message fix = FIXTURES.resolve("fix-nested-groups").first();
    assertThat(fix.messageType()).isEqualTo(MessageType.FIX_MESSAGE);
    assertThat(GrownMessages.of(fix, 20)).isNull(); // its fields are its tags
  }

  @Test
  void everyCodecInspectsTheGrownWarmUpMessagesWithoutBreakingItsContract() {
    List<Message> grown = new ArrayList<>();
    for (String id : FIXTURES.catalog().ids()) {
      Message longer = GrownMessages.of(FIXTURES.resolve(id).messages(), 20);
      if (longer != null) {
        grown.add(longer);
      }
    }
    Inspector inspector = new Inspector(CodecRegistry.discover());

    assertThat(grown)
        .extracting(Message::messageType)
        .contains(MessageType.PACKAGE_HEADER, MessageType.ORDER_BOOK_SNAPSHOT);
    for (Message message : grown) {
      for (CodecPayload view : inspector.inspect(message, List.of())) {
        if (view.error() != null) {
          assertThat(view.error()).as(view.info().id()).doesNotStartWith("codec error");
        }
        if (view.support().supported()) {
          assertThat(view.roundTrip().status())
              .as(view.info().id() + " " + message.messageType())
              .isNotEqualTo(RoundTrip.Status.FAILED);
        }
      }
    }
  }
}
