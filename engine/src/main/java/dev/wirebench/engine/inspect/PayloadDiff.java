package dev.wirebench.engine.inspect;

import dev.wirebench.engine.codec.FieldSpan;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Which bytes differ between two payloads of the same codec, for marking them side by side.
 *
 * <p>With field spans, leaves are paired by field path, kind and occurrence, so a value that grew
 * by one digit marks that value and not every byte after it. Paired leaves are compared byte by
 * byte (equal lengths) or with a bounded edit-distance alignment ({@link #bytes}); unpaired leaves
 * are marked whole. Without spans the whole payloads are aligned. Blocking; thread-safe; allocates
 * freely (an inspection helper, not a hot path).
 *
 * @param changedInA runs of bytes of the first payload that have no equal counterpart
 * @param changedInB runs of bytes of the second payload that have no equal counterpart
 */
public record PayloadDiff(List<Run> changedInA, List<Run> changedInB) {
  /**
   * Alignment work is bounded: past this many single-byte edits inside one compared region the
   * region is marked changed whole instead (memory grows with the square of the edit count).
   */
  public static final int MAX_EDITS = 1024;

  /** A run of bytes: {@code length} bytes starting at {@code offset}. */
  public record Run(int offset, int length) {
    public int end() {
      return offset + length;
    }
  }

  public PayloadDiff {
    changedInA = List.copyOf(changedInA);
    changedInB = List.copyOf(changedInB);
  }

  /** True if both payloads are byte for byte the same. */
  public boolean identical() {
    return changedInA.isEmpty() && changedInB.isEmpty();
  }

  /** Bytes marked in the first payload. */
  public int changedBytesInA() {
    return changedInA.stream().mapToInt(Run::length).sum();
  }

  /** Bytes marked in the second payload. */
  public int changedBytesInB() {
    return changedInB.stream().mapToInt(Run::length).sum();
  }

  /** Aligns two payloads as plain bytes. */
  public static PayloadDiff bytes(byte[] a, byte[] b) {
    boolean[] markA = new boolean[a.length];
    boolean[] markB = new boolean[b.length];
    align(a, 0, a.length, b, 0, b.length, markA, markB);
    return new PayloadDiff(runs(markA), runs(markB));
  }

  /**
   * Compares two payloads leaf span by leaf span (spans as returned by the codec's {@code
   * describe}); falls back to {@link #bytes} if either has no spans.
   */
  public static PayloadDiff spans(
      byte[] a, List<FieldSpan> spansA, byte[] b, List<FieldSpan> spansB) {
    List<FieldSpan> leavesA = leaves(spansA, a.length);
    List<FieldSpan> leavesB = leaves(spansB, b.length);
    if (leavesA.isEmpty() || leavesB.isEmpty()) {
      return bytes(a, b);
    }
    Map<String, FieldSpan> byKeyB = new HashMap<>();
    List<String> keysB = keys(leavesB);
    for (int i = 0; i < leavesB.size(); i++) {
      byKeyB.put(keysB.get(i), leavesB.get(i));
    }
    boolean[] markA = new boolean[a.length];
    boolean[] markB = new boolean[b.length];
    boolean[] pairedB = new boolean[b.length];
    List<String> keysA = keys(leavesA);
    for (int i = 0; i < leavesA.size(); i++) {
      FieldSpan left = leavesA.get(i);
      FieldSpan right = byKeyB.get(keysA.get(i));
      if (right == null) {
        Arrays.fill(markA, left.offset(), left.end(), true);
        continue;
      }
      Arrays.fill(pairedB, right.offset(), right.end(), true);
      align(a, left.offset(), left.end(), b, right.offset(), right.end(), markA, markB);
    }
    for (int i = 0; i < b.length; i++) {
      markB[i] |= !pairedB[i];
    }
    return new PayloadDiff(runs(markA), runs(markB));
  }

  /** Leaves in offset order; a leaf outside the payload is dropped (its bytes stay unpaired). */
  private static List<FieldSpan> leaves(List<FieldSpan> spans, int size) {
    List<FieldSpan> leaves = new ArrayList<>();
    flatten(spans, leaves);
    leaves.removeIf(leaf -> leaf.offset() < 0 || leaf.end() > size);
    return leaves;
  }

  private static void flatten(List<FieldSpan> spans, List<FieldSpan> into) {
    for (FieldSpan span : spans) {
      if (span.isLeaf()) {
        into.add(span);
      } else {
        flatten(span.children(), into);
      }
    }
  }

  /** {@code path|kind#n}: the n-th leaf with that path and kind. */
  private static List<String> keys(List<FieldSpan> leaves) {
    Map<String, Integer> seen = new HashMap<>();
    List<String> keys = new ArrayList<>(leaves.size());
    for (FieldSpan leaf : leaves) {
      String base = leaf.path() + '|' + leaf.kind();
      int n = seen.merge(base, 1, Integer::sum);
      keys.add(base + '#' + n);
    }
    return keys;
  }

  /** Marks the bytes of a[fromA, toA) and b[fromB, toB) that the alignment leaves unmatched. */
  private static void align(
      byte[] a,
      int fromA,
      int toA,
      byte[] b,
      int fromB,
      int toB,
      boolean[] markA,
      boolean[] markB) {
    while (fromA < toA && fromB < toB && a[fromA] == b[fromB]) {
      fromA++;
      fromB++;
    }
    while (toA > fromA && toB > fromB && a[toA - 1] == b[toB - 1]) {
      toA--;
      toB--;
    }
    int n = toA - fromA;
    int m = toB - fromB;
    if (n == 0 || m == 0) {
      Arrays.fill(markA, fromA, toA, true);
      Arrays.fill(markB, fromB, toB, true);
    } else if (n == m && n <= 8) {
      // A short same-length change (a digit, a flag): compare in place.
      for (int i = 0; i < n; i++) {
        boolean differs = a[fromA + i] != b[fromB + i];
        markA[fromA + i] |= differs;
        markB[fromB + i] |= differs;
      }
    } else if (!Myers.mark(a, fromA, n, b, fromB, m, MAX_EDITS, markA, markB)) {
      Arrays.fill(markA, fromA, toA, true);
      Arrays.fill(markB, fromB, toB, true);
    }
  }

  private static List<Run> runs(boolean[] marks) {
    List<Run> runs = new ArrayList<>();
    int i = 0;
    while (i < marks.length) {
      if (!marks[i]) {
        i++;
        continue;
      }
      int start = i;
      while (i < marks.length && marks[i]) {
        i++;
      }
      runs.add(new Run(start, i - start));
    }
    return runs;
  }

  /** Myers' O((N+M)D) shortest edit script, keeping each round's frontier to backtrack. */
  private static final class Myers {
    private Myers() {}

    /** Marks deleted bytes of a and inserted bytes of b; false if more than maxEdits are needed. */
    static boolean mark(
        byte[] a,
        int offA,
        int n,
        byte[] b,
        int offB,
        int m,
        int maxEdits,
        boolean[] markA,
        boolean[] markB) {
      int max = Math.min(n + m, maxEdits);
      int shift = max + 1;
      int[] v = new int[2 * max + 3];
      List<int[]> trace = new ArrayList<>();
      for (int d = 0; d <= max; d++) {
        trace.add(Arrays.copyOfRange(v, shift - d - 1, shift + d + 2));
        for (int k = -d; k <= d; k += 2) {
          int x =
              k == -d || (k != d && v[shift + k - 1] < v[shift + k + 1])
                  ? v[shift + k + 1]
                  : v[shift + k - 1] + 1;
          int y = x - k;
          while (x < n && y < m && a[offA + x] == b[offB + y]) {
            x++;
            y++;
          }
          v[shift + k] = x;
          if (x >= n && y >= m) {
            backtrack(trace, n, m, offA, offB, markA, markB);
            return true;
          }
        }
      }
      return false;
    }

    private static void backtrack(
        List<int[]> trace, int x, int y, int offA, int offB, boolean[] markA, boolean[] markB) {
      for (int d = trace.size() - 1; d > 0; d--) {
        int[] v = trace.get(d);
        // trace[d] holds the frontier before round d, indexed from k = -d - 1.
        int base = d + 1;
        int k = x - y;
        boolean down = k == -d || (k != d && v[base + k - 1] < v[base + k + 1]);
        int prevK = down ? k + 1 : k - 1;
        int prevX = v[base + prevK];
        int prevY = prevX - prevK;
        while (x > prevX && y > prevY) {
          x--;
          y--;
        }
        if (down) {
          markB[offB + prevY] = true;
        } else {
          markA[offA + prevX] = true;
        }
        x = prevX;
        y = prevY;
      }
    }
  }
}
