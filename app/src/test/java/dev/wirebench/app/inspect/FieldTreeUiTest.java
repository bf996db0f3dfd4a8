package dev.wirebench.app.inspect;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.fx.Truncations;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.codec.fix.FixCodec;
import dev.wirebench.engine.codec.json.JsonCodec;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.TreeTableCell;
import javafx.scene.control.TreeTableColumn;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 32 item 6: the field tree as wide as Inspect leaves it in the smallest window (1024×700:
 * 350 px), with the app's style sheets, tall enough to show every row. A long timestamp value no
 * longer squeezes the names to their minimum: every name reads whole (five levels deep in a FIX
 * message's nested groups), the tree does not scroll sideways, and a value cut short shows its
 * whole text in a tooltip.
 */
@ExtendWith(ApplicationExtension.class)
class FieldTreeUiTest {
  private static final String SHEETS = "/dev/wirebench/app/shell/";

  /** The tree's width in Inspect at 1024×700 (measured on a screenshot). */
  private static final double AT_1024 = 350;

  private final ExecutorService jobs = Executors.newSingleThreadExecutor();
  private final List<Throwable> unexpected = new CopyOnWriteArrayList<>();
  private final InspectViewModel model =
      HookedCodec.model(
          CodecRegistry.of(JsonCodec::new, FixCodec::new),
          jobs,
          Platform::runLater,
          unexpected::add);
  private FieldTree tree;

  @Start
  void start(Stage stage) {
    tree = new FieldTree(model);
    Scene scene = new Scene(new StackPane(tree), AT_1024, 990);
    for (String sheet : List.of("wirebench.css", "light.css")) {
      scene.getStylesheets().add(getClass().getResource(SHEETS + sheet).toExternalForm());
    }
    stage.setScene(scene);
    stage.show();
  }

  @AfterEach
  void stop() {
    jobs.shutdownNow();
    assertThat(unexpected).isEmpty();
  }

  @Test
  void namesReadWholeBesideALongTimestampAndCutValuesHaveTheirTextAsATooltip(FxRobot robot)
      throws TimeoutException {
    for (String[] inspected :
        new String[][] {{"trade-update", "json"}, {"fix-nested-groups", "fix"}}) {
      robot.interact(
          () -> {
            model.preferCodec(inspected[1]);
            model.openKey(inspected[0]);
          });
      await(() -> !model.loadingProperty().get() && model.treeProperty().get() != null);
      robot.interact(() -> model.selectCodec(inspected[1]));
      WaitForAsyncUtils.waitForFxEvents();
      WaitForAsyncUtils.waitForFxEvents();
      String what = String.join(" in ", inspected);

      robot.interact(
          () -> {
            double columns =
                tree.getVisibleLeafColumns().stream().mapToDouble(TreeTableColumn::getWidth).sum();
            assertThat(columns).as(what + ": no sideways scrolling").isLessThanOrEqualTo(AT_1024);
            List<Truncations.Cut> cuts = Truncations.in(tree);
            assertThat(cuts)
                .as(what + ": names")
                .filteredOn(c -> column(c).equals("Field"))
                .isEmpty();
            assertThat(cuts)
                .as(what + ": a cut value tells its whole text")
                .filteredOn(c -> column(c).equals("Value"))
                .allSatisfy(
                    c -> {
                      TreeTableCell<?, ?> cell = (TreeTableCell<?, ?>) c.node();
                      assertThat(cell.getTooltip()).isNotNull();
                      assertThat(cell.getTooltip().getText()).isEqualTo(c.full());
                    });
          });
    }
  }

  private static String column(Truncations.Cut cut) {
    return cut.node() instanceof TreeTableCell<?, ?> cell && cell.getTableColumn() != null
        ? cell.getTableColumn().getText()
        : "";
  }

  private static void await(BooleanSupplier done) throws TimeoutException {
    WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, done::getAsBoolean);
    WaitForAsyncUtils.waitForFxEvents();
  }
}
