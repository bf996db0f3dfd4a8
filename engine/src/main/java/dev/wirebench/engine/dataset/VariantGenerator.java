package dev.wirebench.engine.dataset;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wirebench.engine.run.CancelToken;
import dev.wirebench.engine.run.CancelledException;
import java.io.IOException;
import java.io.Writer;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.LongConsumer;

/**
 * N seeded, randomized variants of a fixture's messages, as a JSON array with one message per line
 * (what every fixture reader takes, the built-in model's included): the messages in turn, each
 * varied as a feed varies — prices as one random walk on each price's own tick (a message's prices
 * move together, so a bar's high stays above its low), sizes by a log-normal factor, the number of
 * entries of a list of records (book levels) up or down, entries added as copies of the message's
 * own. Names say what a field is ({@link FieldKinds}); identifiers, timestamps, counts and enums
 * are kept. The same seed and settings give the same bytes.
 */
public final class VariantGenerator {
  private static final ObjectMapper JSON = new ObjectMapper();

  private final List<ObjectNode> templates;
  private final VariantSettings settings;
  private final Random random;
  private double walkTicks;

  /**
   * @param templates the fixture's messages (JSON objects), at least one
   */
  public VariantGenerator(List<ObjectNode> templates, VariantSettings settings) {
    if (templates.isEmpty()) {
      throw new IllegalArgumentException("the fixture has no message to vary");
    }
    this.templates = List.copyOf(templates);
    this.settings = settings;
    this.random = new Random(settings.seed());
  }

  /**
   * Writes the variants to {@code out}, a JSON array, one message per line, reporting how many are
   * written every 10,000.
   *
   * @throws CancelledException if {@code cancel} is cancelled (what is written so far stays)
   */
  public void write(Writer out, LongConsumer progress, CancelToken cancel) throws IOException {
    out.write("[\n");
    for (long i = 0; i < settings.count(); i++) {
      out.write(JSON.writeValueAsString(next(templates.get((int) (i % templates.size())))));
      out.write(i + 1 < settings.count() ? ",\n" : "\n");
      if ((i + 1) % 10_000 == 0) {
        if (cancel.isCancelled()) {
          throw new CancelledException("cancelled after " + (i + 1) + " variants");
        }
        progress.accept(i + 1);
      }
    }
    out.write("]\n");
    progress.accept(settings.count());
  }

  /** The next variant of {@code template}: the walk takes one step first. */
  ObjectNode next(ObjectNode template) {
    walkTicks += random.nextGaussian() * settings.priceStepTicks();
    ObjectNode variant = template.deepCopy();
    varyObject(variant);
    return variant;
  }

  private void varyObject(ObjectNode object) {
    for (Map.Entry<String, JsonNode> field : object.properties()) {
      JsonNode value = field.getValue();
      if (value.isObject()) {
        varyObject((ObjectNode) value);
      } else if (value.isArray()) {
        varyArray(object, field.getKey(), (ArrayNode) value);
      } else {
        JsonNode varied = varyLeaf(field.getKey(), value);
        if (varied != value) {
          object.set(field.getKey(), varied);
        }
      }
    }
  }

  private void varyArray(ObjectNode parent, String name, ArrayNode array) {
    ArrayNode resized = records(array) ? resize(array) : array;
    for (JsonNode element : resized) {
      if (element.isObject()) {
        varyObject((ObjectNode) element);
      }
    }
    if (resized != array) {
      parent.set(name, resized);
    }
  }

  private static boolean records(ArrayNode array) {
    if (array.isEmpty()) {
      return false;
    }
    for (JsonNode element : array) {
      if (!element.isObject()) {
        return false;
      }
    }
    return true;
  }

  private ArrayNode resize(ArrayNode array) {
    if (settings.depthSpread() == 0) {
      return array;
    }
    int size = array.size();
    double factor = 1 + settings.depthSpread() * (2 * random.nextDouble() - 1);
    int length = Math.max(1, (int) Math.round(size * factor));
    ArrayNode resized = JSON.createArrayNode();
    for (int i = 0; i < length; i++) {
      resized.add(array.get(i % size).deepCopy());
    }
    return resized;
  }

  private JsonNode varyLeaf(String name, JsonNode value) {
    FieldKinds.Kind kind = FieldKinds.of(name);
    if (kind == FieldKinds.Kind.PRICE && settings.priceStepTicks() > 0) {
      return Decimals.shift(value, Math.round(walkTicks));
    }
    if (kind == FieldKinds.Kind.SIZE && settings.sizeSigma() > 0) {
      double sigma = settings.sizeSigma();
      double factor = Math.exp(sigma * random.nextGaussian() - sigma * sigma / 2);
      return Decimals.scale(value, factor);
    }
    return value;
  }
}
