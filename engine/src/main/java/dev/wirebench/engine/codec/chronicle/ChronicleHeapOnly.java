package dev.wirebench.engine.codec.chronicle;

import net.openhft.posix.PosixAPI;

/**
 * Tells Chronicle that this JVM uses it only through the Wire codecs, on heap bytes: no queue, no
 * memory-mapped file, no thread affinity. Chronicle's {@code Jvm} class otherwise loads its native
 * POSIX bindings while it initialises (jnr-ffi generating and assembling a native call stub per
 * function: about 0.1 s of CPU, measured) although on-heap encoding and decoding never calls them;
 * with this call Chronicle installs its no-op POSIX API instead.
 *
 * <p>Only for processes that will not open a Chronicle Queue (the throughput stores need the real
 * API): the CLI's {@code inspect}. Call it before the first Chronicle class initialises; the bytes
 * the Chronicle codecs write do not depend on it.
 */
public final class ChronicleHeapOnly {
  private ChronicleHeapOnly() {}

  /** Installs Chronicle's no-op POSIX API for this JVM. */
  public static void declare() {
    ChronicleGuard.apply();
    PosixAPI.useNoOpPosixApi();
  }
}
