package dev.wirebench.app.history;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** Reducing a placed series to what each pixel column shows. */
class ColumnDecimationTest {
  private final ColumnDecimation decimation = new ColumnDecimation();

  @Test
  void keepsFirstLowestHighestAndLastOfEachColumnInSeriesOrder() {
    // column 0: y 5, 9 (lowest score: largest y), 1 (highest), 4; column 1: y 3
    double[] x = {0.1, 0.3, 0.5, 0.9, 1.2};
    double[] y = {5, 9, 1, 4, 3};

    decimation.decimate(x, y, nan(5), nan(5));

    assertThat(line()).containsExactly(0.1, 5, 0.3, 9, 0.5, 1, 0.9, 4, 1.2, 3);
  }

  @Test
  void tenThousandPointsBecomeAtMostFourPerColumnAndEveryExtremeStays() {
    int n = 10_000;
    double[] x = new double[n];
    double[] y = new double[n];
    for (int i = 0; i < n; i++) {
      x[i] = i * 800.0 / n; // 12.5 points per pixel
      y[i] = 200 + 50 * Math.sin(i * 0.7);
    }
    y[4321] = 10; // a lone outlier must still be drawn

    decimation.decimate(x, y, nan(n), nan(n));

    assertThat(decimation.linePoints()).isLessThanOrEqualTo(4 * 800);
    double[] drawnY = Arrays.copyOf(decimation.lineY(), decimation.linePoints());
    assertThat(drawnY).contains(10.0);
    assertThat(decimation.spans()).isEqualTo(800);
    // column 345 holds the outlier: its span reaches it
    assertThat(decimation.spanTop()[345]).isEqualTo(10.0);
  }

  @Test
  void errorBarsOfAColumnMergeIntoTheirEnvelopeAndMissingOnesAreSkipped() {
    double[] x = {0.2, 0.6, 3.5};
    double[] y = {50, 52, 40};
    double[] top = {45, 47, Double.NaN};
    double[] bottom = {55, 60, Double.NaN};

    decimation.decimate(x, y, top, bottom);

    assertThat(decimation.bars()).isEqualTo(1);
    assertThat(decimation.barX()[0]).isEqualTo(0.5);
    assertThat(decimation.barTop()[0]).isEqualTo(45);
    assertThat(decimation.barBottom()[0]).isEqualTo(60);
  }

  @Test
  void aColumnSpanReachesBackToItsNeighbourButNotAcrossAGap() {
    double[] x = {0.5, 1.5, 5.5};
    double[] y = {10, 30, 20};

    decimation.decimate(x, y, nan(3), nan(3));

    assertThat(decimation.spans()).isEqualTo(3);
    assertThat(decimation.spanTop()[1]).isEqualTo(10); // joins column 0's point
    assertThat(decimation.spanBottom()[1]).isEqualTo(30);
    assertThat(decimation.spanTop()[2]).isEqualTo(20); // column 5: a gap, joined by a stroke
    assertThat(decimation.spanLast()[1]).isEqualTo(30);
    assertThat(decimation.spanFirst()[2]).isEqualTo(20);
  }

  private double[] line() {
    double[] xy = new double[2 * decimation.linePoints()];
    for (int i = 0; i < decimation.linePoints(); i++) {
      xy[2 * i] = decimation.lineX()[i];
      xy[2 * i + 1] = decimation.lineY()[i];
    }
    return xy;
  }

  private static double[] nan(int n) {
    double[] values = new double[n];
    Arrays.fill(values, Double.NaN);
    return values;
  }
}
