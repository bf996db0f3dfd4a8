package dev.wirebench.engine.throughput.log;

/** A log file whose header or frames contradict the format: never read past, always reported. */
public final class CorruptLogException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public CorruptLogException(String message) {
    super(message);
  }
}
