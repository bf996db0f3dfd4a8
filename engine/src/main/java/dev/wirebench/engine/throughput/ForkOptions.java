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

  /** The full command line running {@code mainClass} with {@code args}. */
  public List<String> command(String mainClass, List<String> args) {
    List<String> command = new ArrayList<>();
    command.add(jvm.java().toString());
    command.addAll(JvmFlags.forJdk(jvm.feature()));
    command.addAll(jvmArgs);
    command.add("-cp");
    command.add(classPath);
    command.add(mainClass);
    command.addAll(args);
    return command;
  }
}
