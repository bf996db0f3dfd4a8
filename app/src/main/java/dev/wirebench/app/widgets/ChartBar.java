package dev.wirebench.app.widgets;

/**
 * One bar of a {@link ScoreChart}: a category, a value and the interval drawn as an error bar (NaN
 * bounds: none), or a failure written in place of the bar.
 *
 * @param series which series the bar belongs to ("A", "B" in a grouped chart; a verdict such as
 *     "FASTER" colours a bar of a one-series chart; "" for none)
 * @param label the category, e.g. {@code json decode snapshot [avgt]}
 * @param value the bar's length (NaN for a failed result)
 * @param low the error bar's low end
 * @param high the error bar's high end
 * @param text what is written beside the bar, or null for the value as a number
 * @param failure why the result failed (written instead of the bar), or null
 */
public record ChartBar(
    String series,
    String label,
    double value,
    double low,
    double high,
    String text,
    String failure) {
  /** A bar without its own text, not failed. */
  public ChartBar(String series, String label, double value, double low, double high) {
    this(series, label, value, low, high, null, null);
  }

  /** A bar whose error bar is value ± error (no error bar if the error is not finite). */
  public static ChartBar of(String series, String label, double value, double error) {
    boolean bounded = Double.isFinite(error);
    return new ChartBar(
        series,
        label,
        value,
        bounded ? value - error : Double.NaN,
        bounded ? value + error : Double.NaN);
  }

  /** A failed result: the chart writes the failure's first line where the bar would be. */
  public static ChartBar failed(String series, String label, String failure) {
    return new ChartBar(series, label, Double.NaN, Double.NaN, Double.NaN, null, failure);
  }

  /** This bar with {@code text} written beside it. */
  public ChartBar withText(String text) {
    return new ChartBar(series, label, value, low, high, text, failure);
  }

  public boolean hasInterval() {
    return Double.isFinite(low) && Double.isFinite(high);
  }

  public boolean isFailed() {
    return failure != null;
  }
}
