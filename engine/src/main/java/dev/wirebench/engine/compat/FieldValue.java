package dev.wirebench.engine.compat;

/**
 * One field's value as compared across versions: canonical text that is equal when the values are
 * (an int32 5 and an int64 5, a float32 and the float64 of the same number, 1.50 and 1.5, an enum
 * by its symbol), and whether it is its type's default (zero, false, empty, the first enum symbol)
 * — what a reader shows when a field was not on the wire.
 *
 * @param text the canonical text
 * @param isDefault whether the value is its type's default
 */
public record FieldValue(String text, boolean isDefault) {}
