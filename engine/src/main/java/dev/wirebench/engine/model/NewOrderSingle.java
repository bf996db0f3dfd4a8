package dev.wirebench.engine.model;

import com.epam.deltix.dfp.Decimal;
import java.io.Serializable;

/**
 * A FIX New Order Single (35=D) with the twelve fields order-entry benchmarks use: two free-text
 * fields ({@code account}, {@code text}) and two date/time fields ({@code transactTime}, {@code
 * sendingTime}).
 */
public final class NewOrderSingle implements Message, Serializable {
  private static final long serialVersionUID = 1L;

  private String clOrdId;
  private String account;
  private String symbol;
  private OrderSide side;
  private long transactTime = Timestamps.NULL;
  private long sendingTime = Timestamps.NULL;
  @Decimal private long orderQty = Decimals.NULL;
  private OrdType ordType;
  @Decimal private long price = Decimals.NULL;
  @Decimal private long stopPx = Decimals.NULL;
  private TimeInForce timeInForce;
  private String text;

  @Override
  public MessageType messageType() {
    return MessageType.NEW_ORDER_SINGLE;
  }

  @Override
  public void clear() {
    clOrdId = null;
    account = null;
    symbol = null;
    side = null;
    transactTime = Timestamps.NULL;
    sendingTime = Timestamps.NULL;
    orderQty = Decimals.NULL;
    ordType = null;
    price = Decimals.NULL;
    stopPx = Decimals.NULL;
    timeInForce = null;
    text = null;
  }

  public String getClOrdId() {
    return clOrdId;
  }

  public void setClOrdId(String clOrdId) {
    this.clOrdId = clOrdId;
  }

  /** The account, or null if absent. */
  public String getAccount() {
    return account;
  }

  public void setAccount(String account) {
    this.account = account;
  }

  public String getSymbol() {
    return symbol;
  }

  public void setSymbol(String symbol) {
    this.symbol = symbol;
  }

  public OrderSide getSide() {
    return side;
  }

  public void setSide(OrderSide side) {
    this.side = side;
  }

  public long getTransactTime() {
    return transactTime;
  }

  public void setTransactTime(long transactTime) {
    this.transactTime = transactTime;
  }

  public long getSendingTime() {
    return sendingTime;
  }

  public void setSendingTime(long sendingTime) {
    this.sendingTime = sendingTime;
  }

  @Decimal
  public long getOrderQty() {
    return orderQty;
  }

  public void setOrderQty(@Decimal long orderQty) {
    this.orderQty = orderQty;
  }

  public OrdType getOrdType() {
    return ordType;
  }

  public void setOrdType(OrdType ordType) {
    this.ordType = ordType;
  }

  /** Limit price, or {@link Decimals#NULL} for market orders. */
  @Decimal
  public long getPrice() {
    return price;
  }

  public void setPrice(@Decimal long price) {
    this.price = price;
  }

  /** Stop price, or {@link Decimals#NULL} unless a stop order. */
  @Decimal
  public long getStopPx() {
    return stopPx;
  }

  public void setStopPx(@Decimal long stopPx) {
    this.stopPx = stopPx;
  }

  public TimeInForce getTimeInForce() {
    return timeInForce;
  }

  public void setTimeInForce(TimeInForce timeInForce) {
    this.timeInForce = timeInForce;
  }

  /** Free text, or null if absent. */
  public String getText() {
    return text;
  }

  public void setText(String text) {
    this.text = text;
  }
}
