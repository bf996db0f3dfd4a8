package dev.wirebench.storage.jmh;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.wirebench.engine.io.InputSizeLimit;
import dev.wirebench.engine.io.InputTooLargeException;
import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.run.CancelToken;
import dev.wirebench.storage.ImportedRun;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * Reads a JMH JSON result file ({@code -rf json}) from any JMH 1.2x–1.37 into an {@link
 * ImportedRun}: every result of every mode with its params, secondary metrics (JMH ≤ 1.35's {@code
 * ·gc.alloc.rate.norm} naming included), raw per-iteration data, and sample-mode histograms
 * (reduced to per-iteration means, the raw JSON kept verbatim). The whole file is checked before
 * anything is returned, so a bad file is rejected whole.
 */
public final class JmhJsonReader {
  static final ObjectMapper MAPPER =
      JsonMapper.builder()
          .enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
          .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
          .build();

  private JmhJsonReader() {}

  /**
   * Reads {@code file}.
   *
   * @param label the run's label, or null for the file name without its extension
   * @throws ImportException naming the file and what is wrong where
   */
  public static ImportedRun read(Path file, String label) {
    return read(file, label, new InputSizeLimit(InputSizeLimit.IMPORT_DEFAULT, "--max-size"));
  }

  /**
   * Reads {@code file}, refusing it past {@code limit} before it is read into memory.
   *
   * @param label the run's label, or null for the file name without its extension
   * @throws ImportException naming the file and what is wrong where, or its size and the limit
   */
  public static ImportedRun read(Path file, String label, InputSizeLimit limit) {
    return read(file, label, limit, new CancelToken(), ImportProgress.NONE);
  }

  /**
   * As {@link #read(Path, String, InputSizeLimit)}, reporting the bytes parsed to {@code progress}
   * and stopping when {@code cancel} is cancelled.
   *
   * @throws ImportCancelledException if cancelled before the file was read whole
   */
  public static ImportedRun read(
      Path file, String label, InputSizeLimit limit, CancelToken cancel, ImportProgress progress) {
    String name = file.getFileName().toString();
    byte[] bytes;
    Instant modified;
    try {
      bytes = limit.read(file);
      modified = Files.getLastModifiedTime(file).toInstant();
    } catch (InputTooLargeException e) {
      throw new ImportException(e.getMessage());
    } catch (NoSuchFileException e) {
      throw new ImportException(file + ": no such file");
    } catch (IOException e) {
      throw new ImportException(file + ": cannot read it: " + e.getMessage(), e);
    }
    List<Node> elements = elements(new WatchedInputStream(bytes, cancel, progress), name);
    List<BenchResult> results = new ArrayList<>();
    for (Node element : elements) {
      if (cancel.isCancelled()) {
        throw new ImportCancelledException();
      }
      results.add(JmhResultReader.read(element));
    }
    FileSettings settings = FileSettings.of(elements, results);
    String runLabel = label != null ? label : name.replaceFirst("\\.[^.]*$", "");
    return new ImportedRun(
        runLabel,
        name,
        sha256(bytes),
        modified,
        settings.planJson(name),
        settings.environment(name),
        results);
  }

  /** The results in {@code json}, as {@link #read} finds them (tests, tools). */
  public static List<BenchResult> parse(String json, String source) {
    List<BenchResult> results = new ArrayList<>();
    byte[] bytes = json.getBytes(java.nio.charset.StandardCharsets.UTF_8);
    for (Node element :
        elements(new WatchedInputStream(bytes, new CancelToken(), ImportProgress.NONE), source)) {
      results.add(JmhResultReader.read(element));
    }
    return results;
  }

  private static List<Node> elements(InputStream bytes, String source) {
    JsonNode root;
    try {
      root = MAPPER.readTree(bytes);
    } catch (JsonProcessingException e) {
      JsonLocation at = e.getLocation();
      String where =
          at == null ? "" : " at line " + at.getLineNr() + ", column " + at.getColumnNr();
      throw new ImportException(
          source + ": not valid JSON" + where + ": " + e.getOriginalMessage(), e);
    } catch (IOException e) {
      throw new ImportException(source + ": cannot read it: " + e.getMessage(), e);
    }
    if (root == null || root.isMissingNode()) {
      throw new ImportException(
          source + ": the file is empty; expected JMH's JSON result array (-rf json)");
    }
    Node top = new Node(root, "$", source);
    if (!root.isArray()) {
      throw top.error("expected an array of benchmark results, found " + kind(root));
    }
    if (root.isEmpty()) {
      throw new ImportException(
          source
              + ": holds no benchmark results (JMH writes [] when every benchmark failed);"
              + " nothing to import");
    }
    List<Node> elements = new ArrayList<>();
    for (int i = 0; i < root.size(); i++) {
      elements.add(top.element(i));
    }
    return elements;
  }

  private static String kind(JsonNode node) {
    return node.isObject()
        ? "an object"
        : "a " + node.getNodeType().name().toLowerCase(java.util.Locale.ROOT);
  }

  static String sha256(byte[] bytes) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JVM has SHA-256", e);
    }
  }
}
