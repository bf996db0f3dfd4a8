package dev.wirebench.engine.profile;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Per frame, how much of a profile it holds: self (the frame is the leaf: it was running, or it
 * allocated) and total (the frame is anywhere on the stack; a recursive frame counts once per
 * stack), as values and as shares of the profile's total.
 */
public final class HotFrames {
  private HotFrames() {}

  /**
   * One frame's part.
   *
   * @param frame the frame
   * @param self value with the frame as leaf
   * @param total value with the frame anywhere on the stack
   * @param selfShare self / the profile's total
   * @param totalShare total / the profile's total
   */
  public record Frame(String frame, long self, long total, double selfShare, double totalShare) {}

  /** Every frame of {@code profile}, by self value, then total, largest first. */
  public static List<Frame> of(StackProfile profile) {
    Map<String, long[]> sums = new HashMap<>();
    for (StackProfile.Stack stack : profile.stacks()) {
      Set<String> seen = new HashSet<>();
      List<String> frames = stack.frames();
      for (String frame : frames) {
        if (seen.add(frame)) {
          sums.computeIfAbsent(frame, f -> new long[2])[1] += stack.value();
        }
      }
      if (!frames.isEmpty()) {
        sums.get(frames.get(frames.size() - 1))[0] += stack.value();
      }
    }
    double all = Math.max(1, profile.total());
    List<Frame> frames = new ArrayList<>();
    sums.forEach((f, s) -> frames.add(new Frame(f, s[0], s[1], s[0] / all, s[1] / all)));
    frames.sort(
        Comparator.comparingLong(Frame::self)
            .thenComparingLong(Frame::total)
            .reversed()
            .thenComparing(Frame::frame));
    return frames;
  }

  /**
   * Where an allocation profile's bytes were allocated: the allocated type (the leaf frame, its
   * async-profiler suffix {@code _[i]}/{@code _[k]} dropped) and the frame that allocated it.
   *
   * @param site the allocating frame
   * @param type the allocated class
   * @param bytes sampled bytes
   * @param share bytes / the profile's total
   */
  public record AllocationSite(String site, String type, long bytes, double share) {}

  /** The allocation sites of an {@link ProfileEvent#ALLOC} profile, most bytes first. */
  public static List<AllocationSite> allocationSites(StackProfile profile) {
    Map<List<String>, Long> bytes = new HashMap<>();
    for (StackProfile.Stack stack : profile.stacks()) {
      List<String> frames = stack.frames();
      int n = frames.size();
      String type = n == 0 ? "?" : typeName(frames.get(n - 1));
      String site = n < 2 ? "?" : frames.get(n - 2);
      bytes.merge(List.of(site, type), stack.value(), Long::sum);
    }
    double all = Math.max(1, profile.total());
    List<AllocationSite> sites = new ArrayList<>();
    bytes.forEach((k, b) -> sites.add(new AllocationSite(k.get(0), k.get(1), b, b / all)));
    sites.sort(
        Comparator.comparingLong(AllocationSite::bytes)
            .reversed()
            .thenComparing(AllocationSite::site)
            .thenComparing(AllocationSite::type));
    return sites;
  }

  static String typeName(String leaf) {
    return leaf.replaceFirst("_\\[[a-z]\\]$", "");
  }
}
