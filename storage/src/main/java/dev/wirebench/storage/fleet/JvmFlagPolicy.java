package dev.wirebench.storage.fleet;

import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The JVM flags a fleet job may give its forks: heap and stack sizes, the collector, JIT tiers and
 * a few well-known tuning switches. A flag is a way to run code on a host (an agent, an error hook,
 * a boot class path, a system property a library reads), so anything not matched here is refused,
 * with the flag named. The list is written down in docs/cli.md ("What an agent runs").
 */
public final class JvmFlagPolicy {
  private static final String SIZE = "\\d+[kKmMgG]?";
  private static final String NUMBER = "\\d{1,6}";

  /** Each allowed flag, whole (no prefix matching: {@code -XX:+UseG1GCx} is refused). */
  static final List<Pattern> ALLOWED =
      List.of(
          Pattern.compile("-X(mx|ms|ss|mn)" + SIZE),
          Pattern.compile("-Xint|-Xbatch|-Xcomp"),
          Pattern.compile("-XX:\\+Use(G1|Parallel|Serial|Z|Shenandoah)GC"),
          Pattern.compile("-XX:[+-]ZGenerational"),
          Pattern.compile("-XX:[+-]TieredCompilation"),
          Pattern.compile("-XX:TieredStopAtLevel=[0-4]"),
          Pattern.compile(
              "-XX:[+-](UseCompressedOops|UseCompressedClassPointers|AlwaysPreTouch|UseNUMA"
                  + "|UseLargePages|UseTransparentHugePages|UseStringDeduplication"
                  + "|UseBiasedLocking|UseCountedLoopSafepoints|UseSuperWord|DoEscapeAnalysis"
                  + "|Inline|UseTLAB|ResizeTLAB)"),
          Pattern.compile(
              "-XX:(CICompilerCount|MaxInlineLevel|MaxInlineSize|FreqInlineSize|InlineSmallCode"
                  + "|ParallelGCThreads|ConcGCThreads|MaxGCPauseMillis|LoopUnrollLimit"
                  + "|ObjectAlignmentInBytes|AutoBoxCacheMax)="
                  + NUMBER),
          Pattern.compile("-XX:(MaxMetaspaceSize|ReservedCodeCacheSize|TLABSize)=" + SIZE));

  private JvmFlagPolicy() {}

  /** Why {@code flag} is refused, or empty if it is allowed. */
  public static Optional<String> refusal(String flag) {
    for (Pattern allowed : ALLOWED) {
      if (allowed.matcher(flag).matches()) {
        return Optional.empty();
      }
    }
    return Optional.of(
        "JVM flag "
            + flag
            + " is not on the agents' allow-list (heap and stack sizes, the collector, JIT tiers"
            + " and inlining, a few GC and memory switches: see docs/cli.md); a fleet job never"
            + " carries agents, hooks, class paths or system properties");
  }
}
