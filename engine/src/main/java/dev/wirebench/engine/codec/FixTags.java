package dev.wirebench.engine.codec;

/**
 * The FIX tags of Wirebench's market-data mapping (FIX-MAPPING.md) that have no name in FIX itself
 * or that both FIX codecs (Wirebench's own {@code fix} and {@code quickfixj}) name: one table, so
 * the two cannot drift apart. Standard tags that are used once (269, 270, …) stay numbers at their
 * use, as FIX-MAPPING.md writes them.
 */
public final class FixTags {
  // 35=W/X header (PackageHeader)
  public static final int RECEIVE_TIME = 5050;
  public static final int FIRST_SEQ = 5051;
  public static final int LAST_SEQ = 5052;
  public static final int PACKAGE_KIND = 5053;
  public static final int RECEIVED_TIME = 5057;
  public static final int CURRENCY = 15;
  public static final int SEQUENCE_NUMBER = 5058;
  public static final int SOURCE_ID = 5059;
  public static final int NO_MD_ENTRIES = 268;

  // NoMDEntries (268) group entries
  public static final int ENTRY_CLASS = 5054;
  public static final int IS_NATIONAL = 5055;
  public static final int RESET_SIDE = 5056;
  public static final int IS_IMPLIED = 5060;
  public static final int CONTRACT_ID = 5061;
  public static final int NUMBER_OF_ORDERS = 346;
  public static final int QUOTE_ID = 299;
  public static final int PARTICIPANT_ID = 5062;
  public static final int TRADE_CONDITION = 277;
  public static final int TRADE_TYPE = 5063;
  public static final int BUYER_ORDER_ID = 5064;
  public static final int SELLER_ORDER_ID = 5065;
  public static final int BUYER_PARTICIPANT_ID = 5066;
  public static final int SELLER_PARTICIPANT_ID = 5067;
  public static final int BUYER_NUMBER_OF_ORDERS = 5068;
  public static final int SELLER_NUMBER_OF_ORDERS = 5069;

  private FixTags() {}
}
