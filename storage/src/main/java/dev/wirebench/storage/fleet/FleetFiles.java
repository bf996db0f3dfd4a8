package dev.wirebench.storage.fleet;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HexFormat;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Message and schema files carried by fleet jobs, kept in the team store by the SHA-256 of their
 * bytes ({@code fleet_files}). A job names a file {@code sha256:<hex>/<name>}: the name only keeps
 * the extension (a schema's format is read from it) and what people see; the hash is what is
 * fetched and checked. An agent writes a file into its own cache directory and nowhere else: a job
 * can name no path on the agent's machine.
 */
final class FleetFiles {
  /** Larger files stay on the queuer's machine: a job's file is read whole, into memory. */
  static final long MAX_BYTES = 64L << 20;

  private static final String PREFIX = "sha256:";
  private static final Pattern REF =
      Pattern.compile("sha256:([0-9a-f]{64})/([A-Za-z0-9_-][A-Za-z0-9._-]{0,199})");

  private FleetFiles() {}

  /** Whether {@code source} names a carried file (and only that: a name cannot leave the cache). */
  static boolean isRef(String source) {
    return REF.matcher(source).matches();
  }

  /** Whether {@code source} looks like a reference at all, well formed or not. */
  static boolean looksLikeRef(String source) {
    return source.startsWith(PREFIX);
  }

  /**
   * Stores {@code file}'s bytes (once per content) and returns the reference a job carries.
   *
   * @throws IllegalArgumentException if the file cannot be read or is larger than {@link
   *     #MAX_BYTES}
   */
  static String store(Connection c, Path file) throws SQLException {
    byte[] bytes = read(file);
    String sha = sha256(bytes);
    try (PreparedStatement s =
        c.prepareStatement(
            "INSERT INTO fleet_files (sha256, size, content) VALUES (?, ?, ?)"
                + " ON CONFLICT (sha256) DO NOTHING")) {
      s.setString(1, sha);
      s.setLong(2, bytes.length);
      s.setBytes(3, bytes);
      s.executeUpdate();
    }
    return PREFIX + sha + "/" + safeName(file.getFileName().toString());
  }

  /**
   * The cached copy of the file {@code ref} names, fetched from the store when the cache lacks it;
   * every copy is checked against its hash.
   *
   * @throws IllegalArgumentException if {@code ref} is not a reference, the store lacks the file,
   *     or the bytes do not match their hash
   */
  static Path fetch(Connection c, String ref, Path cache) throws SQLException {
    Matcher m = REF.matcher(ref);
    if (!m.matches()) {
      throw new IllegalArgumentException("not a carried file: " + ref);
    }
    String sha = m.group(1);
    Path target = cache.resolve(sha).resolve(m.group(2));
    try {
      if (Files.isRegularFile(target) && sha.equals(sha256(Files.readAllBytes(target)))) {
        return target;
      }
      byte[] bytes = download(c, sha);
      if (!sha.equals(sha256(bytes))) {
        throw new IllegalArgumentException("the team store's copy of " + ref + " is damaged");
      }
      Files.createDirectories(target.getParent());
      Path tmp = Files.createTempFile(target.getParent(), ".fetch", ".tmp");
      try {
        Files.write(tmp, bytes);
        move(tmp, target);
      } finally {
        Files.deleteIfExists(tmp);
      }
      return target;
    } catch (IOException e) {
      throw new UncheckedIOException("could not write " + target + " for " + ref, e);
    }
  }

  private static byte[] download(Connection c, String sha) throws SQLException {
    try (PreparedStatement s =
        c.prepareStatement("SELECT content FROM fleet_files WHERE sha256 = ?")) {
      s.setString(1, sha);
      try (ResultSet row = s.executeQuery()) {
        if (!row.next()) {
          throw new IllegalArgumentException(
              "the team store has no file with SHA-256 " + sha + " (deleted by hand?)");
        }
        return row.getBytes(1);
      }
    }
  }

  private static void move(Path tmp, Path target) throws IOException {
    try {
      Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    } catch (AtomicMoveNotSupportedException e) {
      Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
    }
  }

  private static byte[] read(Path file) {
    try {
      if (!Files.isRegularFile(file)) {
        throw new IllegalArgumentException(file + " is not a file");
      }
      long size = Files.size(file);
      if (size > MAX_BYTES) {
        throw new IllegalArgumentException(
            file
                + " is "
                + (size >> 20)
                + " MiB: a fleet job carries files up to "
                + (MAX_BYTES >> 20)
                + " MiB");
      }
      return Files.readAllBytes(file);
    } catch (IOException e) {
      throw new IllegalArgumentException("cannot read " + file + ": " + e.getMessage(), e);
    }
  }

  /** The name as a cache file may be called: its characters kept where safe, its extension too. */
  static String safeName(String name) {
    String safe = name.replaceAll("[^A-Za-z0-9._-]", "_");
    if (safe.length() > 190) {
      safe = safe.substring(safe.length() - 190); // the end holds the extension
    }
    return safe.isEmpty() || safe.startsWith(".") ? "file" + safe : safe;
  }

  static String sha256(byte[] bytes) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JVM has SHA-256", e);
    }
  }
}
