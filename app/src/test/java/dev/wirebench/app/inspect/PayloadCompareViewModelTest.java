package dev.wirebench.app.inspect;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.fixture.FixtureLoader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Payload comparisons on the real engine, fed by the Inspect view model. */
class PayloadCompareViewModelTest {
  @TempDir Path dir;
  private final List<Throwable> unexpected = new ArrayList<>();
  private final InspectViewModel inspect =
      new InspectViewModel(
          new InspectService(FixtureLoader.bundled(), CodecRegistry.discover()),
          TaskExecutor.inline(unexpected::add),
          new RecentFixtures(List.of()));
  private final PayloadCompareViewModel compare = inspect.compare();

  @AfterEach
  void nothingUnexpected() {
    assertThat(unexpected).isEmpty();
  }

  @Test
  void twoCodecsListBytesPerFieldAndTheSizeDifference() {
    inspect.openKey("trade-update");
    compare.setLeftCodec("json");
    compare.setRightCodec("fix");

    assertThat(compare.summaryProperty().get()).startsWith("json 397 B vs fix 232 B: -165 B");
    PayloadCompareRow symbol =
        compare.rows().stream().filter(r -> r.path().equals("symbol")).findFirst().get();
    // the span the hex view highlights: "symbol":"ETHUSDT", quotes and colon
    assertThat(symbol.left()).isEqualTo("18 B");
    assertThat(symbol.right()).isEqualTo("10 B"); // 55= and ETHUSDT
    assertThat(symbol.delta()).isEqualTo("-8");
    assertThat(compare.left().changedProperty().get()).isEmpty();
  }

  @Test
  void selectingAFieldSelectsItOnBothSides() {
    inspect.openKey("trade-update");
    compare.setLeftCodec("json");
    compare.setRightCodec("fix");

    compare.selectPath("entries[0].price");

    ByteRange left = compare.left().selection().rangeProperty().get();
    ByteRange right = compare.right().selection().rangeProperty().get();
    assertThat(left).isEqualTo(new ByteRange(306, 321));
    assertThat(right).isNotNull().isNotEqualTo(left);
  }

  @Test
  void twoMessagesMarkChangedBytesAndListTheFieldsThatDiffer() {
    inspect.openKey("book-snapshots-5");
    compare.setMode(PayloadCompareViewModel.Mode.TWO_MESSAGES);
    compare.setLeftCodec("json");
    compare.setRightMessage(1);

    assertThat(compare.rows()).extracting(PayloadCompareRow::path).contains("symbol", "venue");
    PayloadCompareRow symbol =
        compare.rows().stream().filter(r -> r.path().equals("symbol")).findFirst().get();
    assertThat(symbol.left()).isEqualTo("IBM");
    assertThat(compare.left().changedProperty().get()).isNotEmpty();
    assertThat(compare.right().changedProperty().get()).isNotEmpty();
    assertThat(compare.summaryProperty().get()).contains("fields differ");
  }

  @Test
  void aMessageComparedWithItselfIsIdentical() {
    inspect.openKey("book-snapshots-5");
    compare.setMode(PayloadCompareViewModel.Mode.TWO_MESSAGES);
    compare.setLeftCodec("json");
    compare.setRightMessage(0);

    assertThat(compare.rows()).isEmpty();
    assertThat(compare.summaryProperty().get()).contains("identical");
  }

  @Test
  void theRightHandMessageCanComeFromAnotherFixture() {
    inspect.openKey("minimal");
    compare.setMode(PayloadCompareViewModel.Mode.TWO_MESSAGES);
    compare.setLeftCodec("json");

    compare.setRightFixture(
        inspect.fixtureChoices().stream()
            .filter(c -> c.key().equals("trade-update"))
            .findFirst()
            .get());

    assertThat(compare.rightMessages()).hasSize(1);
    assertThat(compare.rows()).extracting(PayloadCompareRow::path).contains("packageType");
    assertThat(compare.right().layoutProperty().get().size()).isEqualTo(397);
  }

  @Test
  void aBrokenRightHandFixtureSaysWhereItIsBroken() throws IOException {
    inspect.openKey("minimal");
    compare.setMode(PayloadCompareViewModel.Mode.TWO_MESSAGES);
    Path broken = dir.resolve("broken.json");
    Files.writeString(broken, InspectViewModelTest.BROKEN, StandardCharsets.UTF_8);

    compare.setRightFixture(FixtureChoice.file(broken));

    assertThat(compare.right().noteProperty().get())
        .startsWith(broken + ":7:")
        .contains("entries[0].price");
    assertThat(compare.right().layoutProperty().get()).isNull();
  }

  @Test
  void twoMessagesOfAFileOfUnknownShapeAreComparedByItsSchema() throws IOException {
    Path orders = dir.resolve("orders.ndjson");
    Files.writeString(orders, InspectActionsViewModelTest.ORDERS, StandardCharsets.UTF_8);
    inspect.openFile(orders);
    assertThat(inspect.inspectionProperty().get().isDynamic()).isTrue();
    compare.setMode(PayloadCompareViewModel.Mode.TWO_MESSAGES);
    compare.setLeftCodec("msgpack");

    assertThat(compare.rightMessages()).containsExactly("1 of 2 · Orders", "2 of 2 · Orders");
    assertThat(compare.rightMessageProperty().get()).isEqualTo(1);
    assertThat(compare.rows())
        .extracting(PayloadCompareRow::path)
        .contains("orderId", "venue", "price", "qty", "side", "note");
    PayloadCompareRow venue =
        compare.rows().stream().filter(r -> r.path().equals("venue")).findFirst().get();
    assertThat(venue.left()).isEqualTo("XLON");
    assertThat(venue.right()).isEqualTo("XPAR");
    PayloadCompareRow price =
        compare.rows().stream().filter(r -> r.path().equals("price")).findFirst().get();
    assertThat(price.left()).as("the decimal's scale is kept").isEqualTo("101.250");
    assertThat(compare.left().changedProperty().get()).isNotEmpty();
    assertThat(compare.right().changedProperty().get()).isNotEmpty();
    assertThat(compare.right().layoutProperty().get().size())
        .isLessThan(compare.left().layoutProperty().get().size());
    assertThat(compare.summaryProperty().get()).startsWith("msgpack").contains("fields differ");

    compare.selectPath("venue");
    assertThat(compare.left().selection().rangeProperty().get()).isNotNull();
    assertThat(compare.right().selection().rangeProperty().get()).isNotNull();

    // Another fixture's message cannot be read against this file's schema: the pick is refused.
    FixtureChoice ordersChoice = compare.rightFixtureProperty().get();
    compare.setRightFixture(
        inspect.fixtureChoices().stream()
            .filter(c -> c.key().equals("trade-update"))
            .findFirst()
            .get());
    assertThat(compare.rightFixtureProperty().get()).isEqualTo(ordersChoice);
    assertThat(compare.summaryProperty().get())
        .isEqualTo(
            "Messages of a file read against its schema are compared with messages of the same"
                + " file.");

    compare.setRightMessage(0);
    assertThat(compare.rows()).isEmpty();
    assertThat(compare.summaryProperty().get()).contains("identical");
  }

  @Test
  void aFieldThatIsGoneAfterANewInspectionIsDeselected() {
    inspect.openKey("trade-update");
    compare.selectPath("entries[0].price");

    inspect.openKey("minimal");

    assertThat(compare.left().selection().path()).isNull();
  }
}
