package dev.wirebench.app.widgets;

import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Region;
import javafx.util.Duration;

/**
 * Keyboard access to a chart, shared by every chart of the workbench (canvas charts and JavaFX
 * {@link XYChart}s alike): the chart takes focus (Tab), shows the focus ring ({@code
 * .keyboard-chart:focused}), and the arrow keys move a readout across its points — ←/→ along a
 * series, ↑/↓ between series, Home/End to the first/last point, Esc to hide it; Enter on the point
 * does what a click on it does and Shift+Enter what a double-click does, for charts whose points
 * act ({@link Points#activate}). The readout says what the mouse tooltip says, in a tooltip beside
 * the point, and as the chart's accessible text for screen readers. FX thread only.
 */
public final class ChartReadout {
  /** The style class that gives a chart the focus ring. */
  public static final String STYLE = "keyboard-chart";

  /** The style class of the point an {@link XYChart}'s readout is on. */
  public static final String POINT_STYLE = "readout-point";

  /** What a chart offers its readout: series of points and what each point says. */
  public interface Points {
    int seriesCount();

    int pointCount(int series);

    /** The readout of a point: the same text its mouse tooltip shows. */
    String describe(int series, int point);

    /** Where the point is in the chart's own coordinates (to place the readout), or null. */
    default Point2D anchor(int series, int point) {
      return null;
    }

    /** Highlights the point the readout is on; (-1, -1) clears the highlight. */
    default void mark(int series, int point) {}

    /**
     * Acts on the point the readout is on, as the mouse would: Enter as a click, Shift+Enter
     * ({@code twice}) as a double-click. Returns false where the chart's points do not act, so the
     * key goes on to the window (e.g. a dialog's default button).
     */
    default boolean activate(int series, int point, boolean twice) {
      return false;
    }
  }

  private final Region chart;
  private final Points points;
  private final ReadOnlyStringWrapper text = new ReadOnlyStringWrapper(this, "text", "");
  private final Tooltip tooltip = new Tooltip();
  private int series = -1;
  private int point = -1;

  private ChartReadout(Region chart, Points points) {
    this.chart = chart;
    this.points = points;
    tooltip.setShowDelay(Duration.ZERO);
    // Esc is the readout's own key: a popup that hid itself on Esc would swallow it first.
    tooltip.setHideOnEscape(false);
    tooltip.getStyleClass().add("chart-readout");
    chart.setFocusTraversable(true);
    chart.getStyleClass().add(STYLE);
    chart.addEventHandler(KeyEvent.KEY_PRESSED, this::key);
    chart.addEventHandler(MouseEvent.MOUSE_PRESSED, e -> chart.requestFocus());
    chart
        .focusedProperty()
        .addListener(
            (o, was, focused) -> {
              if (focused) {
                refresh();
                if (series < 0) {
                  moveTo(0, 0);
                }
              } else {
                hide();
              }
            });
  }

  /** Gives {@code chart} keyboard access to {@code points}. */
  public static ChartReadout attach(Region chart, Points points) {
    return new ChartReadout(chart, points);
  }

  /**
   * Gives an {@link XYChart} keyboard access to its data points, in series order; the readout is
   * the tooltip installed on the point's node, or "series: x, y" where none is.
   */
  public static ChartReadout attach(XYChart<?, ?> chart) {
    return new ChartReadout(chart, new XyPoints(chart));
  }

  /** The readout's text (empty when hidden). */
  public ReadOnlyStringProperty textProperty() {
    return text.getReadOnlyProperty();
  }

  /** The series the readout is on, or -1. */
  public int series() {
    return series;
  }

  /** The point the readout is on, or -1. */
  public int point() {
    return point;
  }

  /** Keeps the readout on a point that still exists after the chart's data changed. */
  public void refresh() {
    if (series < 0) {
      return;
    }
    if (points.seriesCount() == 0) {
      hide();
      return;
    }
    moveTo(Math.min(series, points.seriesCount() - 1), point);
  }

  private void key(KeyEvent e) {
    if (points.seriesCount() == 0) {
      return;
    }
    int s = Math.max(0, series);
    int p = Math.max(0, point);
    switch (e.getCode()) {
      case LEFT, KP_LEFT -> moveTo(s, p - 1);
      case RIGHT, KP_RIGHT -> moveTo(s, p + 1);
      case UP, KP_UP -> moveTo(s - 1, p);
      case DOWN, KP_DOWN -> moveTo(s + 1, p);
      case HOME -> moveTo(s, 0);
      case END -> moveTo(s, Integer.MAX_VALUE);
      case ENTER -> {
        if (series < 0 || !points.activate(series, point, e.isShiftDown())) {
          return;
        }
        // the point may read differently now (e.g. "selected"): say it again
        refresh();
      }
      case ESCAPE -> {
        if (series < 0) {
          return;
        }
        hide();
      }
      default -> {
        return;
      }
    }
    e.consume();
  }

  private void moveTo(int s, int p) {
    int count = points.seriesCount();
    if (count == 0) {
      hide();
      return;
    }
    series = Math.floorMod(s, count);
    int inSeries = points.pointCount(series);
    point = inSeries == 0 ? 0 : Math.max(0, Math.min(p, inSeries - 1));
    String said = inSeries == 0 ? "(no points)" : points.describe(series, point);
    text.set(said);
    chart.setAccessibleText(said);
    points.mark(series, inSeries == 0 ? -1 : point);
    show(said);
  }

  private void show(String said) {
    tooltip.setText(said);
    if (chart.getScene() == null || chart.getScene().getWindow() == null) {
      return;
    }
    if (!chart.getScene().getWindow().isShowing()) {
      return;
    }
    Point2D at = points.anchor(series, point);
    Bounds bounds = chart.getLayoutBounds();
    Point2D local = at == null ? new Point2D(bounds.getMinX() + 12, bounds.getMinY() + 12) : at;
    Point2D screen = chart.localToScreen(local);
    if (screen != null) {
      tooltip.show(chart, screen.getX() + 14, screen.getY() + 14);
    }
  }

  private void hide() {
    tooltip.hide();
    points.mark(-1, -1);
    series = -1;
    point = -1;
    text.set("");
  }

  /** The data points of an {@link XYChart}, in series order. */
  private static final class XyPoints implements Points {
    private static final String TOOLTIP_KEY = "javafx.scene.control.Tooltip";
    private final XYChart<?, ?> chart;
    private Node marked;

    XyPoints(XYChart<?, ?> chart) {
      this.chart = chart;
    }

    @Override
    public int seriesCount() {
      return chart.getData().size();
    }

    @Override
    public int pointCount(int series) {
      return chart.getData().get(series).getData().size();
    }

    @Override
    public String describe(int series, int point) {
      XYChart.Series<?, ?> s = chart.getData().get(series);
      XYChart.Data<?, ?> d = s.getData().get(point);
      Node node = d.getNode();
      // The tooltip Tooltip.install put on the point, so keyboard and mouse read the same.
      if (node != null && node.getProperties().get(TOOLTIP_KEY) instanceof Tooltip t) {
        return t.getText();
      }
      String name = s.getName() == null ? "" : s.getName() + ": ";
      return name + value(d.getXValue()) + ", " + value(d.getYValue());
    }

    @Override
    public Point2D anchor(int series, int point) {
      Node node = chart.getData().get(series).getData().get(point).getNode();
      if (node == null || node.getScene() == null) {
        return null;
      }
      Bounds b = node.localToScene(node.getLayoutBounds());
      return chart.sceneToLocal(b.getCenterX(), b.getCenterY());
    }

    @Override
    public void mark(int series, int point) {
      if (marked != null) {
        marked.getStyleClass().remove(POINT_STYLE);
        marked = null;
      }
      if (series >= 0 && point >= 0) {
        marked = chart.getData().get(series).getData().get(point).getNode();
        if (marked != null) {
          marked.getStyleClass().add(POINT_STYLE);
        }
      }
    }

    private static String value(Object v) {
      return v instanceof Number n ? ScoreChart.number(n.doubleValue()) : String.valueOf(v);
    }
  }
}
