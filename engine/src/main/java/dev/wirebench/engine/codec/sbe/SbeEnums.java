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

/**
 * The model's enums and the schema's, matched by name (checked when this class loads); null is the
 * schema's {@code NULL_VAL} both ways.
 */
final class SbeEnums {
  static final EnumBridge<dev.wirebench.engine.model.PackageType, PackageType> PACKAGE_TYPE =
      EnumBridge.of(
          dev.wirebench.engine.model.PackageType.class,
          PackageType.class,
          "",
          PackageType.NULL_VAL);
  static final EnumBridge<dev.wirebench.engine.model.EntryKind, EntryKind> ENTRY_KIND =
      EnumBridge.of(
          dev.wirebench.engine.model.EntryKind.class, EntryKind.class, "", EntryKind.NULL_VAL);
  static final EnumBridge<dev.wirebench.engine.model.QuoteSide, QuoteSide> QUOTE_SIDE =
      EnumBridge.of(
          dev.wirebench.engine.model.QuoteSide.class, QuoteSide.class, "", QuoteSide.NULL_VAL);
  static final EnumBridge<dev.wirebench.engine.model.AggressorSide, AggressorSide> AGGRESSOR =
      EnumBridge.of(
          dev.wirebench.engine.model.AggressorSide.class,
          AggressorSide.class,
          "",
          AggressorSide.NULL_VAL);
  static final EnumBridge<dev.wirebench.engine.model.TradeType, TradeType> TRADE_TYPE =
      EnumBridge.of(
          dev.wirebench.engine.model.TradeType.class, TradeType.class, "", TradeType.NULL_VAL);
  static final EnumBridge<dev.wirebench.engine.model.BookUpdateAction, BookUpdateAction> ACTION =
      EnumBridge.of(
          dev.wirebench.engine.model.BookUpdateAction.class,
          BookUpdateAction.class,
          "",
          BookUpdateAction.NULL_VAL);
  static final EnumBridge<dev.wirebench.engine.model.TradingStatus, TradingStatus> TRADING =
      EnumBridge.of(
          dev.wirebench.engine.model.TradingStatus.class,
          TradingStatus.class,
          "",
          TradingStatus.NULL_VAL);
  static final EnumBridge<dev.wirebench.engine.model.OrderSide, OrderSide> ORDER_SIDE =
      EnumBridge.of(
          dev.wirebench.engine.model.OrderSide.class, OrderSide.class, "", OrderSide.NULL_VAL);
  static final EnumBridge<dev.wirebench.engine.model.OrdType, OrdType> ORD_TYPE =
      EnumBridge.of(dev.wirebench.engine.model.OrdType.class, OrdType.class, "", OrdType.NULL_VAL);
  static final EnumBridge<dev.wirebench.engine.model.TimeInForce, TimeInForce> TIME_IN_FORCE =
      EnumBridge.of(
          dev.wirebench.engine.model.TimeInForce.class,
          TimeInForce.class,
          "",
          TimeInForce.NULL_VAL);

  private SbeEnums() {}
}
