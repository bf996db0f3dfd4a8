package dev.wirebench.app.runs;

/**
 * One bar of a {@link ScoreChart}: a category, a value and the interval drawn as an error bar (NaN
 * bounds: none).
 *
 * @param series which series the bar belongs to (e.g. "A", "B"; one-series charts use "")
 * @param label the category, e.g. {@code json decode snapshot [avgt]}
 * @param value the bar's length
 * @param low the error bar's low end
 * @param high the error bar's high end
 */
public record ChartBar(String series, String label, double value, double low, double high) {
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

  public boolean hasInterval() {
    return Double.isFinite(low) && Double.isFinite(high);
  }
}
