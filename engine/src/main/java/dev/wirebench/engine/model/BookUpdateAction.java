package dev.wirebench.engine.model;

/** What an {@link L2EntryUpdate} does to its price level. */
public enum BookUpdateAction {
  INSERT,
  UPDATE,
  DELETE
}
