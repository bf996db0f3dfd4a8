package dev.wirebench.engine.run;

/** Thrown inside the engine when a {@link CancelToken} stops a wait. */
public final class CancelledException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public CancelledException(String message) {
    super(message);
  }
}
