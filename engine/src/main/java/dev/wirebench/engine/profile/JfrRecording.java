package dev.wirebench.engine.profile;

import java.util.Arrays;

/**
 * A JDK Flight Recorder file as a profiled fork wrote it, kept beside the stacks read from it so a
 * user can open the source in JDK Mission Control or {@code jfr print}. Equal by content.
 *
 * @param bytes the {@code .jfr} file's bytes
 */
public record JfrRecording(byte[] bytes) {
  /**
   * Recordings larger than this are not kept (the stacks still are): 64 MiB, far above what a
   * profiled fork's two sampled events write in seconds, so only a runaway recording is refused.
   */
  public static final long MAX_BYTES = 64L << 20;

  public JfrRecording {
    bytes = bytes.clone();
  }

  @Override
  public byte[] bytes() {
    return bytes.clone();
  }

  public int size() {
    return bytes.length;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof JfrRecording r && Arrays.equals(bytes, r.bytes);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(bytes);
  }

  @Override
  public String toString() {
    return "JfrRecording[" + bytes.length + " bytes]";
  }
}
