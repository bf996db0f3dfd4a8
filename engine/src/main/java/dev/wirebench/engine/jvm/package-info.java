/**
 * What every JVM Wirebench starts needs: the flags the codec and stream libraries require ({@link
 * dev.wirebench.engine.jvm.JvmFlags}). A leaf: codecs, environment capture, benchmarks and
 * throughput forks may all use it.
 */
package dev.wirebench.engine.jvm;
