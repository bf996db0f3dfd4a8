package dev.wirebench.app.inspect;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.shell.WorkbenchFixture;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.TimeoutException;
import javafx.geometry.Orientation;
import javafx.geometry.Point2D;
import javafx.scene.AccessibleAttribute;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.TextArea;
import javafx.scene.control.TreeTableColumn;
import javafx.scene.control.TreeTableRow;
import javafx.scene.control.TreeTableView;
import javafx.scene.control.skin.ComboBoxListViewSkin;
import javafx.scene.shape.Rectangle;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.NodeQueryUtils;

/**
 * The Inspect screen, headless on Monocle: the real workbench on the bundled fixtures, driven by
 * clicks and pointer moves.
 */
@ExtendWith(ApplicationExtension.class)
class InspectScreenUiTest {
  @TempDir Path home;
  private WorkbenchFixture app;
  private Stage stage;

  @Start
  void start(Stage stage) {
    this.stage = stage;
    app = WorkbenchFixture.open(stage, home);
  }

  @AfterEach
  void close() {
    app.close();
  }

  @Test
  void clickingAFieldInTheTreeSelectsItsBytesInTheHexView(FxRobot robot) throws TimeoutException {
    showJsonOfTradeUpdate();

    app.click(robot, treeRow(robot, "entries[0].price"));

    // The JSON codec writes "price":1881.52 at offset 306: the name, the colon and the value.
    assertThat(hex(robot).selectionProperty().get()).isEqualTo(new ByteRange(306, 321));
    assertThat(robot.lookup("#byte-info").queryAs(Label.class).getText())
        .startsWith("entries[0].price");
  }

  @Test
  void clickingAByteSelectsItsFieldInTheTree(FxRobot robot) throws TimeoutException {
    showJsonOfTradeUpdate();

    app.click(robot, hexByte(robot, 36)); // inside "ETHUSDT"

    TreeTableView<FieldNode> tree = robot.lookup("#field-tree").query();
    assertThat(tree.getSelectionModel().getSelectedItem().getValue().path()).isEqualTo("symbol");
    assertThat(hex(robot).selectionProperty().get()).isEqualTo(new ByteRange(25, 43));
  }

  @Test
  void hoveringAByteNamesItsFieldKindOffsetAndValue(FxRobot robot) throws TimeoutException {
    showJsonOfTradeUpdate();

    app.pointAt(robot, hexByte(robot, 36));
    app.await(() -> hex(robot).hoveredSpanProperty().get() != null);

    assertThat(robot.lookup("#byte-info").queryAs(Label.class).getText())
        .contains("symbol · value · offset 34, 9 bytes · ETHUSDT");
    assertThat(hex(robot).hoveredSpanProperty().get()).isEqualTo(new ByteRange(34, 43));
  }

  @Test
  void hoveringAnAsciiCharacterNamesItsFieldToo(FxRobot robot) throws TimeoutException {
    showJsonOfTradeUpdate();

    app.pointAt(robot, hexByte(robot, 36, true));
    app.await(() -> hex(robot).hoveredSpanProperty().get() != null);

    assertThat(hex(robot).hoveredSpanProperty().get()).isEqualTo(new ByteRange(34, 43));
    // the hovered span is underlined in both columns, on the row that holds it
    assertThat(
            robot
                .lookup("#hex-view .hex-tint.hovered")
                .match(NodeQueryUtils.isVisible())
                .queryAll())
        .hasSizeGreaterThanOrEqualTo(2);
  }

  @Test
  void theSelectedFieldIsTintedAsOneRunAndEachRowReadsAsText(FxRobot robot)
      throws TimeoutException {
    showJsonOfTradeUpdate();

    app.fx(() -> app.workbench().inspect().selectPath("symbol"));

    // "symbol":"ETHUSDT" is bytes 25..42, on rows 1 and 2
    assertThat(hex(robot).selectionProperty().get()).isEqualTo(new ByteRange(25, 43));
    Set<Rectangle> selected =
        robot.lookup("#hex-view .hex-tint.selected").match(NodeQueryUtils.isVisible()).queryAll();
    // hex 25-31, 32-39 and 40-42 (a row's halves are apart), ASCII 25-31 and 32-42
    assertThat(selected).hasSize(5);
    for (int offset : new int[] {25, 31, 32, 40, 42}) {
      Point2D at = hexByte(robot, offset);
      assertThat(selected)
          .anySatisfy(r -> assertThat(r.localToScreen(r.getBoundsInLocal()).contains(at)).isTrue());
    }
    Point2D before = hexByte(robot, 24);
    assertThat(selected)
        .noneSatisfy(
            r -> assertThat(r.localToScreen(r.getBoundsInLocal()).contains(before)).isTrue());
    ListCell<?> first =
        robot
            .lookup("#hex-view .hex-row")
            .match((ListCell<?> c) -> Integer.valueOf(0).equals(c.getItem()))
            .query();
    assertThat(first.queryAccessibleAttribute(AccessibleAttribute.TEXT))
        .isEqualTo(
            "00000000  7B 22 24 74 79 70 65 22 3A 22 50 61 63 6B 61 67  {\"$type\":\"Packag");
    assertThat(((Parent) first.getGraphic()).getChildrenUnmodifiable()).hasSizeLessThan(33);
  }

  @Test
  void aBrokenFixtureShowsWhereItIsBrokenInline(FxRobot robot) throws Exception {
    showJsonOfTradeUpdate();
    Path broken = home.resolve("broken.json");
    Files.writeString(
        broken,
        "{\n  \"$type\": \"PackageHeader\",\n  \"symbol\": \"ETHUSDT\",\n  \"entries\": [\n"
            + "    { \"$type\": \"TradeEntry\", \"price\": \"18x1.52\" }\n  ]\n}\n",
        StandardCharsets.UTF_8);

    app.fx(() -> app.workbench().inspect().openFile(broken));
    app.awaitIdle();

    Node banner = robot.lookup("#load-error").query();
    assertThat(banner.isVisible()).isTrue();
    assertThat(robot.lookup("#load-error-detail").queryAs(Label.class).getText())
        .startsWith(broken + ":5:")
        .contains("at entries[0].price")
        .contains("18x1.52");
    // The last good inspection stays on screen.
    assertThat(hex(robot).layoutProperty().get()).isNotNull();
  }

  @Test
  void comparingTwoMessagesMarksChangedBytesAndListsChangedFields(FxRobot robot)
      throws TimeoutException {
    app.awaitIdle();
    app.fx(() -> app.workbench().inspect().openKey("book-snapshots-5"));
    app.awaitIdle();
    // Inspect's own Compare tab: the navigation rail has a "Compare" screen too.
    app.click(
        robot,
        robot
            .from(robot.lookup("#inspect-view").<Node>query())
            .lookup("Compare")
            .match(NodeQueryUtils.isVisible())
            .<Node>query());
    app.click(robot, "#compare-messages");
    app.awaitIdle();

    ComboBox<String> codec = robot.lookup("#compare-codec-left").query();
    assertThat(codec.getValue()).isEqualTo("json");
    // What the combo box shows, not just its value (replacing its items can blank the display).
    ListCell<?> shown = (ListCell<?>) ((ComboBoxListViewSkin<?>) codec.getSkin()).getDisplayNode();
    assertThat(shown.getText()).isEqualTo("json");
    HexView left = robot.lookup("#compare-hex-left").query();
    assertThat(left.changedProperty().get()).isNotEmpty();
    assertThat(robot.lookup("#compare-summary").queryAs(Label.class).getText())
        .contains("fields differ");
  }

  @Test
  void aLargePayloadScrollsWithoutANodePerByte(FxRobot robot) throws Exception {
    app.awaitIdle();
    Path big = home.resolve("deep-book.json");
    Files.writeString(big, deepBook(700), StandardCharsets.UTF_8);
    app.fx(() -> app.workbench().inspect().openFile(big));
    app.awaitIdle();
    app.fx(() -> app.workbench().inspect().selectCodec("json"));
    int size = hex(robot).layoutProperty().get().size();
    assertThat(size).isGreaterThan(60_000);

    app.fx(() -> app.workbench().inspect().selectPath("entries[650].price"));

    ByteRange selected = hex(robot).selectionProperty().get();
    assertThat(selected).isNotNull();
    // Only the rows on screen exist (a few nodes each), and the selected field's first byte is
    // drawn in one of them.
    assertThat(robot.lookup("#hex-view .hex-row").queryAll().size()).isLessThan(100);
    assertThat(robot.lookup("#hex-view .hex-text").queryAll().size()).isLessThan(2_000);
    assertThat(hexByte(robot, selected.start())).isNotNull();
  }

  @Test
  void theJsonTabShowsTheMessageAndFollowsTheFixture(FxRobot robot) throws TimeoutException {
    showJsonOfTradeUpdate();
    assertThat(robot.lookup("#json-text").tryQuery()).as("made when first opened").isEmpty();

    app.click(robot, robot.lookup("JSON").match(NodeQueryUtils.isVisible()).<Node>query());
    TextArea json = robot.lookup("#json-text").query();
    assertThat(json.getText())
        .isEqualTo(app.workbench().inspect().jsonProperty().get())
        .contains("\"symbol\"", "ETHUSDT");

    app.fx(() -> app.workbench().inspect().openKey("bars"));
    app.awaitIdle();
    assertThat(json.getText())
        .isEqualTo(app.workbench().inspect().jsonProperty().get())
        .doesNotContain("ETHUSDT");
  }

  /**
   * At 1360×860 the tree fits without scrolling sideways: names whole (as wide as the widest, not
   * their 200 px of old), byte counts and values beside them.
   */
  @Test
  void theFieldTreeFitsWithNamesWholeAndValuesAndBytesInSight(FxRobot robot)
      throws TimeoutException {
    showJsonOfTradeUpdate();
    app.fx(
        () -> {
          stage.setWidth(1360);
          stage.setHeight(860);
        });
    app.fx(() -> {}); // ColumnFit widens the timestamps' column after a layout pass
    app.fx(() -> {});

    TreeTableView<FieldNode> tree = robot.lookup("#field-tree").query();
    ScrollBar sideways =
        robot.from(tree).lookup(".scroll-bar").<ScrollBar>queryAll().stream()
            .filter(bar -> bar.getOrientation() == Orientation.HORIZONTAL)
            .findFirst()
            .orElseThrow();
    assertThat(sideways.isVisible()).as("the tree fits: no scrolling sideways").isFalse();
    app.fx(
        () ->
            assertThat(dev.wirebench.app.fx.Truncations.in(tree))
                .as("names whole")
                .filteredOn(
                    c ->
                        c.node() instanceof javafx.scene.control.TreeTableCell<?, ?> cell
                            && cell.getTableColumn() == tree.getColumns().get(0))
                .isEmpty());
    for (TreeTableColumn<FieldNode, ?> column : tree.getColumns().subList(1, 3)) {
      assertThat(column.getWidth())
          .as(column.getText())
          .isGreaterThanOrEqualTo(column.getMinWidth());
    }
  }

  private void showJsonOfTradeUpdate() throws TimeoutException {
    app.awaitIdle();
    app.fx(() -> app.workbench().inspect().selectCodec("json"));
  }

  private static HexView hex(FxRobot robot) {
    return robot.lookup("#hex-view").query();
  }

  /** Where a byte's hex cell is on the screen (it must be on a row that is shown). */
  private Point2D hexByte(FxRobot robot, int offset) {
    return hexByte(robot, offset, false);
  }

  /** Where a byte's hex cell or ASCII character is on the screen. */
  private Point2D hexByte(FxRobot robot, int offset, boolean ascii) {
    Point2D[] at = new Point2D[1];
    app.fx(() -> at[0] = hex(robot).screenPointOf(offset, ascii));
    assertThat(at[0]).as("byte %d on screen", offset).isNotNull();
    return at[0];
  }

  @SuppressWarnings("unchecked") // the tree's rows hold FieldNodes
  private Node treeRow(FxRobot robot, String path) {
    // The row may be below the fold of the payload pane: scroll to it as a user would.
    TreeTableView<FieldNode> tree = robot.lookup("#field-tree").query();
    app.fx(
        () -> {
          for (int i = 0; i < tree.getExpandedItemCount(); i++) {
            if (tree.getTreeItem(i).getValue().path().equals(path)) {
              tree.scrollTo(i);
              return;
            }
          }
        });
    return robot
        .lookup("#field-tree .tree-table-row-cell")
        .match(NodeQueryUtils.isVisible())
        .match(
            (Node n) ->
                n instanceof TreeTableRow<?> row
                    && row.getItem() != null
                    && ((TreeTableRow<FieldNode>) row).getItem().path().equals(path))
        .query();
  }

  /** A snapshot with {@code levels} book entries: 700 make a JSON payload of about 70 KB. */
  static String deepBook(int levels) {
    StringBuilder json =
        new StringBuilder(
            "{\"$type\":\"PackageHeader\",\"symbol\":\"BTCUSDT\","
                + "\"timestamp\":\"2025-03-14T09:26:54Z\",\"packageType\":\"VENDOR_SNAPSHOT\","
                + "\"entries\":[");
    for (int i = 0; i < levels; i++) {
      json.append(i == 0 ? "" : ",")
          .append("{\"$type\":\"L2EntryNew\",\"exchangeId\":\"BINANCE\",\"level\":")
          .append(i % 100)
          .append(",\"side\":\"")
          .append(i % 2 == 0 ? "BID" : "ASK")
          .append("\",\"price\":\"")
          .append(85000 + i)
          .append(".25\",\"size\":\"0.")
          .append(1000 + i)
          .append("\"}");
    }
    return json.append("]}").toString();
  }
}
