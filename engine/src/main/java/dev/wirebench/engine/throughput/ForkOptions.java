package dev.wirebench.engine.throughput;

import dev.wirebench.engine.env.JavaRuntime;
import dev.wirebench.engine.env.JavaRuntimes;
import dev.wirebench.engine.jvm.JvmFlags;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * How forked consumer JVMs are started, as benchmark forks are: a Java runtime (its {@code java},
 * with {@link JvmFlags#forJdk(int)} for its feature version), explicit JVM arguments (so forks
 * never inherit the GUI's flags) and the class path.
 *
 * @param jvm the runtime to fork ({@link JavaRuntimes#current()} by default)
 * @param jvmArgs arguments after Wirebench's required flags, e.g. {@code -Xmx512m}
 * @param classPath the class path holding the engine and the codecs
 */
public record ForkOptions(JavaRuntime jvm, List<String> jvmArgs, String classPath) {
  /** Heap for a forked consumer: it decodes into one reused instance; the stream is off-heap. */
  public static final List<String> DEFAULT_JVM_ARGS = List.of("-Xms64m", "-Xmx512m");

  /** {@link #CONSUMER_JIT}'s flag, as a constant for annotations ({@code StreamReadBenchmark}). */
  public static final String INLINE_SMALL_CODE = "-XX:InlineSmallCode=6000";

  /**
   * The JIT option every consumer JVM gets (forks here; thread consumers through the launcher's
   * {@code wirebench.launcher.jit} in packaging/pom.xml and bin/wirebench, which must say the
   * same). A codec's decode method is hot per message, so C2 compiles it on its own long before the
   * read loop around it; when it then compiles the loop, C2 refuses to inline a callee whose own
   * code is over {@code InlineSmallCode} bytes (2500 by default: "already compiled into a big
   * method") and the loop pays a call and loses the decoded fields to memory on every message.
   * Measured with JMH ({@code StreamReadBenchmark.decode}, wire-compiled bars, JDK 17): 30-38 ns
   * per message with the default, 26-27 ns with 6000, the scan unchanged (it calls nothing); in
   * {@code wirebench throughput --process-per-consumer} one consumer went from ~37.5 to ~48 M msg/s
   * (README "Measured here"). Thread consumers gain too since each keeps the codec instance it
   * warmed up ({@link ThreadConsumerGroup}): fresh instances had made the decode recompile past
   * this limit. Every codec gets the same flag, the scan runs in a JVM with it, and {@code jvmArgs}
   * come after, so a user's own {@code -XX:InlineSmallCode} wins.
   */
  public static final List<String> CONSUMER_JIT = List.of(ForkOptions.INLINE_SMALL_CODE);

  public ForkOptions {
    Objects.requireNonNull(jvm, "jvm");
    Objects.requireNonNull(classPath, "classPath");
    jvmArgs = List.copyOf(jvmArgs);
    if (jvm.feature() < 17) {
      throw new IllegalArgumentException(
          "forked JVMs must be Java 17 or newer, not " + jvm.describe());
    }
  }

  /** The running JVM and its class path, with {@link #DEFAULT_JVM_ARGS}. */
  public static ForkOptions currentJvm() {
    return new ForkOptions(
        JavaRuntimes.current(), DEFAULT_JVM_ARGS, System.getProperty("java.class.path"));
  }

  public ForkOptions withJvmArgs(List<String> args) {
    return new ForkOptions(jvm, args, classPath);
  }

  public ForkOptions withJvm(JavaRuntime runtime) {
    return new ForkOptions(runtime, jvmArgs, classPath);
  }

  /** The JVM flags of a fork: Wirebench's required ones, {@link #CONSUMER_JIT}, then jvmArgs. */
  public List<String> flags() {
    List<String> flags = new ArrayList<>(JvmFlags.forJdk(jvm.feature()));
    flags.addAll(CONSUMER_JIT);
    flags.addAll(jvmArgs);
    return flags;
  }

  /** The full command line running {@code mainClass} with {@code args}. */
  public List<String> command(String mainClass, List<String> args) {
    List<String> command = new ArrayList<>();
    command.add(jvm.java().toString());
    command.addAll(flags());
    command.add("-cp");
    command.add(classPath);
    command.add(mainClass);
    command.addAll(args);
    return command;
  }
}
