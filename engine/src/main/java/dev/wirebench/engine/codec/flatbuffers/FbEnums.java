package dev.wirebench.engine.codec.flatbuffers;

import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.flatbuffers.gen.AggressorSide;
import dev.wirebench.engine.codec.flatbuffers.gen.BookUpdateAction;
import dev.wirebench.engine.codec.flatbuffers.gen.OrdType;
import dev.wirebench.engine.codec.flatbuffers.gen.OrderSide;
import dev.wirebench.engine.codec.flatbuffers.gen.PackageType;
import dev.wirebench.engine.codec.flatbuffers.gen.QuoteSide;
import dev.wirebench.engine.codec.flatbuffers.gen.TimeInForce;
import dev.wirebench.engine.codec.flatbuffers.gen.TradeType;
import dev.wirebench.engine.codec.flatbuffers.gen.TradingStatus;

/**
 * The schema's byte enums are the model's enums in the same order after {@code Absent = 0}: a model
 * constant is its ordinal + 1. Checked by name when this class loads.
 */
final class FbEnums {
  static {
    check(PackageType.names, dev.wirebench.engine.model.PackageType.values());
    check(QuoteSide.names, dev.wirebench.engine.model.QuoteSide.values());
    check(AggressorSide.names, dev.wirebench.engine.model.AggressorSide.values());
    check(TradeType.names, dev.wirebench.engine.model.TradeType.values());
    check(BookUpdateAction.names, dev.wirebench.engine.model.BookUpdateAction.values());
    check(TradingStatus.names, dev.wirebench.engine.model.TradingStatus.values());
    check(OrderSide.names, dev.wirebench.engine.model.OrderSide.values());
    check(OrdType.names, dev.wirebench.engine.model.OrdType.values());
    check(TimeInForce.names, dev.wirebench.engine.model.TimeInForce.values());
  }

  private FbEnums() {}

  private static void check(String[] wire, Enum<?>[] model) {
    for (Enum<?> value : model) {
      if (!wire[value.ordinal() + 1].equals(value.name())) {
        throw new IllegalStateException(
            "FlatBuffers enum " + wire[value.ordinal() + 1] + " is not " + value.name());
      }
    }
  }

  /** The wire code of a model constant (0 for null). */
  static byte code(Enum<?> value) {
    return value == null ? 0 : (byte) (value.ordinal() + 1);
  }

  /** The model constant of a wire code (null for 0). */
  static <E extends Enum<E>> E model(E[] values, byte code, String path) {
    if (code == 0) {
      return null;
    }
    if (code < 0 || code > values.length) {
      throw new CodecException(
          FlatBuffersCodec.ID, -1, path, "enum code " + code + " is not in the schema");
    }
    return values[code - 1];
  }
}
