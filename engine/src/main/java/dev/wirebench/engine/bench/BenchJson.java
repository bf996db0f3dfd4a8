package dev.wirebench.engine.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import dev.wirebench.engine.result.BenchResult;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;

/**
 * Results as a JMH JSON result file (what {@code -rf json} writes): an array of JMH's own result
 * objects ({@link BenchResult#rawJson()}). Failed results have none and are left out.
 */
public final class BenchJson {
  private static final ObjectMapper JSON =
      new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private BenchJson() {}

  /** The JMH JSON array of {@code results}. */
  public static String toJmhJson(Collection<BenchResult> results) {
    ArrayNode array = JSON.createArrayNode();
    for (BenchResult result : results) {
      if (result.rawJson() != null) {
        try {
          JsonNode node = JSON.readTree(result.rawJson());
          array.add(node);
        } catch (IOException e) {
          throw new UncheckedIOException("a result holds JSON that does not parse", e);
        }
      }
    }
    try {
      return JSON.writeValueAsString(array) + System.lineSeparator();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot render results as JSON", e);
    }
  }

  /** Writes {@link #toJmhJson} to {@code file}. */
  public static void write(Collection<BenchResult> results, Path file) {
    try {
      Files.writeString(file, toJmhJson(results));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
    }
  }
}
