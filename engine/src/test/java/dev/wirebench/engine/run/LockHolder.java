package dev.wirebench.engine.run;

import java.io.IOException;
import java.nio.file.Path;

/**
 * A second process for {@link MeasurementLockTest}: takes the lock given as argument, says {@code
 * locked}, and holds it until its standard input closes.
 */
public final class LockHolder {
  private LockHolder() {}

  public static void main(String[] args) throws IOException {
    MeasurementLock.Held held =
        new MeasurementLock(Path.of(args[0]))
            .acquire("the test holder", new CancelToken(), s -> {});
    System.out.println("locked");
    System.out.flush();
    while (System.in.read() >= 0) {
      // Hold until the test closes our input.
    }
    held.close();
  }
}
