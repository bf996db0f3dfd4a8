package dev.wirebench.app.profile;

import java.util.Locale;
import java.util.function.Function;
import java.util.regex.Pattern;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;

/**
 * A flame graph on a canvas: the root at the bottom, each frame as wide as its share. Click a frame
 * to zoom to it (its ancestors span the width, its siblings go), click the root to zoom out; frames
 * matching the search are magenta; hovering names a frame with its value and share. Own code (the
 * codecs, Wirebench) is green, Java (JDK, JMH, libraries) blue, native code (JVM, kernel) orange.
 */
public final class FlameGraphCanvas extends Region {
  static final double ROW = 17;
  private static final Color MATCH = Color.web("#e040e0");
  private final Canvas canvas = new Canvas();
  private final ReadOnlyStringWrapper hover = new ReadOnlyStringWrapper(this, "hover", "");
  private FlameLayout layout;
  private FlameLayout.Box zoom;
  private Pattern pattern;
  private Function<FlameLayout.Box, Color> colours;

  public FlameGraphCanvas() {
    setId("flame-graph");
    getChildren().add(canvas);
    canvas.setOnMouseClicked(e -> zoomTo(boxAt(e.getX(), e.getY())));
    canvas.setOnMouseMoved(e -> hover.set(describe(boxAt(e.getX(), e.getY()))));
    canvas.setOnMouseExited(e -> hover.set(""));
    widthProperty().addListener((o, old, w) -> draw());
  }

  /** Shows {@code shown} (null: nothing), zoomed out. */
  public void show(FlameLayout shown) {
    layout = shown;
    zoom = shown == null ? null : shown.root();
    requestLayout();
    draw();
  }

  /**
   * Colours frames with {@code colouring} (a differential's red and blue) instead of by kind of
   * code; null restores the kinds.
   */
  public void colourBy(Function<FlameLayout.Box, Color> colouring) {
    colours = colouring;
    draw();
  }

  /** Highlights frames matching {@code search} (null: none). */
  public void highlight(Pattern search) {
    pattern = search;
    draw();
  }

  /** Zooms to {@code box} (the root, or null, zooms out). */
  public void zoomTo(FlameLayout.Box box) {
    if (layout == null || box == null) {
      return;
    }
    zoom = box;
    draw();
  }

  /** The frame zoomed to (the root when not zoomed), or null when nothing is shown. */
  public FlameLayout.Box zoomed() {
    return zoom;
  }

  /** What is shown, or null. */
  public FlameLayout shown() {
    return layout;
  }

  /** The hovered frame with its value and share, or empty. */
  public ReadOnlyStringProperty hoveredProperty() {
    return hover.getReadOnlyProperty();
  }

  @Override
  protected double computePrefHeight(double width) {
    return layout == null ? ROW : (layout.maxDepth() + 1) * ROW;
  }

  @Override
  protected double computePrefWidth(double height) {
    return 800;
  }

  @Override
  protected void layoutChildren() {
    canvas.setWidth(getWidth());
    canvas.setHeight(computePrefHeight(getWidth()));
    draw();
  }

  /** Where {@code box} is drawn now: {x, width}, or null when it is not drawn. */
  double[] placed(FlameLayout.Box box) {
    double width = canvas.getWidth();
    if (zoom == null || width <= 0) {
      return null;
    }
    if (box.depth() < zoom.depth()) {
      return box.contains(zoom) ? new double[] {0, width} : null;
    }
    if (!zoom.contains(box) || zoom.width() <= 0) {
      return null;
    }
    double scale = width / zoom.width();
    return new double[] {(box.start() - zoom.start()) * scale, box.width() * scale};
  }

  /** The frame drawn at ({@code x}, {@code y}) in this node's coordinates, or null. */
  public FlameLayout.Box boxAt(double x, double y) {
    if (layout == null) {
      return null;
    }
    int depth = (int) Math.floor((canvas.getHeight() - y) / ROW);
    for (FlameLayout.Box box : layout.boxes()) {
      if (box.depth() == depth) {
        double[] at = placed(box);
        if (at != null && x >= at[0] && x < at[0] + at[1]) {
          return box;
        }
      }
    }
    return null;
  }

  String describe(FlameLayout.Box box) {
    if (box == null || layout == null) {
      return "";
    }
    return String.format(
        Locale.ROOT,
        "%s — %,d %s, %.2f %%",
        box.name(),
        box.value(),
        layout.unit(),
        100 * box.width());
  }

  private void draw() {
    GraphicsContext g = canvas.getGraphicsContext2D();
    g.clearRect(0, 0, canvas.getWidth(), canvas.getHeight());
    if (layout == null) {
      return;
    }
    g.setFont(Font.font(11));
    g.setTextBaseline(VPos.CENTER);
    g.setTextAlign(TextAlignment.LEFT);
    for (FlameLayout.Box box : layout.boxes()) {
      double[] at = placed(box);
      if (at == null || at[1] < 0.5) {
        continue;
      }
      double y = canvas.getHeight() - (box.depth() + 1) * ROW;
      g.setFill(colour(box));
      g.fillRect(at[0], y, Math.max(0.5, at[1] - 0.5), ROW - 1);
      if (at[1] > 36) {
        g.save();
        g.beginPath();
        g.rect(at[0], y, at[1] - 2, ROW);
        g.clip();
        g.setFill(Color.BLACK);
        g.fillText(box.name(), at[0] + 3, y + ROW / 2);
        g.restore();
      }
    }
  }

  private Color colour(FlameLayout.Box box) {
    if (pattern != null && pattern.matcher(box.name()).find()) {
      return MATCH;
    }
    if (box.depth() == 0) {
      return Color.gray(0.85);
    }
    if (colours != null) {
      return colours.apply(box);
    }
    double tint = (Math.abs(box.name().hashCode()) % 100) / 100.0;
    return switch (box.kind()) {
      case OWN -> Color.hsb(100 + 30 * tint, 0.55, 0.85);
      case JAVA -> Color.hsb(195 + 25 * tint, 0.40, 0.95);
      case NATIVE -> Color.hsb(25 + 20 * tint, 0.60, 0.95);
    };
  }
}
