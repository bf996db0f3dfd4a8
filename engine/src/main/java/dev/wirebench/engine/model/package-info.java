/**
 * The market-data messages Wirebench encodes: mutable, reusable objects so that a decoder can fill
 * an existing instance without allocating.
 *
 * <p>Conventions shared by every class here:
 *
 * <ul>
 *   <li>Prices and sizes are DFP decimal64 values held in a {@code long} ({@link
 *       com.epam.deltix.dfp.Decimal64Utils}); {@link Decimals#NULL} means absent.
 *   <li>Timestamps are nanoseconds since the Unix epoch in a {@code long}; {@link Timestamps#NULL}
 *       means absent.
 *   <li>Optional integers use {@link Long#MIN_VALUE} (or {@link Integer#MIN_VALUE}) as null;
 *       optional booleans are {@link Boolean} (the two cached instances, so no allocation);
 *       optional strings and enums are {@code null}.
 *   <li>Lists are {@link java.util.ArrayList}s that decoders refill in place through {@link Reuse}.
 * </ul>
 *
 * <p>Not thread-safe: one instance belongs to one thread at a time.
 */
package dev.wirebench.engine.model;
