package dev.wirebench.engine.model;

/** The side that took liquidity in a trade. */
public enum AggressorSide {
  BUY,
  SELL
}
