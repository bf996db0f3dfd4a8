package dev.wirebench.engine.codec.mapping;

/**
 * Maps a model enum to a generated wire enum by constant name (after an optional prefix such as
 * protobuf's {@code QUOTE_SIDE_}), both ways, through arrays: no lookup or allocation per call.
 * Wire constants without a model counterpart (SBE's {@code NULL_VAL}, protobuf's {@code
 * UNSPECIFIED} and {@code UNRECOGNIZED}) map to null.
 *
 * @param <M> the model enum
 * @param <W> the generated enum
 */
public final class EnumBridge<M extends Enum<M>, W extends Enum<W>> {
  private final Object[] wireByModel;
  private final Object[] modelByWire;

  private EnumBridge(Class<M> model, Class<W> wire, String prefix) {
    M[] models = model.getEnumConstants();
    W[] wires = wire.getEnumConstants();
    wireByModel = new Object[models.length];
    modelByWire = new Object[wires.length];
    for (M m : models) {
      for (W w : wires) {
        if (w.name().equals(prefix + m.name())) {
          wireByModel[m.ordinal()] = w;
          modelByWire[w.ordinal()] = m;
        }
      }
      if (wireByModel[m.ordinal()] == null) {
        throw new IllegalStateException(
            wire.getName() + " has no constant " + prefix + m.name() + " for " + model.getName());
      }
    }
  }

  /** A bridge where each model constant has a wire constant named {@code prefix + name}. */
  public static <M extends Enum<M>, W extends Enum<W>> EnumBridge<M, W> of(
      Class<M> model, Class<W> wire, String prefix) {
    return new EnumBridge<>(model, wire, prefix);
  }

  /** The wire constant for {@code model} (which must not be null). */
  @SuppressWarnings("unchecked") // filled from W's constants only
  public W wire(M model) {
    return (W) wireByModel[model.ordinal()];
  }

  /** The model constant for {@code wire}, or null if it has none. */
  @SuppressWarnings("unchecked") // filled from M's constants only
  public M model(W wire) {
    return (M) modelByWire[wire.ordinal()];
  }
}
