package dev.wirebench.engine.codec.quickfixj;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;
import quickfix.DataDictionary;

/**
 * QuickFIX/J's own FIX 4.4 data dictionary ({@code FIX44.xml} from quickfixj-messages-all) with the
 * additions FIX-MAPPING.md needs, made the way QuickFIX/J users customise a dictionary: field
 * definitions for the tags FIX 4.4 lacks (TradeID 1003, MDPriceLevel 1023 and AggressorSide 2446
 * from later FIX versions, and the user-defined 5050-5069), and those fields added to the bodies
 * and NoMDEntries groups of 35=W and 35=X, so that QuickFIX/J parses them inside the group instead
 * of ending the group at them. Loaded once, on first use; a {@link DataDictionary} is read-only
 * after loading and safe to share between threads.
 *
 * <p>The extended dictionary is written at build time ({@link QfjDictionaryFile}, run by the
 * engine's build into the jar as {@value #RESOURCE}): reading FIX44.xml into a DOM, extending it
 * and writing it back took about 0.35 s of CPU on the codec's first use, before QuickFIX/J parsed
 * the result again. Without that resource (classes compiled outside the Maven build) the same XML
 * is built in memory, so either way QuickFIX/J gets the same dictionary.
 */
final class QfjDictionary {
  /**
   * {number, name, type} of each field definition added. The sequence numbers are STRING because
   * venue sequences outgrow QuickFIX/J's INT, which it validates as a 32-bit int.
   */
  private static final String[][] NEW_FIELDS = {
    {"1003", "TradeID", "STRING"},
    {"1023", "MDPriceLevel", "INT"},
    {"2446", "AggressorSide", "CHAR"},
    {"5050", "ReceiveTime", "UTCTIMESTAMP"},
    {"5051", "FirstSeqNum", "STRING"},
    {"5052", "LastSeqNum", "STRING"},
    {"5053", "PackageKind", "CHAR"},
    {"5054", "EntryClass", "CHAR"},
    {"5055", "IsNational", "BOOLEAN"},
    {"5056", "ResetSide", "CHAR"},
    {"5057", "ReceivedTime", "UTCTIMESTAMP"},
    {"5058", "SequenceNumber", "STRING"},
    {"5059", "SourceId", "STRING"},
    {"5060", "IsImplied", "BOOLEAN"},
    {"5061", "ContractID", "STRING"},
    {"5062", "ParticipantID", "STRING"},
    {"5063", "MDTradeType", "INT"},
    {"5064", "BuyerOrderID", "STRING"},
    {"5065", "SellerOrderID", "STRING"},
    {"5066", "BuyerParticipantID", "STRING"},
    {"5067", "SellerParticipantID", "STRING"},
    {"5068", "BuyerNumberOfOrders", "INT"},
    {"5069", "SellerNumberOfOrders", "INT"}
  };

  private static final String[] BODY_FIELDS = {
    "TransactTime",
    "ReceiveTime",
    "FirstSeqNum",
    "LastSeqNum",
    "PackageKind",
    "ReceivedTime",
    "Currency",
    "SequenceNumber",
    "SourceId"
  };

  /** The members FixDictionary gives NoRelatedSym (146) besides the Instrument component. */
  private static final String[] RELATED_SYM_FIELDS = {
    "OrderQty", "CashOrderQty", "SettlDate", "Account", "AcctIDSource", "SubscriptionRequestType"
  };

  /** The extended dictionary as the build writes it, next to this class. */
  static final String RESOURCE = "FIX44-wirebench.xml";

  private QfjDictionary() {}

  /** The dictionary, built on first use. */
  static DataDictionary get() {
    return Holder.DICTIONARY;
  }

  private static final class Holder {
    static final DataDictionary DICTIONARY = load();
  }

  private static DataDictionary load() {
    try (InputStream prebuilt = QfjDictionary.class.getResourceAsStream(RESOURCE)) {
      InputStream xml = prebuilt != null ? prebuilt : new ByteArrayInputStream(extendedXml());
      return new DataDictionary(xml);
    } catch (Exception e) {
      throw new IllegalStateException("cannot load the FIX 4.4 dictionary: " + e, e);
    }
  }

  /** QuickFIX/J's FIX44.xml with the additions, as XML: what {@link QfjDictionaryFile} writes. */
  static byte[] extendedXml() {
    try (InputStream in = DataDictionary.class.getResourceAsStream("/FIX44.xml")) {
      if (in == null) {
        throw new IllegalStateException(
            "FIX44.xml (quickfixj-messages-all) is not on the class path");
      }
      DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
      factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
      Document doc = factory.newDocumentBuilder().parse(in);
      extend(doc);
      ByteArrayOutputStream xml = new ByteArrayOutputStream(512 * 1024);
      TransformerFactory.newInstance()
          .newTransformer()
          .transform(new DOMSource(doc), new StreamResult(xml));
      return xml.toByteArray();
    } catch (IllegalStateException e) {
      throw e;
    } catch (Exception e) {
      throw new IllegalStateException("cannot build the FIX 4.4 dictionary: " + e, e);
    }
  }

  private static void extend(Document doc) {
    Element fields = (Element) doc.getElementsByTagName("fields").item(0);
    for (String[] field : NEW_FIELDS) {
      Element definition = doc.createElement("field");
      definition.setAttribute("number", field[0]);
      definition.setAttribute("name", field[1]);
      definition.setAttribute("type", field[2]);
      fields.appendChild(definition);
    }
    emptyBookEntryType(doc, fields);
    NodeList messages = doc.getElementsByTagName("message");
    for (int i = 0; i < messages.getLength(); i++) {
      Element message = (Element) messages.item(i);
      switch (message.getAttribute("msgtype")) {
        case "W" -> marketData(doc, message, false);
        case "X" -> marketData(doc, message, true);
        case "a" -> message.appendChild(relatedSymbols(doc, message));
        default -> {
          // every other message as FIX 4.4 defines it
        }
      }
    }
  }

  /** MDEntryType (269) J = empty book, which FIX-MAPPING.md uses for a book reset (FIX 5.0+). */
  private static void emptyBookEntryType(Document doc, Element fields) {
    for (Node child = fields.getFirstChild(); child != null; child = child.getNextSibling()) {
      if (child instanceof Element field && field.getAttribute("number").equals("269")) {
        Element value = doc.createElement("value");
        value.setAttribute("enum", "J");
        value.setAttribute("description", "EMPTY_BOOK");
        field.appendChild(value);
        return;
      }
    }
    throw new IllegalStateException("FIX44.xml defines no MDEntryType (269)");
  }

  /**
   * Body fields at the end; entry fields where FIX-MAPPING.md writes them, so that QuickFIX/J's
   * check of group field order passes: after MDEntryType the action (W) and EntryClass, before
   * MDMkt the price level, after it the rest.
   */
  private static void marketData(Document doc, Element message, boolean incremental) {
    for (String name : BODY_FIELDS) {
      message.appendChild(reference(doc, name));
    }
    if (incremental) {
      message.appendChild(reference(doc, "Symbol"));
    }
    Element group = entriesGroup(message);
    Node afterType = member(group, "MDEntryType").getNextSibling();
    if (!incremental) {
      group.insertBefore(reference(doc, "MDUpdateAction"), afterType);
    }
    group.insertBefore(reference(doc, "EntryClass"), afterType);
    Node market = member(group, "MDMkt");
    group.insertBefore(reference(doc, "MDPriceLevel"), market);
    // FIX 4.4 has NumberOfOrders, QuoteEntryID and TradeCondition further down NoMDEntries; they
    // move next to MDMkt, where both FIX codecs write them.
    for (String standard : new String[] {"NumberOfOrders", "QuoteEntryID", "TradeCondition"}) {
      removeMember(group, standard);
    }
    Node afterMarket = market.getNextSibling();
    for (String name :
        new String[] {
          "IsImplied",
          "ContractID",
          "NumberOfOrders",
          "QuoteEntryID",
          "ParticipantID",
          "TradeID",
          "AggressorSide",
          "TradeCondition",
          "MDTradeType",
          "BuyerOrderID",
          "SellerOrderID",
          "BuyerParticipantID",
          "SellerParticipantID",
          "BuyerNumberOfOrders",
          "SellerNumberOfOrders",
          "IsNational",
          "ResetSide"
        }) {
      group.insertBefore(reference(doc, name), afterMarket);
    }
  }

  /**
   * NoRelatedSym (146) in QuoteStatusRequest (35=a). FIX 4.4 has no group there, but Wirebench's
   * generic FIX dictionary (FixDictionary) reads 146 as a group in any message, and the bundled
   * fix-quote-status fixture relies on it; the same group here keeps the two FIX codecs in
   * agreement. Members as FixDictionary has them: the Instrument component, NoUnderlyings, NoLegs
   * and a few order fields.
   */
  private static Element relatedSymbols(Document doc, Element message) {
    Element group = doc.createElement("group");
    group.setAttribute("name", "NoRelatedSym");
    group.setAttribute("required", "N");
    for (Node child = message.getFirstChild(); child != null; child = child.getNextSibling()) {
      if (child instanceof Element element) {
        String name = element.getAttribute("name");
        if (name.equals("Instrument") || name.equals("NoUnderlyings") || name.equals("NoLegs")) {
          group.appendChild(element.cloneNode(true));
        }
      }
    }
    for (String name : RELATED_SYM_FIELDS) {
      group.appendChild(reference(doc, name));
    }
    return group;
  }

  private static Node member(Element group, String name) {
    for (Node child = group.getFirstChild(); child != null; child = child.getNextSibling()) {
      if (child instanceof Element element && element.getAttribute("name").equals(name)) {
        return element;
      }
    }
    throw new IllegalStateException("FIX44.xml has no " + name + " in NoMDEntries");
  }

  private static void removeMember(Element group, String name) {
    for (Node child = group.getFirstChild(); child != null; child = child.getNextSibling()) {
      if (child instanceof Element element && element.getAttribute("name").equals(name)) {
        group.removeChild(element);
        return;
      }
    }
  }

  private static Element entriesGroup(Element message) {
    for (Node child = message.getFirstChild(); child != null; child = child.getNextSibling()) {
      if (child instanceof Element element
          && element.getTagName().equals("group")
          && element.getAttribute("name").equals("NoMDEntries")) {
        return element;
      }
    }
    throw new IllegalStateException(
        "FIX44.xml has no NoMDEntries group in " + message.getAttribute("name"));
  }

  private static Element reference(Document doc, String name) {
    Element field = doc.createElement("field");
    field.setAttribute("name", name);
    field.setAttribute("required", "N");
    return field;
  }
}
