/**
 * Stream read throughput: a stream of N encoded messages is written into a stream store, then K
 * consumers each read the whole stream at once, decoding every message, and the combined and
 * per-consumer rates are measured against the rate one thread reaches by only scanning the bytes.
 *
 * <p>Entry point: {@link dev.wirebench.engine.throughput.ThroughputRunner} with {@link
 * dev.wirebench.engine.throughput.ThroughputSettings}; results arrive through a {@link
 * dev.wirebench.engine.throughput.ThroughputListener} as {@link
 * dev.wirebench.engine.result.ThroughputPoint}s and in the returned {@link
 * dev.wirebench.engine.throughput.ThroughputReport}. Stores: {@link
 * dev.wirebench.engine.throughput.StreamStores} (Wirebench's mapped log and Chronicle Queue).
 */
package dev.wirebench.engine.throughput;
