package dev.wirebench.engine.codec.sbe;

import dev.wirebench.engine.codec.mapping.EnumBridge;
import dev.wirebench.engine.codec.sbe.gen.AggressorSide;
import dev.wirebench.engine.codec.sbe.gen.BookUpdateAction;
import dev.wirebench.engine.codec.sbe.gen.EntryKind;
import dev.wirebench.engine.codec.sbe.gen.OrdType;
import dev.wirebench.engine.codec.sbe.gen.OrderSide;
import dev.wirebench.engine.codec.sbe.gen.PackageType;
import dev.wirebench.engine.codec.sbe.gen.QuoteSide;
import dev.wirebench.engine.codec.sbe.gen.TimeInForce;
import dev.wirebench.engine.codec.sbe.gen.TradeType;
import dev.wirebench.engine.codec.sbe.gen.TradingStatus;

/** The model's enums and the schema's, matched by name (checked when this class loads). */
final class SbeEnums {
  static final EnumBridge<dev.wirebench.engine.model.PackageType, PackageType> PACKAGE_TYPE =
      EnumBridge.of(dev.wirebench.engine.model.PackageType.class, PackageType.class, "");
  static final EnumBridge<dev.wirebench.engine.model.EntryKind, EntryKind> ENTRY_KIND =
      EnumBridge.of(dev.wirebench.engine.model.EntryKind.class, EntryKind.class, "");
  static final EnumBridge<dev.wirebench.engine.model.QuoteSide, QuoteSide> QUOTE_SIDE =
      EnumBridge.of(dev.wirebench.engine.model.QuoteSide.class, QuoteSide.class, "");
  static final EnumBridge<dev.wirebench.engine.model.AggressorSide, AggressorSide> AGGRESSOR =
      EnumBridge.of(dev.wirebench.engine.model.AggressorSide.class, AggressorSide.class, "");
  static final EnumBridge<dev.wirebench.engine.model.TradeType, TradeType> TRADE_TYPE =
      EnumBridge.of(dev.wirebench.engine.model.TradeType.class, TradeType.class, "");
  static final EnumBridge<dev.wirebench.engine.model.BookUpdateAction, BookUpdateAction> ACTION =
      EnumBridge.of(dev.wirebench.engine.model.BookUpdateAction.class, BookUpdateAction.class, "");
  static final EnumBridge<dev.wirebench.engine.model.TradingStatus, TradingStatus> TRADING =
      EnumBridge.of(dev.wirebench.engine.model.TradingStatus.class, TradingStatus.class, "");
  static final EnumBridge<dev.wirebench.engine.model.OrderSide, OrderSide> ORDER_SIDE =
      EnumBridge.of(dev.wirebench.engine.model.OrderSide.class, OrderSide.class, "");
  static final EnumBridge<dev.wirebench.engine.model.OrdType, OrdType> ORD_TYPE =
      EnumBridge.of(dev.wirebench.engine.model.OrdType.class, OrdType.class, "");
  static final EnumBridge<dev.wirebench.engine.model.TimeInForce, TimeInForce> TIME_IN_FORCE =
      EnumBridge.of(dev.wirebench.engine.model.TimeInForce.class, TimeInForce.class, "");

  private SbeEnums() {}

  static QuoteSide quoteSide(dev.wirebench.engine.model.QuoteSide side) {
    return side == null ? QuoteSide.NULL_VAL : QUOTE_SIDE.wire(side);
  }

  static AggressorSide aggressor(dev.wirebench.engine.model.AggressorSide side) {
    return side == null ? AggressorSide.NULL_VAL : AGGRESSOR.wire(side);
  }
}
