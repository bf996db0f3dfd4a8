package dev.wirebench.storage;

/**
 * A run cannot be given a label another run already has: labels name runs (`wirebench show
 * baseline`), so two runs with one label would make that name ambiguous. Names the other run.
 */
public final class LabelTakenException extends StorageException {
  private static final long serialVersionUID = 1L;

  LabelTakenException(String label, long otherRun) {
    super(
        "the label '"
            + label
            + "' already names run #"
            + otherRun
            + "; choose another label (labels name one run each)");
  }
}
