package dev.wirebench.engine.stats;

import dev.wirebench.engine.result.BenchResult;
import java.util.List;

/**
 * The comparison of a baseline run A with a candidate run B.
 *
 * @param nameA the baseline's name
 * @param nameB the candidate's name
 * @param settings α and noise band used
 * @param warnings how the runs are not like for like (show these above the table)
 * @param pairs one row per benchmark present in both, in A's order
 * @param summary counts and the geometric-mean speed-up
 * @param onlyInA results of A with no partner in B
 * @param onlyInB results of B with no partner in A
 */
public record RunComparison(
    String nameA,
    String nameB,
    CompareSettings settings,
    List<ProvenanceWarning> warnings,
    List<PairComparison> pairs,
    ComparisonSummary summary,
    List<BenchResult> onlyInA,
    List<BenchResult> onlyInB) {
  public RunComparison {
    warnings = List.copyOf(warnings);
    pairs = List.copyOf(pairs);
    onlyInA = List.copyOf(onlyInA);
    onlyInB = List.copyOf(onlyInB);
  }
}
