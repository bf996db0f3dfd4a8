/**
 * The work that is timed: one bound codec on a message source's messages, ready to encode and
 * decode ({@link dev.wirebench.engine.workload.Workload}, made by {@link
 * dev.wirebench.engine.workload.Workloads} for built-in and user messages alike). Shared by the JMH
 * benchmarks and the latency harness so all time exactly the same work; depends on neither.
 */
package dev.wirebench.engine.workload;
