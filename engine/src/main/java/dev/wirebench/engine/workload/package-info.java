/**
 * The work that is timed: one codec on one fixture, ready to encode and decode ({@link
 * dev.wirebench.engine.workload.CodecWorkload}). Shared by the JMH benchmark and the latency
 * harness so both time exactly the same work; depends on neither.
 */
package dev.wirebench.engine.workload;
