package dev.wirebench.app.compat;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.engine.compat.Direction;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Compat screen's view model without a screen (inline executor, the real lab): the new version
 * from a file or from edits, never both, and the payloads of the message a field was misread in.
 */
class CompatViewModelTest {
  private static final String V1 =
      """
      syntax = "proto3";
      message Fill {
        string order_id = 1;
        int32 lots = 2;
        string venue = 3;
      }
      """;

  @TempDir Path dir;
  private final List<Throwable> unexpected = new ArrayList<>();
  private CompatViewModel model;
  private Path v1;

  @BeforeEach
  void model() throws IOException {
    v1 = Files.writeString(dir.resolve("fill.proto"), V1);
    model = new CompatViewModel(new CompatService(), TaskExecutor.inline(unexpected::add));
    model.oldFileProperty().set(v1);
  }

  @Test
  void theNewVersionIsAFileOrEditsNeverBothNorNeither() {
    var canRun = model.canRunBinding();
    assertThat(canRun.get()).as("neither").isFalse();
    model.editsProperty().set(" ; add:x:int64 ; ");
    assertThat(canRun.get()).as("edits").isTrue();
    model.newFileProperty().set(v1);
    assertThat(canRun.get()).as("both").isFalse();
    model.run();
    assertThat(model.errorProperty().get()).contains("not both");
    assertThat(model.rows()).isEmpty();
    model.editsProperty().set("");
    assertThat(canRun.get()).as("file").isTrue();
  }

  @Test
  void editsMakeTheNewVersionAndTheMisreadMessagesPayloadsAreShown() {
    model.editsProperty().set("retype:lots:int64");
    model.run();
    assertThat(unexpected).isEmpty();
    assertThat(model.errorProperty().get()).isEmpty();
    assertThat(model.summaryProperty().get()).contains("fill.proto → edits retype:lots:int64");
    CompatRow protobuf =
        model.rows().stream().filter(r -> r.codec().equals("protobuf")).findFirst().orElseThrow();
    model.selectedProperty().set(protobuf);
    model.directionProperty().set(Direction.NEW_TO_OLD);
    CompatPayloads payloads = model.payloadsProperty().get();
    assertThat(payloads.shown().misread()).containsExactly("lots");
    assertThat(payloads.shown().index()).isEqualTo(1);
    assertThat(payloads.changedInWriter()).isNotEmpty();
    assertThat(payloads.differingInWriter()).anyMatch(span -> span.startsWith("lots ["));
    assertThat(model.cellTextProperty().get())
        .contains("payloads below: message 2 of 3, the first message with a misread field");
    // a cell that did not run has no payloads
    CompatRow kryo =
        model.rows().stream().filter(r -> r.codec().equals("kryo")).findFirst().orElseThrow();
    model.selectedProperty().set(kryo);
    assertThat(model.payloadsProperty().get()).isNull();
  }

  @Test
  void theSelectedCodecsCostIsMeasuredInForksAndShownUnderItsCell() {
    model.editsProperty().set("add:x:int64");
    assertThat(model.canMeasureCostBinding().get()).as("nothing run yet").isFalse();
    model.run();
    CompatRow json =
        model.rows().stream().filter(r -> r.codec().equals("json")).findFirst().orElseThrow();
    model.selectedProperty().set(json);
    assertThat(model.canMeasureCostBinding().get()).as("json has no compatible mode").isFalse();
    CompatRow kryo =
        model.rows().stream().filter(r -> r.codec().equals("kryo")).findFirst().orElseThrow();
    model.selectedProperty().set(kryo);
    assertThat(model.canMeasureCostBinding().get()).isTrue();

    model.measureCost();

    assertThat(unexpected).isEmpty();
    assertThat(model.costStatusProperty().get()).isEqualTo("kryo: measured");
    assertThat(model.cellTextProperty().get())
        .contains("cost of compatibility (JMH avgt, 1 fork × 3 × 500ms measured after")
        .containsPattern("kryo +strict +encode: [0-9.]+ ± [0-9.]+ ns/op, [0-9.]+ bytes on")
        .containsPattern("kryo-compatible +compatible +decode: [0-9.]+ ± [0-9.]+ ns/op")
        .doesNotContain("not measured");
  }

  @Test
  void cancellingTheCostStopsItsForksAndShowsNothingHalfMeasured() {
    model.editsProperty().set("add:x:int64");
    model.run();
    model
        .selectedProperty()
        .set(model.rows().stream().filter(r -> r.codec().equals("fory")).findFirst().orElseThrow());
    List<String> lines = new ArrayList<>();
    model
        .costStatusProperty()
        .addListener(
            (o, was, now) -> {
              lines.add(now);
              if (now.contains(": fork 1/1")) {
                model.cancelCost(); // at the first iteration of the first fork
              }
            });

    model.measureCost();

    assertThat(unexpected).isEmpty();
    assertThat(lines).anyMatch(line -> line.startsWith("fory encode: fork 1/1"));
    assertThat(lines).noneMatch(line -> line.startsWith("fory-compatible"));
    assertThat(model.costStatusProperty().get()).isEqualTo("fory: cancelled");
    assertThat(model.costRunningProperty().get()).isFalse();
    assertThat(model.cellTextProperty().get()).doesNotContain("cost of compatibility");
  }
}
