/**
 * The records runs produce and the run store keeps: benchmark results (JMH and latency), throughput
 * points, and the environment a run ran on. Plain immutable values, shared by the engine, storage
 * and the app.
 */
package dev.wirebench.engine.result;
