package dev.wirebench.storage.jmh;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.NullNode;
import dev.wirebench.engine.io.InputSizeLimit;
import dev.wirebench.engine.io.InputTooLargeException;
import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.run.CancelToken;
import dev.wirebench.storage.ImportedRun;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.function.Consumer;

/**
 * Reads a JMH JSON result file ({@code -rf json}) from any JMH 1.2x–1.37 into an {@link
 * ImportedRun}: every result of every mode with its params, secondary metrics (JMH ≤ 1.35's {@code
 * ·gc.alloc.rate.norm} naming included), raw per-iteration data, and sample-mode histograms
 * (reduced to per-iteration means, the raw JSON kept verbatim). The file is parsed as it is read
 * (one result at a time), and the whole file is checked before anything is returned, so a bad file
 * is rejected whole.
 */
public final class JmhJsonReader {
  static final ObjectMapper MAPPER =
      JsonMapper.builder()
          .enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
          .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
          .build();

  /** One value of a stream of several (so no "trailing tokens" check per value). */
  private static final ObjectReader ONE_VALUE =
      MAPPER.reader().without(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

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
   * and stopping when {@code cancel} is cancelled. Holds every result in memory: {@link #stream}
   * does not.
   *
   * @throws ImportCancelledException if cancelled before the file was read whole
   */
  public static ImportedRun read(
      Path file, String label, InputSizeLimit limit, CancelToken cancel, ImportProgress progress) {
    List<BenchResult> results = new ArrayList<>();
    ImportedRun run = stream(file, label, limit, cancel, progress, results::add);
    return new ImportedRun(
        run.label(),
        run.source(),
        run.sourceSha256(),
        run.startedAt(),
        run.planJson(),
        run.environment(),
        results);
  }

  /**
   * Reads {@code file}, handing each result to {@code sink} as soon as it is read and keeping
   * nothing of it (memory stays bounded whatever the file's size); returns the run the file
   * describes, without its results. The whole file is checked, so a caller that stores what {@code
   * sink} gets in one transaction rolls it back when this throws.
   *
   * @throws ImportException naming the file and what is wrong where, or its size and the limit
   * @throws ImportCancelledException if cancelled before the file was read whole
   */
  public static ImportedRun stream(
      Path file,
      String label,
      InputSizeLimit limit,
      CancelToken cancel,
      ImportProgress progress,
      Consumer<BenchResult> sink) {
    String name = file.getFileName().toString();
    MessageDigest digest = sha256();
    FileSettings settings = new FileSettings();
    Instant modified;
    try {
      limit.check(file);
      long total = Files.isRegularFile(file) ? Files.size(file) : -1;
      modified = Files.getLastModifiedTime(file).toInstant();
      // Parsed as it is read: no whole-file read first that progress and cancel could not see.
      try (InputStream in =
          new WatchedInputStream(
              Files.newInputStream(file),
              total,
              limit.bytes(),
              () -> limit.exceeded(file),
              digest,
              cancel,
              progress)) {
        readElements(in, name, cancel, progress, settings, sink);
      }
    } catch (InputTooLargeException e) {
      throw new ImportException(e.getMessage());
    } catch (NoSuchFileException e) {
      throw new ImportException(file + ": no such file");
    } catch (IOException e) {
      throw new ImportException(file + ": cannot read it: " + e.getMessage(), e);
    }
    return new ImportedRun(
        label(file, label),
        name,
        HexFormat.of().formatHex(digest.digest()),
        modified,
        settings.planJson(name),
        settings.environment(name),
        List.of());
  }

  /**
   * The run {@code file} would be imported as, before it is parsed: its label, name, SHA-256 and
   * time, no settings and no results. Reads the file once to hash it (much faster than parsing it),
   * so an import of a file imported before stops here.
   *
   * @throws ImportException if the file is missing, unreadable or over the limit
   */
  public static ImportedRun identify(Path file, String label, InputSizeLimit limit) {
    MessageDigest digest = sha256();
    try {
      limit.check(file);
      Instant modified = Files.getLastModifiedTime(file).toInstant();
      try (InputStream in =
          new java.security.DigestInputStream(Files.newInputStream(file), digest)) {
        in.transferTo(OutputStream.nullOutputStream());
      }
      return new ImportedRun(
          label(file, label),
          file.getFileName().toString(),
          HexFormat.of().formatHex(digest.digest()),
          modified,
          null,
          dev.wirebench.engine.result.Environment.of(java.util.Map.of()),
          List.of());
    } catch (InputTooLargeException e) {
      throw new ImportException(e.getMessage());
    } catch (NoSuchFileException e) {
      throw new ImportException(file + ": no such file");
    } catch (IOException e) {
      throw new ImportException(file + ": cannot read it: " + e.getMessage(), e);
    }
  }

  private static String label(Path file, String label) {
    return label != null ? label : file.getFileName().toString().replaceFirst("\\.[^.]*$", "");
  }

  /** The results in {@code json}, as {@link #read} finds them (tests, tools). */
  public static List<BenchResult> parse(String json, String source) {
    List<BenchResult> results = new ArrayList<>();
    byte[] bytes = json.getBytes(java.nio.charset.StandardCharsets.UTF_8);
    InputStream in =
        new WatchedInputStream(
            new ByteArrayInputStream(bytes),
            bytes.length,
            Long.MAX_VALUE,
            IllegalStateException::new,
            sha256(),
            new CancelToken(),
            ImportProgress.NONE);
    readElements(
        in, source, new CancelToken(), ImportProgress.NONE, new FileSettings(), results::add);
    return results;
  }

  /**
   * Reads the result array one element at a time, converting each as it comes and handing it to
   * {@code sink} (so results are counted and stored while the file is still being read), then reads
   * the rest of the stream so every byte reaches the digest.
   */
  private static void readElements(
      InputStream bytes,
      String source,
      CancelToken cancel,
      ImportProgress progress,
      FileSettings settings,
      Consumer<BenchResult> sink) {
    int count = 0;
    try (JsonParser parser = MAPPER.createParser(bytes)) {
      // The caller closes the stream, after draining it into the digest.
      parser.disable(JsonParser.Feature.AUTO_CLOSE_SOURCE);
      JsonToken first = parser.nextToken();
      if (first == null) {
        throw new ImportException(
            source + ": the file is empty; expected JMH's JSON result array (-rf json)");
      }
      if (first != JsonToken.START_ARRAY) {
        JsonNode root = ONE_VALUE.readTree(parser);
        throw new Node(root, "$", source)
            .error("expected an array of benchmark results, found " + kind(root));
      }
      while (parser.nextToken() != JsonToken.END_ARRAY) {
        JsonNode json = ONE_VALUE.readTree(parser);
        Node element =
            new Node(json == null ? NullNode.getInstance() : json, "$[" + count + "]", source);
        if (cancel.isCancelled()) {
          throw new ImportCancelledException();
        }
        BenchResult result = JmhResultReader.read(element);
        settings.addElement(element);
        settings.addResult(result);
        sink.accept(result);
        progress.results(++count);
      }
      JsonToken after = parser.nextToken();
      if (after != null) {
        JsonLocation at = parser.currentTokenLocation();
        throw new ImportException(
            source
                + ": not valid JSON at line "
                + at.getLineNr()
                + ", column "
                + at.getColumnNr()
                + ": unexpected "
                + after
                + " after the result array");
      }
      bytes.transferTo(OutputStream.nullOutputStream());
    } catch (JsonProcessingException e) {
      JsonLocation at = e.getLocation();
      String where =
          at == null ? "" : " at line " + at.getLineNr() + ", column " + at.getColumnNr();
      throw new ImportException(
          source + ": not valid JSON" + where + ": " + e.getOriginalMessage(), e);
    } catch (IOException e) {
      throw new ImportException(source + ": cannot read it: " + e.getMessage(), e);
    }
    if (count == 0) {
      throw new ImportException(
          source
              + ": holds no benchmark results (JMH writes [] when every benchmark failed);"
              + " nothing to import");
    }
  }

  private static String kind(JsonNode node) {
    return node.isObject()
        ? "an object"
        : "a " + node.getNodeType().name().toLowerCase(java.util.Locale.ROOT);
  }

  private static MessageDigest sha256() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JVM has SHA-256", e);
    }
  }
}
