package dev.wirebench.engine.inspect;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.MessageType;
import dev.wirebench.engine.model.json.MessageJson;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * Copies of messages whose lists (a package's entries, a book's levels) are repeated to a given
 * length, for the idle warm-up ({@link InspectWarmUp}): the bundled samples hold packages of one to
 * a few entries, while the fixtures users open hold books and packages of dozens. Every codec runs
 * its per-entry code (encode, decode, compare, describe, lay out) once per entry, and the JIT
 * compiles a method only after a few hundred calls — so a warm-up over the short samples alone
 * leaves the per-entry paths of the entry kinds it saw rarely interpreted, and the first long
 * message pays for them (snapshot-20x20, 40 entries: 41–69 ms instead of ~25).
 *
 * <p>A list grows by repeating its own elements in order (the copy of [a, b, c] to 7 is [a, b, c,
 * a, b, c, a]), through the model's JSON mapping: the copy holds only values the original holds,
 * in the same kinds of entries. FIX messages are left out: their fields are the message's tags,
 * and a tag repeated is another message.
 */
public final class GrownMessages {
  // decimals keep their scale and digits from the original to the copy
  private static final ObjectMapper JSON =
      new ObjectMapper()
          .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
          .configure(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES, false);

  private GrownMessages() {}

  /**
   * For each message with a non-empty list shorter than {@code length} at its top level, a copy
   * with every such list repeated to {@code length} elements; messages with no such list give
   * nothing.
   */
  public static List<Message> of(List<Message> messages, int length) {
    List<Message> grown = new ArrayList<>();
    for (Message message : messages) {
      Message copy = grown(message, length);
      if (copy != null) {
        grown.add(copy);
      }
    }
    return grown;
  }

  /** {@code message} with its top-level lists repeated to {@code length}, or null if none grew. */
  static Message grown(Message message, int length) {
    if (message.messageType() == MessageType.FIX_MESSAGE) {
      return null;
    }
    try {
      ObjectNode tree = (ObjectNode) JSON.readTree(MessageJson.toJson(message));
      boolean grew = false;
      for (Iterator<JsonNode> fields = tree.elements(); fields.hasNext(); ) {
        if (fields.next() instanceof ArrayNode list && repeat(list, length)) {
          grew = true;
        }
      }
      return grew ? MessageJson.fromJson(JSON.writeValueAsString(tree)) : null;
    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static boolean repeat(ArrayNode list, int length) {
    int own = list.size();
    if (own == 0 || own >= length) {
      return false;
    }
    for (int i = own; i < length; i++) {
      list.add(list.get(i % own).deepCopy());
    }
    return true;
  }
}
