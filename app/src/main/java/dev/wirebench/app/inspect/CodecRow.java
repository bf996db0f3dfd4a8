package dev.wirebench.app.inspect;

import dev.wirebench.engine.inspect.CodecPayload;
import dev.wirebench.engine.inspect.RoundTrip;

/**
 * One codec's line in the Inspect codec table: size, round-trip verdict and decode contract, or
 * "n/a — reason".
 *
 * @param view the inspection of the message in this codec
 * @param largest the largest payload among all codecs (scales the size bars)
 */
public record CodecRow(CodecPayload view, int largest) {
  /** The verdict column's values, in sort order (best first). */
  public enum Verdict {
    EXACT("exact"),
    LOSSY("lossy"),
    FAILED("failed"),
    ERROR("encode failed"),
    UNSUPPORTED("n/a");

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
    return view.size() >= 0;
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
    if (!supported()) {
      return view.support().describe();
    }
    return hasPayload() ? size() + " B" : "encode failed";
  }

  public Verdict verdict() {
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
      case EXACT, UNSUPPORTED -> verdict.text();
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
    if (!supported()) {
      return view.support().describe();
    }
    if (!hasPayload() || view.roundTrip() == null) {
      return "encode failed: " + view.error();
    }
    return "round trip " + view.roundTrip().summary();
  }

  /** The line above the hex view: name, library, size, verdict. */
  public String headline() {
    return name()
        + " · "
        + view.info().library()
        + " · "
        + (hasPayload() ? size() + " bytes · " + verdictDetail() : sizeText());
  }

  public String contractDetail() {
    return view.info().decodeContract().description();
  }
}
