package dev.wirebench.app.inspect;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.fixture.FixtureLoader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the Inspect screen does with a payload and with the user's own messages: copy, save, the
 * size breakdown's n/a rows, the loading state, JSON files of unknown shape with an inferred or
 * given schema. Real engine, real files, inline executor.
 */
class InspectActionsViewModelTest {
  /** Orders of a shape no Wirebench model knows, one per line (NDJSON). */
  static final String ORDERS =
      "{\"orderId\": 9007199254740993, \"venue\": \"XLON\", \"price\": 101.250,"
          + " \"qty\": 300, \"side\": \"BUY\", \"at\": \"2025-03-14T09:26:53.123456789Z\","
          + " \"fills\": [{\"px\": 101.25, \"qty\": 100}]}\n"
          + "{\"orderId\": 42, \"venue\": \"XPAR\", \"price\": 99.5, \"qty\": 10,"
          + " \"side\": \"SELL\", \"at\": \"2025-03-14T09:26:54Z\", \"fills\": [],"
          + " \"note\": \"late\"}\n";

  @TempDir Path dir;
  private final List<Throwable> unexpected = new ArrayList<>();
  private final InspectService service =
      new InspectService(FixtureLoader.bundled(), CodecRegistry.discover());
  private final InspectViewModel model =
      new InspectViewModel(
          service, TaskExecutor.inline(unexpected::add), new RecentFixtures(List.of()));

  @AfterEach
  void nothingUnexpected() {
    assertThat(unexpected).isEmpty();
  }

  @Test
  void copiesTheSelectedPayloadAsHexAndAsACArray() {
    model.openKey("trade-update");
    model.selectCodec("json");
    byte[] payload = model.codecProperty().get().view().payload();

    String hex = model.actions().copy(PayloadText.Form.HEX);
    String array = model.actions().copy(PayloadText.Form.C_ARRAY);

    assertThat(hex).startsWith("7b 22"); // {"
    assertThat(hex.split("[ \n]")).hasSize(payload.length);
    assertThat(hex.lines().findFirst().orElseThrow().split(" ")).hasSize(16);
    assertThat(array)
        .startsWith("const unsigned char json_trade_update[" + payload.length + "] = {\n  0x7b,")
        .endsWith("\n};\n");
    assertThat(Pattern.compile("0x[0-9a-f]{2}").matcher(array).results().count())
        .isEqualTo(payload.length);
    assertThat(model.actions().noticeProperty().get())
        .isEqualTo("Copied " + payload.length + " bytes of json as a C array");
    assertThat(model.actions().failedProperty().get()).isFalse();
  }

  @Test
  void savesThePayloadAndNeverReplacesAFileWithoutConsent() throws IOException {
    model.openKey("trade-update");
    model.selectCodec("sbe");
    byte[] payload = model.codecProperty().get().view().payload();
    Path target = dir.resolve(model.actions().suggestedPayloadName());
    assertThat(target.getFileName().toString()).isEqualTo("trade-update.sbe.bin");

    model.actions().savePayload(target, false);
    assertThat(target).hasBinaryContent(payload);
    assertThat(model.actions().noticeProperty().get())
        .isEqualTo("Saved " + payload.length + " bytes of sbe to " + target);

    Files.writeString(target, "keep me");
    model.actions().savePayload(target, false);
    assertThat(target).hasContent("keep me");
    assertThat(model.actions().noticeProperty().get())
        .isEqualTo("Could not save " + target + ": the file exists and was not replaced");
    assertThat(model.actions().failedProperty().get()).isTrue();

    model.actions().savePayload(target, true); // the user agreed in the save dialog
    assertThat(target).hasBinaryContent(payload);

    Path nowhere = dir.resolve("missing-folder").resolve("x.bin");
    model.actions().savePayload(nowhere, false);
    assertThat(model.actions().noticeProperty().get())
        .startsWith("Could not save " + nowhere + ": no such folder")
        .doesNotContain("\n")
        .doesNotContain("Exception");
    try (var left = Files.list(dir)) {
      assertThat(left).as("no temporary file left behind").hasSize(1);
    }
  }

  @Test
  void aCodecWithoutAPayloadSaysWhyInsteadOfCopying() {
    model.openKey("bars"); // FIX cannot carry bar messages
    model.selectCodec("fix");

    assertThat(model.actions().copy(PayloadText.Form.HEX)).isNull();
    assertThat(model.actions().noticeProperty().get())
        .startsWith("fix has no payload")
        .contains("n/a — ");
  }

  @Test
  void theSizeBreakdownKeepsCodecsThatCannotCarryTheMessageWithTheirReason() {
    model.openKey("bars");

    List<SizeBar> bars = SizeBar.of(model.inspectionProperty().get().views());

    assertThat(bars).extracting(SizeBar::codecId).isEqualTo(service.registry().ids());
    SizeBar fix = bars.stream().filter(b -> b.codecId().equals("fix")).findFirst().orElseThrow();
    assertThat(fix.hasBytes()).isFalse();
    assertThat(fix.note()).startsWith("n/a — ");
    assertThat(bars.stream().filter(SizeBar::hasBytes))
        .allSatisfy(b -> assertThat(b.note()).isEmpty());
  }

  @Test
  void whileLoadingTheModelSaysWhatIsLoading() {
    Deque<Runnable> jobs = new ArrayDeque<>();
    InspectViewModel queued =
        new InspectViewModel(
            service,
            TaskExecutor.using(jobs::add, Runnable::run, unexpected::add),
            new RecentFixtures(List.of()));

    queued.openKey("trade-update");

    assertThat(queued.loadingProperty().get()).isTrue();
    assertThat(queued.loadingTextProperty().get()).startsWith("Loading trade-update");
    jobs.poll().run();
    assertThat(queued.loadingProperty().get()).isFalse();
    assertThat(queued.loadingTextProperty().get()).isEmpty();
  }

  @Test
  void compareStartsFromTheSelectedCodec() {
    model.openKey("trade-update");

    model.selectCodec("sbe");
    assertThat(model.compare().leftCodecProperty().get()).isEqualTo("sbe");
    assertThat(model.compare().rightCodecProperty().get()).isNotEqualTo("sbe");

    model.selectCodec("avro");
    assertThat(model.compare().leftCodecProperty().get()).isEqualTo("avro");
  }

  @Test
  void aJsonFileOfUnknownShapeIsInspectedAgainstItsInferredSchema() throws IOException {
    Path orders = dir.resolve("orders.ndjson");
    Files.writeString(orders, ORDERS, StandardCharsets.UTF_8);

    model.openFile(orders);

    assertThat(model.errorProperty().get()).isNull();
    Inspection shown = model.inspectionProperty().get();
    assertThat(shown.isDynamic()).isTrue();
    assertThat(model.messages()).containsExactly("1 of 2 · Orders", "2 of 2 · Orders");
    assertThat(model.summaryProperty().get()).contains("2 messages").contains("schema inferred");
    assertThat(model.ignoredNoticeProperty().get()).contains("was inferred from the messages");
    assertThat(model.schemaTextProperty().get())
        .contains("\"wirebenchSchema\"")
        .contains("\"orderId\"")
        .contains("\"fills\"");
    assertThat(model.codecs()).extracting(CodecRow::id).isEqualTo(service.registry().ids());
    CodecRow json = row("json");
    assertThat(json.verdict()).isEqualTo(CodecRow.Verdict.EXACT);
    // a codec with no dynamic mapping keeps its row and says why
    assertThat(model.codecs()).anySatisfy(row -> assertThat(row.sizeText()).startsWith("n/a — "));
    // the decoded tree uses the codecs' span paths: selecting a field finds its bytes
    model.selectCodec("json");
    model.selectPath("price");
    assertThat(model.selection().rangeProperty().get()).isNotNull();

    model.selectMessage(1);
    assertThat(model.inspectionProperty().get().messageIndex()).isEqualTo(1);
    assertThat(model.jsonProperty().get()).contains("\"note\"").contains("\"late\"");
  }

  @Test
  void theInferredSchemaSavedAndGivenBackReadsTheFileAgainstIt() throws IOException {
    Path orders = dir.resolve("orders.ndjson");
    Files.writeString(orders, ORDERS, StandardCharsets.UTF_8);
    model.openFile(orders);
    Path schema = dir.resolve(model.actions().suggestedSchemaName());
    assertThat(schema.getFileName().toString()).isEqualTo("orders.schema.json");

    model.actions().saveSchema(schema, false);
    assertThat(schema).hasContent(model.schemaTextProperty().get());

    model.openWithSchema(orders, schema);
    assertThat(model.errorProperty().get()).isNull();
    assertThat(model.ignoredNoticeProperty().get())
        .startsWith("Read against the schema in " + schema);
    assertThat(model.fixtureProperty().get().schema()).isEqualTo(schema);
  }

  @Test
  void aMessageThatDisagreesWithTheGivenSchemaIsOneLocatedLine() throws IOException {
    Path orders = dir.resolve("orders.ndjson");
    Files.writeString(orders, ORDERS, StandardCharsets.UTF_8);
    model.openFile(orders);
    Path schema = dir.resolve("orders.schema.json");
    model.actions().saveSchema(schema, false);
    Path bad = dir.resolve("bad-orders.ndjson");
    Files.writeString(
        bad, ORDERS.replace("\"qty\": 10,", "\"qty\": \"ten\","), StandardCharsets.UTF_8);

    model.openWithSchema(bad, schema);

    LoadError error = model.errorProperty().get();
    assertThat(error).isNotNull();
    assertThat(error.detail()).startsWith(bad + ":2:").contains("qty").doesNotContain("\n");
    assertThat(model.inspectionProperty().get().choice().file()).isEqualTo(orders);
  }

  @Test
  void aFileWithNoMessagesIsOneLineNotAStackTrace() throws IOException {
    Path empty = dir.resolve("empty.json");
    Files.writeString(empty, "[]", StandardCharsets.UTF_8);

    model.openFile(empty);

    assertThat(model.errorProperty().get()).isNotNull();
    assertThat(model.errorProperty().get().detail())
        .doesNotContain("\n")
        .doesNotContain("Exception");
  }

  private CodecRow row(String id) {
    return model.codecs().stream().filter(r -> r.id().equals(id)).findFirst().orElseThrow();
  }
}
