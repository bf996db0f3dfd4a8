package dev.wirebench.engine.throughput;

import dev.wirebench.engine.bench.jmh.ParentWatch;
import dev.wirebench.engine.jvm.JvmFlags;
import dev.wirebench.engine.throughput.served.Transport;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

/**
 * Entry point of a stream server JVM ({@code store=ID transport=ID dir=PATH}): serves that stream
 * over the transport ({@link Transport#serve}: TCP on loopback, Aeron IPC or UDP on loopback) and
 * halts when the process that started it is gone.
 */
public final class StreamServerMain {
  private StreamServerMain() {}

  public static void main(String[] args) throws IOException {
    ParentWatch.start();
    JvmFlags.applySystemProperties();
    String storeId = null;
    Transport transport = Transport.TCP;
    Path directory = null;
    for (String arg : args) {
      if (arg.startsWith("store=")) {
        storeId = arg.substring("store=".length());
      } else if (arg.startsWith("transport=")) {
        transport = Transport.byId(arg.substring("transport=".length()));
      } else if (arg.startsWith("dir=")) {
        directory = Path.of(arg.substring("dir=".length()));
      }
    }
    if (storeId == null || transport == null || directory == null) {
      throw new IllegalArgumentException("usage: StreamServerMain store=ID transport=ID dir=PATH");
    }
    PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
    transport.serve(StreamStores.create(storeId), directory, out);
  }

  /**
   * The command that starts a server of store {@code storeId}'s stream in {@code directory} over
   * {@code transport}.
   */
  static List<String> command(String storeId, Transport transport, Path directory) {
    return ForkOptions.currentJvm()
        .command(
            StreamServerMain.class.getName(),
            List.of(
                "store=" + storeId,
                "transport=" + transport.id(),
                "dir=" + directory.toAbsolutePath()));
  }
}
