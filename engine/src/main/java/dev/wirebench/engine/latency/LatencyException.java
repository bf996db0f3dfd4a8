package dev.wirebench.engine.latency;

/** A latency fork failed: it reported an error, died, or could not be started. */
public final class LatencyException extends Exception {
  private static final long serialVersionUID = 1L;

  public LatencyException(String message) {
    super(message);
  }

  public LatencyException(String message, Throwable cause) {
    super(message, cause);
  }
}
