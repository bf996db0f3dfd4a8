package dev.wirebench.app.inspect;

import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.Support;
import dev.wirebench.engine.inspect.CodecPayload;
import dev.wirebench.engine.inspect.RoundTrip;
import java.util.ArrayList;
import java.util.List;

/**
 * One codec's line in the Inspect codec table: size, round-trip verdict and decode contract, or
 * "n/a — reason", or "warming up…" while the codec is still being used (its first use in a JVM can
 * take hundreds of milliseconds; the row shows no value until it is done).
 *
 * @param view the inspection of the message in this codec (for a pending row: its info only)
 * @param largest the largest payload among all codecs (scales the size bars)
 * @param pending whether the codec has not finished yet
 */
public record CodecRow(CodecPayload view, int largest, boolean pending) {
  /** What a pending row says in its size and verdict columns. */
  public static final String WARMING_UP = "warming up…";

  /** A finished codec's row. */
  public CodecRow(CodecPayload view, int largest) {
    this(view, largest, false);
  }

  /**
   * One row per codec of {@code all}, in that order: finished ones from {@code shown}, the rest
   * pending (a partial inspection holds only the codecs finished so far).
   */
  public static List<CodecRow> rows(Inspection shown, List<CodecInfo> all) {
    int largest = shown.views().stream().mapToInt(CodecPayload::size).max().orElse(0);
    List<CodecRow> rows = new ArrayList<>();
    for (CodecInfo info : all) {
      CodecPayload view = shown.view(info.id());
      rows.add(
          view != null
              ? new CodecRow(view, largest)
              : new CodecRow(
                  new CodecPayload(info, Support.yes(), null, List.of(), null, null, null),
                  largest,
                  true));
    }
    for (CodecPayload view : shown.views()) {
      if (all.stream().noneMatch(info -> info.id().equals(view.info().id()))) {
        rows.add(new CodecRow(view, largest));
      }
    }
    return rows;
  }

  /**
   * The row to select when an inspection arrives: {@code preferred} if it has a payload, else the
   * first row with one, else the first row ("" for none).
   */
  static String toSelect(List<CodecRow> rows, String preferred) {
    return rows.stream()
        .filter(r -> r.id().equals(preferred) && r.hasPayload())
        .findFirst()
        .or(() -> rows.stream().filter(CodecRow::hasPayload).findFirst())
        .map(CodecRow::id)
        .orElse(rows.isEmpty() ? "" : rows.get(0).id());
  }

  /** The verdict column's values, in sort order (best first). */
  public enum Verdict {
    EXACT("exact"),
    LOSSY("lossy"),
    FAILED("failed"),
    ERROR("encode failed"),
    UNSUPPORTED("n/a"),
    PENDING(WARMING_UP);

    private final String text;

    Verdict(String text) {
      this.text = text;
    }

    public String text() {
      return text;
    }
  }

  public String id() {
    return view.info().id();
  }

  public String name() {
    return view.info().displayName();
  }

  public boolean supported() {
    return view.support().supported();
  }

  /** True if there is a payload to show. */
  public boolean hasPayload() {
    return !pending && view.size() >= 0;
  }

  /** Payload size in bytes, or -1. */
  public int size() {
    return view.size();
  }

  /** The size bar's length, 0..1. */
  public double sizeFraction() {
    return largest <= 0 || size() < 0 ? 0 : size() / (double) largest;
  }

  /** {@code 397 B}, or {@code n/a — reason}, or {@code encode failed}. */
  public String sizeText() {
    if (pending) {
      return WARMING_UP;
    }
    if (!supported()) {
      return view.support().describe();
    }
    return hasPayload() ? size() + " B" : "encode failed";
  }

  public Verdict verdict() {
    if (pending) {
      return Verdict.PENDING;
    }
    if (!supported()) {
      return Verdict.UNSUPPORTED;
    }
    RoundTrip roundTrip = view.roundTrip();
    if (!hasPayload() || roundTrip == null) {
      return Verdict.ERROR;
    }
    return switch (roundTrip.status()) {
      case EXACT -> Verdict.EXACT;
      case LOSSY -> Verdict.LOSSY;
      case FAILED -> Verdict.FAILED;
    };
  }

  /** The verdict in a few words: {@code exact}, {@code lossy: 2 fields changed}, ... */
  public String verdictText() {
    Verdict verdict = verdict();
    return switch (verdict) {
      case EXACT, UNSUPPORTED, PENDING -> verdict.text();
      case LOSSY -> {
        int n = view.roundTrip().diffs().size();
        yield "lossy: " + n + (n == 1 ? " field changed" : " fields changed");
      }
      case FAILED -> "failed: " + view.roundTrip().error();
      case ERROR -> "encode failed: " + view.error();
    };
  }

  /** The full story behind the verdict: the changed fields, the error, or the reason. */
  public String verdictDetail() {
    if (pending) {
      return WARMING_UP + " (the codec's first use in this process)";
    }
    if (!supported()) {
      return view.support().describe();
    }
    if (!hasPayload() || view.roundTrip() == null) {
      return "encode failed: " + view.error();
    }
    return "round trip " + view.roundTrip().summary();
  }

  /** The line above the hex view: name, library, decimal form, size, verdict. */
  public String headline() {
    return name()
        + " · "
        + view.info().library()
        + " · decimals: "
        + view.info().decimalForm().label()
        + " · "
        + (hasPayload() ? size() + " bytes · " + verdictDetail() : sizeText());
  }

  public String contractDetail() {
    return view.info().decodeContract().description();
  }
}
