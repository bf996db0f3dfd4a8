package dev.wirebench.engine.dataset;

/**
 * How {@link VariantGenerator} varies a fixture's messages.
 *
 * @param count N, the variants to write (the fixture's messages in turn, each varied)
 * @param seed the random seed: the same seed and settings give the same variants, byte for byte
 * @param priceStepTicks the standard deviation of the price walk's step per message, in ticks (the
 *     smallest step of each price's own digits); 0 keeps prices
 * @param sizeSigma sizes are scaled by a log-normal factor with this sigma and mean 1 (0.5: a
 *     typical size within about ×0.6–×1.6); 0 keeps sizes
 * @param depthSpread the entries of a list of records (book levels, entries) vary in number by up
 *     to this share either way (0.5: 10 levels become 5 to 15); 0 keeps them
 */
public record VariantSettings(
    long count, long seed, double priceStepTicks, double sizeSigma, double depthSpread) {
  /** Most variants one generation writes. */
  public static final long MAX_COUNT = 1_000_000_000L;

  public VariantSettings {
    if (count < 1 || count > MAX_COUNT) {
      throw new IllegalArgumentException("count must be 1.." + MAX_COUNT + ", not " + count);
    }
    check("price step", priceStepTicks, 1_000_000);
    check("size sigma", sizeSigma, 5);
    check("depth spread", depthSpread, 1);
  }

  private static void check(String what, double value, double most) {
    if (!(value >= 0 && value <= most)) {
      throw new IllegalArgumentException(what + " must be 0.." + most + ", not " + value);
    }
  }
}
