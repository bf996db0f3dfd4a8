package dev.wirebench.app.cli;

/**
 * The SBE XML schema the CLI schema tests share: the standard message header, a {@code Price}
 * composite (int64 mantissa, int8 exponent), a char {@code Side} enum and a {@code Trade} message
 * (tradeId, side, px), with room for a test's own types and messages. The tests expect errors at
 * lines and columns of this text (the XML declaration is line 1): keep its layout.
 */
final class SbeTradeSchema {
  /** A second message: two prices and a uint16 size. */
  static final String QUOTE =
      """
        <sbe:message name="Quote" id="10">
          <field name="bid" id="1" type="Price"/>
          <field name="ask" id="2" type="Price"/>
          <field name="size" id="3" type="uint16"/>
        </sbe:message>
      """;

  private SbeTradeSchema() {}

  /**
   * The schema at {@code version}, with {@code types} (whole lines, indented four spaces) after the
   * shared ones and {@code messages} (whole lines, indented two) after {@code Trade}.
   */
  static String xml(int version, String types, String messages) {
    return """
        <?xml version="1.0" encoding="UTF-8"?>
        <sbe:messageSchema xmlns:sbe="http://fixprotocol.io/2016/sbe" package="t" id="3"
            version="%d" byteOrder="littleEndian">
          <types>
            <composite name="messageHeader">
              <type name="blockLength" primitiveType="uint16"/>
              <type name="templateId" primitiveType="uint16"/>
              <type name="schemaId" primitiveType="uint16"/>
              <type name="version" primitiveType="uint16"/>
            </composite>
            <composite name="Price"><type name="mantissa" primitiveType="int64"/>
              <type name="exponent" primitiveType="int8"/></composite>
            <enum name="Side" encodingType="char">
              <validValue name="Buy">1</validValue><validValue name="Sell">2</validValue>
            </enum>
        %s  </types>
          <sbe:message name="Trade" id="9">
            <field name="tradeId" id="1" type="int64"/>
            <field name="side" id="2" type="Side"/>
            <field name="px" id="3" type="Price"/>
          </sbe:message>
        %s</sbe:messageSchema>
        """
        .formatted(version, types, messages);
  }
}
