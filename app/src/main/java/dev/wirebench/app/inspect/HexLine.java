package dev.wirebench.app.inspect;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import javafx.collections.ObservableList;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.geometry.VPos;
import javafx.scene.Node;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Region;
import javafx.scene.shape.Rectangle;
import javafx.scene.text.Font;
import javafx.scene.text.Text;

/**
 * The nodes of one hex row: the offset, then a tinted rectangle per run of bytes that look alike,
 * one text per run of bytes written alike, and two transparent areas (hex, ASCII) that carry the
 * byte tooltip. A row of 16 bytes is about ten nodes instead of 33 labels with skins: the first
 * Inspect screen lays out and paints these rows on the FX and render threads while the window
 * opens, and a label per byte was most of that work.
 *
 * <p>Geometry is in characters of the monospaced font the stylesheet gives the texts (read after
 * CSS, so the themes and font settings still decide): a byte takes three characters in the hex
 * column ("7B" and half a character either side), the two halves of a row are one character apart,
 * an ASCII character one. What each run looks like comes from style classes, so colours stay in the
 * stylesheets. FX thread only.
 */
final class HexLine extends Region {
  /** Pixels between the offset and the hex column, and between the hex and ASCII columns. */
  private static final double OFFSET_GAP = 14;

  private static final double ASCII_GAP = 16;

  /** Space above the text and the underline below it (the hover mark). */
  private static final double TOP = 1;

  private static final double UNDERLINE = 2;

  private final Text offset = new Text();
  private final Region hexArea = new Region();
  private final Region asciiArea = new Region();
  private final List<Rectangle> tints = new ArrayList<>();
  private final List<Rectangle> underlines = new ArrayList<>();
  private final List<Text> texts = new ArrayList<>();
  private List<HexRuns.Run> runs = List.of();
  private int perRow;
  private int count;
  private Font measuredFont;
  private double charWidth;
  private double lineHeight;

  HexLine(Tooltip tooltip) {
    getStyleClass().add("hex-line");
    offset.getStyleClass().addAll("hex-text", "hex-offset");
    offset.setTextOrigin(VPos.TOP);
    for (Region area : new Region[] {hexArea, asciiArea}) {
      area.getStyleClass().add("hex-area");
      Tooltip.install(area, tooltip);
    }
    getChildren().addAll(offset, hexArea, asciiArea);
  }

  /**
   * Shows row {@code runs}: {@code count} bytes (fewer than {@code perRow} on the last row) from
   * byte offset {@code start}.
   */
  void show(String offsetText, int perRow, int count, List<HexRuns.Run> runs) {
    this.perRow = perRow;
    this.count = count;
    this.runs = runs;
    offset.setText(offsetText);
    int tintsUsed = 0;
    int underlinesUsed = 0;
    int textsUsed = 0;
    for (HexRuns.Run run : runs) {
      switch (run.layer()) {
        case TINT -> style(pooled(tints, tintsUsed++, () -> newTint(0)), run.style());
        case UNDERLINE ->
            style(pooled(underlines, underlinesUsed++, () -> newTint(tints.size())), run.style());
        case TEXT -> {
          Text text = pooled(texts, textsUsed++, this::newText);
          text.setText(run.text());
          style(text, run.style());
        }
      }
    }
    hideFrom(tints, tintsUsed);
    hideFrom(underlines, underlinesUsed);
    hideFrom(texts, textsUsed);
    requestLayout();
  }

  /** The byte index in this row under {@code x} (local), or -1 between columns / past the end. */
  int indexAt(double x) {
    measure();
    double hexX = hexX();
    int column = (int) Math.floor((x - hexX) / charWidth);
    int half = perRow / 2;
    int index = -1;
    if (x >= hexX && column < 3 * half) {
      index = column / 3;
    } else if (x >= hexX && column > 3 * half && column < 3 * perRow + 1) {
      index = (column - 1) / 3;
    } else if (x >= asciiX()) {
      index = (int) Math.floor((x - asciiX()) / charWidth);
    }
    return index >= 0 && index < count ? index : -1;
  }

  /** Where byte {@code index}'s hex cell (or ASCII character) is drawn, in local coordinates. */
  Bounds cell(int index, boolean ascii) {
    measure();
    return ascii
        ? new BoundingBox(asciiX() + index * charWidth, 0, charWidth, cellHeight())
        : new BoundingBox(hexX() + hexColumn(index) * charWidth, 0, 3 * charWidth, cellHeight());
  }

  @Override
  protected double computePrefWidth(double height) {
    measure();
    return snappedLeftInset() + asciiX() + perRow * charWidth + snappedRightInset();
  }

  @Override
  protected double computePrefHeight(double width) {
    measure();
    return snappedTopInset() + cellHeight() + snappedBottomInset();
  }

  @Override
  protected void layoutChildren() {
    measure();
    offset.relocate(0, TOP);
    double hexWidth = (3 * perRow + 1) * charWidth;
    hexArea.resizeRelocate(hexX(), 0, hexWidth, cellHeight());
    asciiArea.resizeRelocate(asciiX(), 0, perRow * charWidth, cellHeight());
    int tint = 0;
    int underline = 0;
    int text = 0;
    for (HexRuns.Run run : runs) {
      switch (run.layer()) {
        case TINT -> place(tints.get(tint++), run, 0, cellHeight());
        case UNDERLINE -> place(underlines.get(underline++), run, TOP + lineHeight, UNDERLINE);
        case TEXT ->
            texts.get(text++).relocate(x(run, run.from()) + (run.ascii() ? 0 : charWidth / 2), TOP);
      }
    }
  }

  private void place(Rectangle tint, HexRuns.Run run, double y, double height) {
    double from = x(run, run.from());
    double to = x(run, run.to() - 1) + (run.ascii() ? charWidth : 3 * charWidth);
    tint.setX(from);
    tint.setY(y);
    tint.setWidth(to - from);
    tint.setHeight(height);
  }

  private double x(HexRuns.Run run, int index) {
    return run.ascii() ? asciiX() + index * charWidth : hexX() + hexColumn(index) * charWidth;
  }

  private int hexColumn(int index) {
    return 3 * index + (index >= perRow / 2 ? 1 : 0);
  }

  private double hexX() {
    return 8 * charWidth + OFFSET_GAP;
  }

  private double asciiX() {
    return hexX() + (3 * perRow + 1) * charWidth + ASCII_GAP;
  }

  private double cellHeight() {
    return TOP + lineHeight + UNDERLINE;
  }

  /** Character width and line height of the font the stylesheet gave the texts. */
  private void measure() {
    Font font = offset.getFont();
    if (font.equals(measuredFont)) {
      return;
    }
    Text probe = new Text("0000000000");
    probe.setFont(font);
    charWidth = probe.getLayoutBounds().getWidth() / 10;
    lineHeight = probe.getLayoutBounds().getHeight();
    measuredFont = font;
  }

  /** A rectangle at child index {@code at}: tints at the bottom, underlines above them. */
  private Rectangle newTint(int at) {
    Rectangle tint = new Rectangle();
    tint.setManaged(false);
    tint.setMouseTransparent(true);
    getChildren().add(at, tint);
    return tint;
  }

  private Text newText() {
    Text text = new Text();
    text.setManaged(false);
    text.setMouseTransparent(true);
    text.setTextOrigin(VPos.TOP);
    getChildren().add(getChildren().indexOf(hexArea), text);
    return text;
  }

  private static <T extends Node> T pooled(List<T> pool, int index, Supplier<T> create) {
    if (index == pool.size()) {
      pool.add(create.get());
    }
    T node = pool.get(index);
    node.setVisible(true);
    return node;
  }

  private static void hideFrom(List<? extends Node> pool, int used) {
    for (int i = used; i < pool.size(); i++) {
      pool.get(i).setVisible(false);
    }
  }

  private static void style(Node node, String style) {
    ObservableList<String> classes = node.getStyleClass();
    String base = node instanceof Text ? "hex-text" : "hex-tint";
    if (classes.size() != 2 || !classes.get(0).equals(base) || !classes.get(1).equals(style)) {
      classes.setAll(base, style);
    }
  }
}
