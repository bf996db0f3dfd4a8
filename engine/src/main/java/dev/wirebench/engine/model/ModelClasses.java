package dev.wirebench.engine.model;

import java.util.List;

/**
 * Every class a message graph can hold — messages, entries, nested records, enums — for
 * serialization libraries that must be told them up front (Kryo and Fory register them and refuse
 * any other class). The order is the registration order, so it fixes those libraries' class ids:
 * append, never reorder.
 */
public final class ModelClasses {
  public static final List<Class<?>> ALL =
      List.of(
          InstrumentMessage.class,
          PackageHeader.class,
          BarMessage.class,
          OrderBookSnapshot.class,
          NewOrderSingle.class,
          FixMessage.class,
          TradeEntry.class,
          L1Entry.class,
          L2EntryNew.class,
          L2EntryUpdate.class,
          BookResetEntry.class,
          BookLevel.class,
          LastTrade.class,
          Metadata.class,
          FixField.class,
          FixGroup.class,
          PackageType.class,
          QuoteSide.class,
          AggressorSide.class,
          BookUpdateAction.class,
          TradingStatus.class,
          OrderSide.class,
          OrdType.class,
          TimeInForce.class,
          TradeType.class);

  private ModelClasses() {}
}
