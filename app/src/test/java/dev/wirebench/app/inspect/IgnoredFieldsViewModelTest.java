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

/**
 * A TimeBase export with fields no model holds: Inspect shows them greyed in the tree with their
 * location and a banner; Strict turns them into the load error.
 */
class IgnoredFieldsViewModelTest {
  private static final String EXPORT =
      "[{\"$type\":\"com.epam.deltix.timebase.messages.universal.PackageHeader\",\n"
          + "\"symbol\":\"ETHUSDT\",\"timestamp\":\"2025-03-14T09:26:53Z\",\n"
          + "\"packageType\":\"INCREMENTAL_UPDATE\",\"nanoTime\":1,\n"
          + "\"entries\":[{\"$type\":\"TradeEntry\",\"price\":\"1.5\",\"venueFlag\":\"X\"}]},\n"
          + "{\"$type\":\"PackageHeader\",\"symbol\":\"ETHUSDT\",\"timestamp\":1,"
          + "\"packageType\":\"VENDOR_SNAPSHOT\",\"entries\":[],\"nanoTime\":2}]\n";

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
  void ignoredFieldsAreGreyedLeavesOfTheirMessageWithTheirLocation() throws IOException {
    model.openFile(write());

    assertThat(model.errorProperty().get()).isNull();
    FieldNode tree = model.treeProperty().get();
    FieldNode nanoTime = tree.find("nanoTime");
    assertThat(nanoTime.ignored()).isTrue();
    assertThat(nanoTime.value())
        .isEqualTo("ignored · line 3, column 36 · not part of PackageHeader");
    assertThat(tree.find("entries[0].venueFlag").ignored()).isTrue();
    assertThat(tree.find("entries[0].price").ignored()).isFalse();
    assertThat(model.ignoredNoticeProperty().get())
        .startsWith("2 field names of this file are not part of the Wirebench model")
        .contains("nanoTime in PackageHeader at line 3, column 36 (2 times)")
        .contains("Round trips compare the modelled fields");
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

    model.selectMessage(1);

    FieldNode second = model.treeProperty().get();
    assertThat(second.find("nanoTime").value()).contains("line 5");
    assertThat(second.find("entries[0].venueFlag")).isNull();
  }

  @Test
  void strictTurnsIgnoredFieldsIntoTheLoadError() throws IOException {
    model.openFile(write());

    model.strictProperty().set(true);

    assertThat(model.errorProperty().get()).isNotNull();
    assertThat(model.errorProperty().get().detail()).contains("unknown field \"nanoTime\"");
    model.strictProperty().set(false);
    assertThat(model.errorProperty().get()).isNull();
    assertThat(model.ignoredNoticeProperty().get()).isNotEmpty();
  }

  private Path write() throws IOException {
    Path file = dir.resolve("export.json");
    Files.writeString(file, EXPORT, StandardCharsets.UTF_8);
    return file;
  }
}
