package dev.wirebench.app.inspect;

/**
 * One line of the comparison's field list.
 *
 * @param path the field
 * @param left the left side's value or byte count
 * @param right the right side's value or byte count
 * @param delta right minus left in bytes (codec comparison), or empty
 */
public record PayloadCompareRow(String path, String left, String right, String delta) {}
