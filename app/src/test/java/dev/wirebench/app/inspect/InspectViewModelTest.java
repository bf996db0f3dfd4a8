package dev.wirebench.app.inspect;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.SpanKind;
import dev.wirebench.engine.fixture.FixtureLoader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Inspect view model on the real engine and bundled fixtures, with the inline executor. */
class InspectViewModelTest {
  static final String BROKEN =
      "{\n  \"$type\": \"PackageHeader\",\n  \"symbol\": \"ETHUSDT\",\n"
          + "  \"timestamp\": \"2025-03-14T09:26:53Z\",\n  \"packageType\": \"INCREMENTAL_UPDATE\",\n"
          + "  \"entries\": [\n"
          + "    { \"$type\": \"TradeEntry\", \"price\": \"18x1.52\" }\n  ]\n}\n";

  @TempDir Path dir;
  private final List<Throwable> unexpected = new ArrayList<>();
  private final InspectService service =
      new InspectService(FixtureLoader.bundled(), CodecRegistry.discover());
  private final RecentFixtures recent = new RecentFixtures(List.of());
  private final InspectViewModel model =
      new InspectViewModel(service, TaskExecutor.inline(unexpected::add), recent);

  @AfterEach
  void nothingUnexpected() {
    assertThat(unexpected).isEmpty();
  }

  @Test
  void openingAFixtureInspectsItInEveryRegisteredCodec() {
    model.openKey("trade-update");

    assertThat(model.loadingProperty().get()).isFalse();
    assertThat(model.errorProperty().get()).isNull();
    assertThat(model.codecs()).extracting(CodecRow::id).isEqualTo(service.registry().ids());
    // Every codec that carries the model has a payload; the -gen rows (code generated from a
    // user's own schema) say n/a on the built-in model.
    assertThat(model.codecs())
        .allSatisfy(
            row ->
                assertThat(row.hasPayload())
                    .as(row.id())
                    .isEqualTo(row.view().support().supported()));
    assertThat(model.codecs())
        .filteredOn(row -> !row.view().support().supported())
        .extracting(CodecRow::id)
        .containsExactly("sbe-gen", "protobuf-gen", "avro-gen", "flatbuffers-gen");
    assertThat(model.treeProperty().get().name()).isEqualTo("PackageHeader");
    assertThat(model.jsonProperty().get()).contains("\"symbol\" : \"ETHUSDT\"");
    assertThat(model.summaryProperty().get()).startsWith("PackageHeader · 1 message");
    assertThat(model.codecProperty().get()).isNotNull();
    assertThat(model.layoutProperty().get()).isNotNull();
  }

  @Test
  void selectingACodecFillsTheHexLayoutWithItsPayloadAndSpans() {
    model.openKey("trade-update");

    model.selectCodec("fix");

    PayloadLayout layout = model.layoutProperty().get();
    assertThat(layout.size()).isEqualTo(model.codecProperty().get().size());
    assertThat(layout.hasSpans()).isTrue();
    assertThat((char) layout.byteAt(0)).isEqualTo('8');
    assertThat(layout.kindAt(0)).isEqualTo(SpanKind.TAG); // "8=" BeginString tag
    for (int offset = 0; offset < layout.size(); offset++) {
      assertThat(layout.leafAt(offset)).as("byte %d has a span", offset).isNotNull();
    }
  }

  @Test
  void selectingATreePathSelectsTheBytesOfEverySpanOfThatField() {
    model.openKey("trade-update");
    model.selectCodec("json");

    model.selectPath("entries[0].price");

    // "price":1881.52 — the name at 306, the colon, the value up to 321.
    assertThat(model.selection().rangeProperty().get()).isEqualTo(new ByteRange(306, 321));
    PayloadLayout layout = model.layoutProperty().get();
    List<FieldSpan> price =
        layout.leaves().stream().filter(s -> s.path().equals("entries[0].price")).toList();
    assertThat(price).extracting(FieldSpan::kind).containsExactly(SpanKind.TAG, SpanKind.VALUE);
    assertThat(price)
        .allSatisfy(
            span ->
                assertThat(model.selection().rangeProperty().get().contains(span.offset()))
                    .isTrue());
  }

  @Test
  void theSelectedFieldStaysSelectedInAnotherCodec() {
    model.openKey("trade-update");
    model.selectCodec("json");
    model.selectPath("symbol");
    ByteRange inJson = model.selection().rangeProperty().get();

    model.selectCodec("fix");

    assertThat(model.selection().path()).isEqualTo("symbol");
    ByteRange inFix = model.selection().rangeProperty().get();
    assertThat(inFix).isNotNull().isNotEqualTo(inJson);
    assertThat(model.layoutProperty().get().leafAt(inFix.start()).path()).isEqualTo("symbol");
  }

  @Test
  void clickingAByteSelectsItsFieldOrItsEnclosingObject() {
    model.openKey("trade-update");
    model.selectCodec("json");

    model.clickByte(36); // inside "ETHUSDT"
    assertThat(model.selection().path()).isEqualTo("symbol");

    model.clickByte(284); // the "{" opening entries[0]
    assertThat(model.selection().path()).isEqualTo("entries[0]");

    model.clickByte(0); // the message's own "{": no field
    assertThat(model.selection().path()).isNull();
    assertThat(model.selection().rangeProperty().get()).isEqualTo(new ByteRange(0, 1));
  }

  @Test
  void hoveringAByteDescribesItsSpan() {
    model.openKey("trade-update");
    model.selectCodec("json");

    model.hoverByte(36);

    assertThat(model.selection().hoverProperty().get()).isEqualTo(new ByteRange(34, 43));
    assertThat(model.selection().infoProperty().get())
        .isEqualTo("byte 36 (0x0024) = 0x54 · symbol · value · offset 34, 9 bytes · ETHUSDT");
    model.hoverByte(-1);
    assertThat(model.selection().hoverProperty().get()).isNull();
  }

  @Test
  void aBrokenFixtureFileGivesTheLocatedErrorAndKeepsTheLastInspection() throws IOException {
    model.openKey("trade-update");
    Path broken = dir.resolve("broken.json");
    Files.writeString(broken, BROKEN, StandardCharsets.UTF_8);

    model.openFile(broken);

    LoadError error = model.errorProperty().get();
    assertThat(error).isNotNull();
    assertThat(error.location()).startsWith(broken + ":7:");
    assertThat(error.fieldPath()).isEqualTo("entries[0].price");
    assertThat(error.problem()).contains("18x1.52");
    assertThat(error.title()).isEqualTo("Could not load " + broken);
    assertThat(model.inspectionProperty().get().fixture().id()).isEqualTo("trade-update");
    assertThat(model.fixtureProperty().get().key()).isEqualTo("trade-update");
    assertThat(recent.files()).isEmpty();
  }

  @Test
  void retryingAFixedFileLoadsItAndRemembersIt() throws IOException {
    Path file = dir.resolve("fixture.json");
    Files.writeString(file, BROKEN, StandardCharsets.UTF_8);
    model.openFile(file);
    assertThat(model.errorProperty().get()).isNotNull();

    Files.writeString(file, BROKEN.replace("18x1.52", "1881.52"), StandardCharsets.UTF_8);
    model.retry();

    assertThat(model.errorProperty().get()).isNull();
    assertThat(model.inspectionProperty().get().choice().file()).isEqualTo(file);
    assertThat(recent.files()).containsExactly(file.toAbsolutePath());
    assertThat(model.fixtureChoices()).last().extracting(FixtureChoice::file).isEqualTo(file);
  }

  @Test
  void aMissingFileSaysSoWithoutACrash() {
    model.openFile(dir.resolve("nope.json"));

    assertThat(model.errorProperty().get().problem()).startsWith("no such file");
    assertThat(model.inspectionProperty().get()).isNull();
  }

  @Test
  void aMultiMessageFixtureOffersEachMessage() {
    model.openKey("book-snapshots-5");
    assertThat(model.messages()).hasSize(5).first().asString().startsWith("1 of 5 · ");

    model.selectMessage(2);

    assertThat(model.inspectionProperty().get().messageIndex()).isEqualTo(2);
    assertThat(model.summaryProperty().get()).contains("5 messages").contains("recognised");
  }

  @Test
  void aCodecThatCannotEncodeTheTypeSaysWhy() {
    model.openKey("book-snapshots-5");

    CodecRow fix = model.codecs().stream().filter(r -> r.id().equals("fix")).findFirst().get();

    assertThat(fix.supported()).isFalse();
    assertThat(fix.sizeText()).startsWith("n/a — ");
    assertThat(fix.verdict()).isEqualTo(CodecRow.Verdict.UNSUPPORTED);
    model.selectCodec("fix");
    assertThat(model.layoutProperty().get()).isNull();
  }

  @Test
  void aNewerRequestReplacesOneStillRunning() throws IOException {
    Deque<Runnable> jobs = new ArrayDeque<>();
    InspectViewModel queued =
        new InspectViewModel(
            service, TaskExecutor.using(jobs::add, Runnable::run, unexpected::add), recent);
    Path file = dir.resolve("first.json");
    Files.writeString(file, BROKEN.replace("18x1.52", "1.5"), StandardCharsets.UTF_8);

    queued.openFile(file);
    queued.openKey("minimal");
    while (!jobs.isEmpty()) {
      jobs.poll().run();
    }

    assertThat(queued.inspectionProperty().get().fixture().id()).isEqualTo("minimal");
    assertThat(recent.files()).as("the replaced load never arrived").isEmpty();
  }
}
