package dev.wirebench.engine.bench;

/** A plan that cannot run, with a message that says what to change. */
public final class PlanException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  public PlanException(String message) {
    super(message);
  }

  public PlanException(String message, Throwable cause) {
    super(message, cause);
  }
}
