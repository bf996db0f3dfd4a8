/**
 * Served streams: a stream server process that owns a stream's files and serves whole-stream reads
 * to consumers over a transport, and the readers consumers read through. A served store is a {@link
 * dev.wirebench.engine.throughput.stream.StreamStore} like the local ones ({@code log@tcp} beside
 * {@code log}), so every throughput run, consumer kind and report takes it unchanged.
 */
package dev.wirebench.engine.throughput.served;
