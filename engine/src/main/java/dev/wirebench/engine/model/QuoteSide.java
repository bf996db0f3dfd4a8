package dev.wirebench.engine.model;

/** The side of the book a quote or level sits on. */
public enum QuoteSide {
  BID,
  ASK
}
