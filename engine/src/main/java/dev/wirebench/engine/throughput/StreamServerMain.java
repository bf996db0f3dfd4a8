package dev.wirebench.engine.throughput;

import dev.wirebench.engine.bench.jmh.ParentWatch;
import dev.wirebench.engine.jvm.JvmFlags;
import dev.wirebench.engine.throughput.served.TcpStreamServer;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

/**
 * Entry point of a stream server JVM ({@code store=ID dir=PATH}): serves that stream over TCP on
 * loopback ({@link TcpStreamServer}) and halts when the process that started it is gone.
 */
public final class StreamServerMain {
  private StreamServerMain() {}

  public static void main(String[] args) throws IOException {
    ParentWatch.start();
    JvmFlags.applySystemProperties();
    String storeId = null;
    Path directory = null;
    for (String arg : args) {
      if (arg.startsWith("store=")) {
        storeId = arg.substring("store=".length());
      } else if (arg.startsWith("dir=")) {
        directory = Path.of(arg.substring("dir=".length()));
      }
    }
    if (storeId == null || directory == null) {
      throw new IllegalArgumentException("usage: StreamServerMain store=ID dir=PATH");
    }
    PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
    TcpStreamServer.listen(StreamStores.create(storeId), directory, out);
  }

  /** The command that starts a server of store {@code storeId}'s stream in {@code directory}. */
  static List<String> command(String storeId, Path directory) {
    return ForkOptions.currentJvm()
        .command(
            StreamServerMain.class.getName(),
            List.of("store=" + storeId, "dir=" + directory.toAbsolutePath()));
  }
}
