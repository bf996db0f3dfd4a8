package dev.wirebench.app.runs;

/**
 * One line of a run's environment: a group (host, JVM, settings...), the key and the value.
 *
 * @param group e.g. {@code Host}, {@code JVM}, {@code Settings}
 * @param key the environment key, e.g. {@code jvm.version}
 * @param value its value
 */
public record EnvironmentRow(String group, String key, String value) {}
