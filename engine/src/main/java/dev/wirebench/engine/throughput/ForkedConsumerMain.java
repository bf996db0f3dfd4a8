package dev.wirebench.engine.throughput;

import dev.wirebench.engine.bench.jmh.ParentWatch;
import dev.wirebench.engine.jvm.JvmFlags;
import dev.wirebench.engine.run.CancelToken;
import dev.wirebench.engine.throughput.stream.StreamReader;
import dev.wirebench.engine.throughput.stream.StreamStore;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;

/**
 * Entry point of a forked consumer JVM (see {@link ForkProtocol}): warms up as a thread consumer's
 * JVM is warmed up (two passes over the first warm-up messages, then until the JIT compiler has
 * been idle for a moment, see {@link ForkWarmUp}), opens and maps the stream, says ready, waits for
 * the go, reads the whole stream once and reports. So no JVM start, class loading or compilation
 * falls inside the measured read, and every consumer of a point is ready before any starts. Exits 0
 * after reporting, 1 on failure, 3 if the parent went away before the go.
 */
public final class ForkedConsumerMain {
  private ForkedConsumerMain() {}

  public static void main(String[] args) {
    PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
    int code;
    try {
      code = run(ForkProtocol.parseArguments(args), out);
    } catch (Throwable failure) { // checkstyle: report anything, Errors included, to the parent
      String text = String.valueOf(failure).replace('\n', ' ');
      out.println(ForkProtocol.PREFIX + ForkProtocol.ERROR + ' ' + text);
      code = 1;
    }
    out.flush();
    System.exit(code);
  }

  private static int run(Map<String, String> args, PrintStream out) throws Exception {
    // A consumer in its read loop never looks at its parent: without this it read on for tens of
    // seconds after a kill -9 of Wirebench, as JMH forks did before they watched theirs.
    ParentWatch.start();
    JvmFlags.applySystemProperties();
    StreamStore store = StreamStores.create(required(args, "store"));
    Path directory = Path.of(required(args, "dir"));
    String codecId = required(args, "codec");
    long messages = Long.parseLong(required(args, "messages"));
    long warmup = Math.min(messages, Long.parseLong(args.getOrDefault("warmup", "0")));
    int consumer = Integer.parseInt(args.getOrDefault("consumer", "0"));
    StreamDecoding.Consumer loop = StreamDecoding.fromForkArguments(codecId, args).newConsumer();
    CancelToken never = new CancelToken();
    ForkWarmUp.run(store, directory, loop, warmup);
    try (StreamReader reader = store.openReader(directory)) {
      out.println(ForkProtocol.PREFIX + ForkProtocol.READY);
      BufferedReader in =
          new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
      String line = in.readLine();
      if (!ForkProtocol.GO.equals(line)) {
        return 3;
      }
      ConsumerResult result =
          loop.read(consumer, ConsumerFault.apply(reader, consumer), messages, never);
      out.println(ForkProtocol.done(result));
    }
    return 0;
  }

  private static String required(Map<String, String> args, String key) {
    String value = args.get(key);
    if (value == null) {
      throw new IllegalArgumentException("missing argument " + key + "=...");
    }
    return value;
  }
}
