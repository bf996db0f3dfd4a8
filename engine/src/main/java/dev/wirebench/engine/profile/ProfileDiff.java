package dev.wirebench.engine.profile;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The differential profile of one benchmark in two runs: each profile normalised to its own total,
 * then per frame the change in its total share (B − A, in percentage points).
 *
 * <p>The rule for "too few samples": each share is a binomial proportion of the profile's samples,
 * given a 95 % Wilson score interval; a frame grew or shrank only when the two intervals do not
 * overlap, else its change is within sampling noise. A side with fewer than {@link #MIN_SAMPLES}
 * samples supports no difference at all. Samples of one fork are not independent (a long-running
 * frame is hit in runs), so the intervals are optimistic; requiring no overlap, rather than a
 * difference test, keeps the rule on the safe side. For allocation profiles the shares are of bytes
 * and the sample count stands in for n.
 */
public final class ProfileDiff {
  /** Below this many samples a profile supports no difference. */
  public static final long MIN_SAMPLES = 100;

  private static final double Z95 = 1.959963984540054;

  private ProfileDiff() {}

  /** How a frame's share changed. */
  public enum Change {
    GREW,
    SHRANK,
    WITHIN_NOISE
  }

  /**
   * One frame in both profiles.
   *
   * @param frame the frame
   * @param shareA its total share in A (0..1)
   * @param shareB its total share in B
   * @param delta shareB − shareA
   * @param change whether the intervals separate
   */
  public record Mover(String frame, double shareA, double shareB, double delta, Change change) {}

  /**
   * The differential of {@code a} and {@code b}.
   *
   * @param movers every frame of either side, biggest change first
   * @param tooFew why no difference is supported (a side has too few samples), or null
   */
  public record Result(List<Mover> movers, String tooFew) {}

  /** Lambda and hidden classes carry a per-JVM number and address: {@code $$Lambda$228.0x7f…}. */
  private static final java.util.regex.Pattern PER_JVM =
      java.util.regex.Pattern.compile("\\$\\$Lambda(\\$\\d+)?([./]0x[0-9a-f]+)?");

  /**
   * {@code profile} with frames that differ between JVMs for the same code made equal: a lambda's
   * class number and hidden-class address are dropped ({@code MessageJsonReader$$Lambda.read}).
   */
  public static StackProfile normalized(StackProfile profile) {
    List<StackProfile.Stack> stacks = new ArrayList<>();
    for (StackProfile.Stack stack : profile.stacks()) {
      stacks.add(
          new StackProfile.Stack(
              stack.frames().stream()
                  .map(f -> PER_JVM.matcher(f).replaceAll("\\$\\$Lambda"))
                  .toList(),
              stack.value()));
    }
    return new StackProfile(
        profile.profiler(),
        profile.event(),
        profile.sampled(),
        profile.interval(),
        profile.samples(),
        stacks,
        profile.note());
  }

  /** The differential of {@code a} and {@code b}, frames {@link #normalized}. */
  public static Result of(StackProfile rawA, StackProfile rawB) {
    StackProfile a = normalized(rawA);
    StackProfile b = normalized(rawB);
    Map<String, double[]> shares = new HashMap<>();
    for (HotFrames.Frame f : HotFrames.of(a)) {
      shares.computeIfAbsent(f.frame(), k -> new double[2])[0] = f.totalShare();
    }
    for (HotFrames.Frame f : HotFrames.of(b)) {
      shares.computeIfAbsent(f.frame(), k -> new double[2])[1] = f.totalShare();
    }
    String tooFew = tooFew(a, "A", b, "B");
    List<Mover> movers = new ArrayList<>();
    shares.forEach(
        (frame, s) -> {
          Change change =
              tooFew != null ? Change.WITHIN_NOISE : change(s[0], a.samples(), s[1], b.samples());
          movers.add(new Mover(frame, s[0], s[1], s[1] - s[0], change));
        });
    movers.sort(
        Comparator.comparingDouble((Mover m) -> -Math.abs(m.delta())).thenComparing(Mover::frame));
    return new Result(movers, tooFew);
  }

  private static String tooFew(StackProfile a, String nameA, StackProfile b, String nameB) {
    List<String> few = new ArrayList<>();
    if (a.samples() < MIN_SAMPLES) {
      few.add(nameA + " has " + a.samples());
    }
    if (b.samples() < MIN_SAMPLES) {
      few.add(nameB + " has " + b.samples());
    }
    return few.isEmpty()
        ? null
        : "too few samples to support a difference ("
            + String.join(", ", few)
            + "; at least "
            + MIN_SAMPLES
            + " each)";
  }

  static Change change(double pa, long na, double pb, long nb) {
    double[] ia = wilson(pa, na);
    double[] ib = wilson(pb, nb);
    if (ib[0] > ia[1]) {
      return Change.GREW;
    }
    if (ib[1] < ia[0]) {
      return Change.SHRANK;
    }
    return Change.WITHIN_NOISE;
  }

  /** The 95 % Wilson score interval of proportion {@code p} of {@code n} trials. */
  public static double[] wilson(double p, long n) {
    if (n <= 0) {
      return new double[] {0, 1};
    }
    double z2 = Z95 * Z95;
    double denominator = 1 + z2 / n;
    double centre = (p + z2 / (2.0 * n)) / denominator;
    double half = Z95 * Math.sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / denominator;
    return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
  }
}
