/**
 * How a run is controlled, whatever it measures (JMH benchmark, latency mode, stream throughput):
 * cancelling it ({@link dev.wirebench.engine.run.CancelToken}), the machine-wide measurement lock
 * ({@link dev.wirebench.engine.run.MeasurementLock}) and the delivery of progress to listeners.
 */
package dev.wirebench.engine.run;
