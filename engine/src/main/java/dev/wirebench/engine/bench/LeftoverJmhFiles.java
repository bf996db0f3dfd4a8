package dev.wirebench.engine.bench;

import dev.wirebench.engine.env.JmhLock;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.UserPrincipal;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Removes the temporary files a killed JMH run left in the temp directory: JMH writes each fork's
 * output and its compile commands to {@code jmh<digits><suffix>} files there and deletes them only
 * when its JVM exits normally, so every {@code kill -9} of Wirebench mid-run left some behind.
 *
 * <p>They carry no owner, so they are removed only when nothing can still need them: while this
 * process holds Wirebench's measurement lock (no other Wirebench run measures) and nobody holds
 * JMH's own {@code jmh.lock} (no JMH run of any tool measures), and only files of this user that
 * are at least {@link #MIN_AGE} old (a JMH run starting right now writes its files just before it
 * takes its lock). Best effort and quiet: a file that cannot be removed stays.
 */
final class LeftoverJmhFiles {
  /** Older than any gap between a JMH run writing its first file and taking its lock. */
  static final Duration MIN_AGE = Duration.ofMinutes(2);

  private static final Pattern JMH_TEMP = Pattern.compile("jmh-?\\d+[A-Za-z.]*");

  private LeftoverJmhFiles() {}

  /** Sweeps {@code folder} (the temp directory) unless {@code jmhLock} says a JMH run is on. */
  static int sweep(Path folder, JmhLock jmhLock, Instant now) {
    if (jmhLock.probe().orElse(JmhLock.Holder.OTHER_PROCESS) != JmhLock.Holder.NONE) {
      return 0;
    }
    List<Path> candidates;
    try (Stream<Path> files = Files.list(folder)) {
      candidates =
          files.filter(p -> JMH_TEMP.matcher(p.getFileName().toString()).matches()).toList();
    } catch (IOException | UncheckedIOException unreadable) {
      return 0;
    }
    int removed = 0;
    for (Path file : candidates) {
      try {
        if (isOldAndMine(file, now) && Files.deleteIfExists(file)) {
          removed++;
        }
      } catch (IOException stays) {
        // Another user's, or gone already: not ours to report.
      }
    }
    return removed;
  }

  private static boolean isOldAndMine(Path file, Instant now) throws IOException {
    if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
      return false;
    }
    FileTime modified = Files.getLastModifiedTime(file, LinkOption.NOFOLLOW_LINKS);
    UserPrincipal owner = Files.getOwner(file, LinkOption.NOFOLLOW_LINKS);
    return modified.toInstant().isBefore(now.minus(MIN_AGE))
        && owner.getName().equals(System.getProperty("user.name"));
  }
}
