/**
 * The stream-store SPI: a store ({@link dev.wirebench.engine.throughput.stream.StreamStore}) that
 * one appender fills and many readers read whole. Implementations live beside it ({@code
 * throughput.log}, {@code throughput.chronicle}); the throughput runner depends on this SPI only.
 */
package dev.wirebench.engine.throughput.stream;
