package dev.wirebench.engine.codec.mapping;

/**
 * Maps a model enum to a generated wire enum by constant name (after an optional prefix such as
 * protobuf's {@code QUOTE_SIDE_}), both ways, through arrays: no lookup or allocation per call.
 * Wire constants without a model counterpart (SBE's {@code NULL_VAL}, protobuf's {@code
 * UNSPECIFIED} and {@code UNRECOGNIZED}) map to null. Absent values: a bridge built with an {@code
 * absent} wire constant (SBE's {@code NULL_VAL}) maps a null model value to it and it back to null;
 * without one (Avro's optional unions), null maps to null both ways. The one enum bridge of the
 * schema codecs; FlatBuffers' byte enums are not Java enums and keep their own codes.
 *
 * @param <M> the model enum
 * @param <W> the generated enum
 */
public final class EnumBridge<M extends Enum<M>, W extends Enum<W>> {
  private final Object[] wireByModel;
  private final Object[] modelByWire;
  private final W absent;

  private EnumBridge(Class<M> model, Class<W> wire, String prefix, W absent) {
    this.absent = absent;
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

  /**
   * A bridge where each model constant has a wire constant named {@code prefix + name}, and null
   * maps to null both ways.
   */
  public static <M extends Enum<M>, W extends Enum<W>> EnumBridge<M, W> of(
      Class<M> model, Class<W> wire, String prefix) {
    return new EnumBridge<>(model, wire, prefix, null);
  }

  /**
   * A bridge as {@link #of(Class, Class, String)} whose wire format spells "no value" as the
   * constant {@code absent} (which has no model counterpart).
   */
  public static <M extends Enum<M>, W extends Enum<W>> EnumBridge<M, W> of(
      Class<M> model, Class<W> wire, String prefix, W absent) {
    return new EnumBridge<>(model, wire, prefix, absent);
  }

  /** The wire constant for {@code model}; for null, the absent constant (or null). */
  @SuppressWarnings("unchecked") // filled from W's constants only
  public W wire(M model) {
    return model == null ? absent : (W) wireByModel[model.ordinal()];
  }

  /** The model constant for {@code wire}; null for null, the absent constant, or one without. */
  @SuppressWarnings("unchecked") // filled from M's constants only
  public M model(W wire) {
    return wire == null ? null : (M) modelByWire[wire.ordinal()];
  }
}
