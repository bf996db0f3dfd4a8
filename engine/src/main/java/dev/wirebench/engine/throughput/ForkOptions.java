package dev.wirebench.engine.throughput;

import dev.wirebench.engine.env.JvmFlags;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * How forked consumer JVMs are started: which {@code java}, its feature version (for {@link
 * JvmFlags#forJdk(int)}), explicit JVM arguments (so forks never inherit the GUI's flags) and the
 * class path.
 *
 * @param javaBinary the {@code java} executable
 * @param jdkFeature its feature version (17, 21, 25...)
 * @param jvmArgs arguments after Wirebench's required flags, e.g. {@code -Xmx512m}
 * @param classPath the class path holding the engine and the codecs
 */
public record ForkOptions(Path javaBinary, int jdkFeature, List<String> jvmArgs, String classPath) {
  /** Heap for a forked consumer: it decodes into one reused instance; the stream is off-heap. */
  public static final List<String> DEFAULT_JVM_ARGS = List.of("-Xms64m", "-Xmx512m");

  public ForkOptions {
    Objects.requireNonNull(javaBinary, "javaBinary");
    Objects.requireNonNull(classPath, "classPath");
    jvmArgs = List.copyOf(jvmArgs);
    if (jdkFeature < 17) {
      throw new IllegalArgumentException("forked JVMs must be Java 17 or newer, not " + jdkFeature);
    }
  }

  /** The running JVM's {@code java}, version and class path, with {@link #DEFAULT_JVM_ARGS}. */
  public static ForkOptions currentJvm() {
    return new ForkOptions(
        Path.of(System.getProperty("java.home"), "bin", "java"),
        Runtime.version().feature(),
        DEFAULT_JVM_ARGS,
        System.getProperty("java.class.path"));
  }

  public ForkOptions withJvmArgs(List<String> args) {
    return new ForkOptions(javaBinary, jdkFeature, args, classPath);
  }

  /** The full command line running {@code mainClass} with {@code args}. */
  public List<String> command(String mainClass, List<String> args) {
    List<String> command = new ArrayList<>();
    command.add(javaBinary.toString());
    command.addAll(JvmFlags.forJdk(jdkFeature));
    command.addAll(jvmArgs);
    command.add("-cp");
    command.add(classPath);
    command.add(mainClass);
    command.addAll(args);
    return command;
  }
}
