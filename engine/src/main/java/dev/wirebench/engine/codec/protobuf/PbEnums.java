package dev.wirebench.engine.codec.protobuf;

import dev.wirebench.engine.codec.mapping.EnumBridge;
import dev.wirebench.engine.codec.protobuf.gen.Pb;
import dev.wirebench.engine.model.AggressorSide;
import dev.wirebench.engine.model.BookUpdateAction;
import dev.wirebench.engine.model.OrdType;
import dev.wirebench.engine.model.OrderSide;
import dev.wirebench.engine.model.PackageType;
import dev.wirebench.engine.model.QuoteSide;
import dev.wirebench.engine.model.TimeInForce;
import dev.wirebench.engine.model.TradeType;
import dev.wirebench.engine.model.TradingStatus;

/**
 * The model's enums and the .proto's, matched by name after the proto style prefix ({@code
 * QUOTE_SIDE_BID} is {@code BID}); {@code _UNSPECIFIED} (0) is the absent value.
 */
final class PbEnums {
  static final EnumBridge<PackageType, Pb.PackageType> PACKAGE_TYPE =
      EnumBridge.of(PackageType.class, Pb.PackageType.class, "PACKAGE_TYPE_");
  static final EnumBridge<QuoteSide, Pb.QuoteSide> QUOTE_SIDE =
      EnumBridge.of(QuoteSide.class, Pb.QuoteSide.class, "QUOTE_SIDE_");
  static final EnumBridge<AggressorSide, Pb.AggressorSide> AGGRESSOR =
      EnumBridge.of(AggressorSide.class, Pb.AggressorSide.class, "AGGRESSOR_SIDE_");
  static final EnumBridge<TradeType, Pb.TradeType> TRADE_TYPE =
      EnumBridge.of(TradeType.class, Pb.TradeType.class, "TRADE_TYPE_");
  static final EnumBridge<BookUpdateAction, Pb.BookUpdateAction> ACTION =
      EnumBridge.of(BookUpdateAction.class, Pb.BookUpdateAction.class, "BOOK_UPDATE_ACTION_");
  static final EnumBridge<TradingStatus, Pb.TradingStatus> TRADING =
      EnumBridge.of(TradingStatus.class, Pb.TradingStatus.class, "TRADING_STATUS_");
  static final EnumBridge<OrderSide, Pb.OrderSide> ORDER_SIDE =
      EnumBridge.of(OrderSide.class, Pb.OrderSide.class, "ORDER_SIDE_");
  static final EnumBridge<OrdType, Pb.OrdType> ORD_TYPE =
      EnumBridge.of(OrdType.class, Pb.OrdType.class, "ORD_TYPE_");
  static final EnumBridge<TimeInForce, Pb.TimeInForce> TIME_IN_FORCE =
      EnumBridge.of(TimeInForce.class, Pb.TimeInForce.class, "TIME_IN_FORCE_");

  private PbEnums() {}
}
