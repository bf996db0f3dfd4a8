package dev.wirebench.engine.model;

import java.util.Locale;
import java.util.function.Supplier;

/** The message types Wirebench knows, with the short name fixtures use in {@code "$type"}. */
public enum MessageType {
  INSTRUMENT_MESSAGE("InstrumentMessage", InstrumentMessage::new),
  PACKAGE_HEADER("PackageHeader", PackageHeader::new),
  BAR_MESSAGE("BarMessage", BarMessage::new),
  ORDER_BOOK_SNAPSHOT("OrderBookSnapshot", OrderBookSnapshot::new),
  NEW_ORDER_SINGLE("NewOrderSingle", NewOrderSingle::new),
  FIX_MESSAGE("FixMessage", FixMessage::new);

  private final String shortName;
  private final Supplier<Message> factory;

  MessageType(String shortName, Supplier<Message> factory) {
    this.shortName = shortName;
    this.factory = factory;
  }

  /** The name used in fixture JSON ({@code "$type": "PackageHeader"}). */
  public String shortName() {
    return shortName;
  }

  /** Kebab-case id for command lines and file names, e.g. {@code package-header}. */
  public String id() {
    return name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  public Message newInstance() {
    return factory.get();
  }
}
