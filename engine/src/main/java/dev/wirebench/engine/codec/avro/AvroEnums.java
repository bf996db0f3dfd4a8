package dev.wirebench.engine.codec.avro;

import dev.wirebench.engine.codec.avro.gen.AggressorSide;
import dev.wirebench.engine.codec.avro.gen.BookUpdateAction;
import dev.wirebench.engine.codec.avro.gen.OrdType;
import dev.wirebench.engine.codec.avro.gen.OrderSide;
import dev.wirebench.engine.codec.avro.gen.PackageType;
import dev.wirebench.engine.codec.avro.gen.QuoteSide;
import dev.wirebench.engine.codec.avro.gen.TimeInForce;
import dev.wirebench.engine.codec.avro.gen.TradeType;
import dev.wirebench.engine.codec.avro.gen.TradingStatus;
import dev.wirebench.engine.codec.mapping.EnumBridge;

/**
 * The model's enums and the schema's (same symbols), both ways; null stays null ({@link
 * EnumBridge}).
 */
final class AvroEnums {
  static final EnumBridge<dev.wirebench.engine.model.PackageType, PackageType> PACKAGE_TYPE =
      EnumBridge.of(dev.wirebench.engine.model.PackageType.class, PackageType.class, "");
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

  private AvroEnums() {}
}
