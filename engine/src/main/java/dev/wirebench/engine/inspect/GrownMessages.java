package dev.wirebench.engine.inspect;

import com.fasterxml.jackson.core.JsonProcessingException;
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
import java.util.List;
import java.util.Map;

/**
 * Long copies of short messages, for the idle warm-up ({@link InspectWarmUp}): the bundled samples
 * hold packages of one to a few entries, while the fixtures users open hold books and packages of
 * dozens. Every codec runs its per-entry code (encode, decode, compare, describe, lay out) once per
 * entry, and the JIT compiles a method only after a few hundred calls — so a warm-up over the short
 * samples alone leaves the per-entry paths of the entry kinds it saw rarely interpreted, and the
 * first long message pays for them (snapshot-20x20, 40 entries: 41–69 ms instead of ~25).
 *
 * <p>The copy is the first message with each of its top-level lists (a package's entries, a book's
 * bids and asks) holding the elements of that list in every message given, in order — so each kind
 * of entry a fixture holds anywhere is in it — repeated to a given length ([a, b, c] to 7 is [a, b,
 * c, a, b, c, a]). It goes through the model's JSON mapping and holds only values the messages
 * hold. FIX messages are left out: their fields are the message's tags, and a tag repeated is
 * another message.
 */
public final class GrownMessages {
  // decimals keep their scale and digits from the original to the copy
  private static final ObjectMapper JSON =
      new ObjectMapper()
          .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
          .configure(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES, false);

  private GrownMessages() {}

  /**
   * The first of {@code messages} (all of one type) with each top-level list holding the elements
   * of that list in all of them, in order, repeated to {@code length}; null if the first has no
   * non-empty list shorter than {@code length}, or is a FIX message.
   */
  public static Message of(List<Message> messages, int length) {
    Message first = messages.get(0);
    if (first.messageType() == MessageType.FIX_MESSAGE) {
      return null;
    }
    ObjectNode copy = tree(first);
    if (!hasShortList(copy, length)) {
      return null;
    }
    List<ObjectNode> others = new ArrayList<>();
    for (Message other : messages.subList(1, messages.size())) {
      others.add(tree(other));
    }
    boolean grew = false;
    for (Map.Entry<String, JsonNode> field : copy.properties()) {
      if (field.getValue() instanceof ArrayNode list
          && grow(list, field.getKey(), others, length)) {
        grew = true;
      }
    }
    try {
      return grew ? MessageJson.fromJson(JSON.writeValueAsString(copy)) : null;
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** {@code message} with its top-level lists repeated to {@code length}, or null if none grew. */
  public static Message of(Message message, int length) {
    return of(List.of(message), length);
  }

  private static boolean hasShortList(ObjectNode message, int length) {
    for (JsonNode field : message) {
      if (field instanceof ArrayNode list && !list.isEmpty() && list.size() < length) {
        return true;
      }
    }
    return false;
  }

  private static ObjectNode tree(Message message) {
    try {
      return (ObjectNode) JSON.readTree(MessageJson.toJson(message));
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Joins the others' lists named {@code name} to {@code list} up to {@code length}, repeats. */
  private static boolean grow(ArrayNode list, String name, List<ObjectNode> others, int length) {
    if (list.isEmpty() || list.size() >= length) {
      return false;
    }
    for (ObjectNode other : others) {
      if (other.get(name) instanceof ArrayNode more) {
        for (int i = 0; i < more.size() && list.size() < length; i++) {
          list.add(more.get(i));
        }
      }
    }
    int own = list.size();
    for (int i = own; i < length; i++) {
      list.add(list.get(i % own).deepCopy());
    }
    return true;
  }
}
