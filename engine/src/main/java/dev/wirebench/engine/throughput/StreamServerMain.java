package dev.wirebench.engine.throughput;

import dev.wirebench.engine.bench.jmh.ParentWatch;
import dev.wirebench.engine.jvm.JvmFlags;
import dev.wirebench.engine.throughput.served.CpuList;
import dev.wirebench.engine.throughput.served.ServerOptions;
import dev.wirebench.engine.throughput.served.Transport;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Entry point of a stream server JVM ({@code store=ID transport=ID dir=PATH [channels=C]}): serves
 * the streams in that directory over the transport ({@link Transport#serve}: TCP on loopback, Aeron
 * IPC or UDP on loopback) with C sending threads (0: one per consumer), and halts when the process
 * that started it is gone.
 */
public final class StreamServerMain {
  private StreamServerMain() {}

  public static void main(String[] args) throws IOException {
    ParentWatch.start();
    JvmFlags.applySystemProperties();
    String storeId = null;
    Transport transport = Transport.TCP;
    Path directory = null;
    int channels = 0;
    for (String arg : args) {
      if (arg.startsWith("store=")) {
        storeId = arg.substring("store=".length());
      } else if (arg.startsWith("transport=")) {
        transport = Transport.byId(arg.substring("transport=".length()));
      } else if (arg.startsWith("dir=")) {
        directory = Path.of(arg.substring("dir=".length()));
      } else if (arg.startsWith("channels=")) {
        channels = Integer.parseInt(arg.substring("channels=".length()));
      }
    }
    if (storeId == null || transport == null || directory == null) {
      throw new IllegalArgumentException(
          "usage: StreamServerMain store=ID transport=ID dir=PATH [channels=C]");
    }
    PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
    transport.serve(StreamStores.create(storeId), directory, channels, out);
  }

  /**
   * The command that starts a server of store {@code storeId}'s streams in {@code streams} over
   * {@code transport}, set up as {@code options} says (its CPU limit through {@code taskset} where
   * the machine has it, and {@code -XX:ActiveProcessorCount} always).
   *
   * @throws IllegalArgumentException if the CPU limit is more than this process may use
   */
  static List<String> command(
      String storeId, Transport transport, ServerOptions options, Path streams) {
    ForkOptions jvm = ForkOptions.currentJvm();
    List<String> jvmArgs = new ArrayList<>(jvm.jvmArgs());
    jvmArgs.addAll(options.jvmOptions());
    List<String> command =
        jvm.withJvmArgs(jvmArgs)
            .command(
                StreamServerMain.class.getName(),
                List.of(
                    "store=" + storeId,
                    "transport=" + transport.id(),
                    "dir=" + streams.toAbsolutePath(),
                    "channels=" + options.channels()));
    return options.pinned(command, CpuList.allowed(), CpuList.taskset());
  }
}
