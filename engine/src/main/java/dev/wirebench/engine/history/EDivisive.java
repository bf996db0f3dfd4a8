package dev.wirebench.engine.history;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;

/**
 * E-divisive with means: the hierarchical change-point search of Matteson and James ("A
 * Nonparametric Approach for Multiple Change Point Analysis of Multivariate Data", JASA 2014), as
 * MongoDB runs it on its continuous performance tests (Daly et al., "Change Point Detection in
 * Software Performance Testing", ICPE 2020), with exponent α = 1 and each segment's end as κ.
 *
 * <p>Each round finds, in every segment between the change points so far, the split τ maximising
 * the energy statistic q(τ) = nL·nR/n · (2/(nL·nR) Σ|Xi − Yj| − Σ|Xi − Xk|/C(nL, 2) − Σ|Yj −
 * Yk|/C(nR, 2)), takes the best over all segments, and keeps it when a permutation test says so:
 * the data are shuffled within each segment and the best split searched again; p = (k + 1)/(R + 1)
 * with k of R shuffles at least as extreme. The search stops at the first split with p > α.
 * Shuffles stop as soon as the split can no longer reach α, so a series without change costs a few
 * shuffles.
 *
 * <p>q is computed for all τ of a segment in O(n log n): Fenwick trees over the values' ranks give
 * each point's distance sum to the left part as the scan moves it across, and its distance sum to
 * the whole segment does not change under shuffling.
 *
 * <p>Deterministic for a given seed; stateless between calls and thread-safe.
 */
public final class EDivisive {
  private final ChangePointSettings settings;

  public EDivisive(ChangePointSettings settings) {
    this.settings = settings;
  }

  /**
   * A split found significant.
   *
   * @param index the first index of the new segment
   * @param q the energy statistic of the split
   * @param pValue the permutation test's p-value
   */
  public record Split(int index, double q, double pValue) {}

  /** The significant splits of {@code values}, by index. */
  public List<Split> splits(double[] values) {
    SplittableRandom random = new SplittableRandom(settings.seed());
    List<Segment> segments = new ArrayList<>();
    segments.add(new Segment(values, 0, values.length, settings.minSegment()));
    List<Split> found = new ArrayList<>();
    while (true) {
      Segment best = null;
      for (Segment segment : segments) {
        if (segment.best != null && (best == null || segment.best.q() > best.best.q())) {
          best = segment;
        }
      }
      if (best == null) {
        break;
      }
      double p = pValue(segments, best.best.q(), random);
      if (p > settings.alpha()) {
        break;
      }
      int at = best.start + best.best.index();
      found.add(new Split(at, best.best.q(), p));
      segments.remove(best);
      segments.add(new Segment(values, best.start, at, settings.minSegment()));
      segments.add(new Segment(values, at, best.end, settings.minSegment()));
    }
    found.sort(Comparator.comparingInt(Split::index));
    return found;
  }

  /**
   * The share of shuffles whose best split, over all segments, is at least {@code q}. Each
   * segment's shuffled maxima are kept: shuffles of different segments are independent, so a
   * segment left whole by a split reuses its draws.
   */
  private double pValue(List<Segment> segments, double q, SplittableRandom random) {
    int rounds = settings.permutations();
    int exceeded = 0;
    int done = 0;
    for (int r = 0; r < rounds; r++) {
      double max = Double.NEGATIVE_INFINITY;
      for (Segment segment : segments) {
        max = Math.max(max, segment.shuffledMax(r, random));
      }
      done++;
      if (max >= q) {
        exceeded++;
        // p can only end above alpha now: stop shuffling
        if ((exceeded + 1.0) / (rounds + 1.0) > settings.alpha()) {
          break;
        }
      }
    }
    return (exceeded + 1.0) / (done + 1.0);
  }

  /** One segment between change points, its best split and its shuffled maxima so far. */
  private static final class Segment {
    final int start;
    final int end;
    final Split best;
    private final Scan scan;
    private double[] shuffled = new double[0];
    private int drawn;

    Segment(double[] values, int start, int end, int minSegment) {
      this.start = start;
      this.end = end;
      this.scan = end - start >= 2 * minSegment ? new Scan(values, start, end, minSegment) : null;
      this.best = scan == null ? null : scan.best(scan.identity());
    }

    /** The best q of the {@code r}-th shuffle of this segment (-inf if it cannot split). */
    double shuffledMax(int r, SplittableRandom random) {
      if (scan == null) {
        return Double.NEGATIVE_INFINITY;
      }
      while (drawn <= r) {
        if (drawn == shuffled.length) {
          shuffled = Arrays.copyOf(shuffled, Math.max(16, drawn * 2));
        }
        shuffled[drawn++] = scan.best(scan.shuffle(random)).q();
      }
      return shuffled[r];
    }
  }

  /** The energy statistic of every split of one segment, for any order of its points. */
  private static final class Scan {
    private final int n;
    private final int minSegment;
    private final double[] value;
    private final int[] rank;
    private final double[] distanceToAll;
    private final int[] order;
    private final double within;

    /** Count and value sum per Fenwick node, interleaved: one cache line serves both. */
    private final double[] fenwick;

    Scan(double[] values, int start, int end, int minSegment) {
      this.n = end - start;
      this.minSegment = minSegment;
      this.value = Arrays.copyOfRange(values, start, end);
      this.rank = new int[n];
      this.distanceToAll = new double[n];
      this.order = new int[n];
      this.fenwick = new double[2 * (n + 1)];
      Integer[] byValue = new Integer[n];
      for (int i = 0; i < n; i++) {
        byValue[i] = i;
      }
      Arrays.sort(byValue, Comparator.comparingDouble(i -> value[i]));
      double total = 0;
      for (double v : value) {
        total += v;
      }
      double below = 0;
      for (int r = 0; r < n; r++) {
        int i = byValue[r];
        rank[i] = r;
        double v = value[i];
        distanceToAll[i] = v * r - below + (total - below - v) - v * (n - r - 1);
        below += v;
      }
      double sum = 0;
      for (double d : distanceToAll) {
        sum += d;
      }
      this.within = sum;
    }

    int[] identity() {
      for (int i = 0; i < n; i++) {
        order[i] = i;
      }
      return order;
    }

    int[] shuffle(SplittableRandom random) {
      for (int i = n - 1; i > 0; i--) {
        int j = random.nextInt(i + 1);
        int t = order[i];
        order[i] = order[j];
        order[j] = t;
      }
      return order;
    }

    /** The split of the points in {@code order} with the largest q; index is relative. */
    Split best(int[] order) {
      Arrays.fill(fenwick, 0);
      double withinRight = within / 2;
      double withinLeft = 0;
      double between = 0;
      double sumLeft = 0;
      double bestQ = Double.NEGATIVE_INFINITY;
      int bestIndex = -1;
      for (int t = 0; t < n - minSegment; t++) {
        int e = order[t];
        double v = value[e];
        int r = rank[e];
        double countBelow = 0;
        double sumBelow = 0;
        for (int k = r; k > 0; k -= k & -k) {
          countBelow += fenwick[2 * k];
          sumBelow += fenwick[2 * k + 1];
        }
        int countLeft = t;
        double toLeft =
            v * countBelow - sumBelow + (sumLeft - sumBelow) - v * (countLeft - countBelow);
        double toRight = distanceToAll[e] - toLeft;
        withinLeft += toLeft;
        withinRight -= toRight;
        between += toRight - toLeft;
        sumLeft += v;
        for (int k = r + 1; k <= n; k += k & -k) {
          fenwick[2 * k] += 1;
          fenwick[2 * k + 1] += v;
        }
        int left = t + 1;
        int right = n - left;
        if (left >= minSegment) {
          double q = statistic(left, right, between, withinLeft, withinRight);
          if (q > bestQ) {
            bestQ = q;
            bestIndex = left;
          }
        }
      }
      return new Split(bestIndex, bestQ, Double.NaN);
    }

    private double statistic(
        int left, int right, double between, double withinLeft, double withinRight) {
      double energy =
          2 * between / ((double) left * right)
              - 2 * withinLeft / ((double) left * (left - 1))
              - 2 * withinRight / ((double) right * (right - 1));
      return (double) left * right / n * energy;
    }
  }
}
