package dev.wirebench.engine.throughput;

import dev.wirebench.engine.codec.Codec;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.jvm.JvmFlags;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.MessageType;
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
 * Entry point of a forked consumer JVM (see {@link ForkProtocol}): opens the stream, warms up on a
 * first pass of its own, says ready, waits for the go, reads the whole stream once and reports.
 * Exits 0 after reporting, 1 on failure, 3 if the parent went away before the go.
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
    JvmFlags.applySystemProperties();
    StreamStore store = StreamStores.create(required(args, "store"));
    Path directory = Path.of(required(args, "dir"));
    String codecId = required(args, "codec");
    MessageType type = MessageType.valueOf(required(args, "type"));
    long messages = Long.parseLong(required(args, "messages"));
    long warmup = Math.min(messages, Long.parseLong(args.getOrDefault("warmup", "0")));
    int consumer = Integer.parseInt(args.getOrDefault("consumer", "0"));
    Codec codec = CodecRegistry.discover().create(codecId);
    Message reuse = type.newInstance();
    CancelToken never = new CancelToken();
    if (warmup > 0) {
      try (StreamReader reader = store.openReader(directory)) {
        ReadLoops.consume(consumer, reader, codec, reuse, warmup, never);
      }
    }
    try (StreamReader reader = store.openReader(directory)) {
      out.println(ForkProtocol.PREFIX + ForkProtocol.READY);
      BufferedReader in =
          new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
      String line = in.readLine();
      if (!ForkProtocol.GO.equals(line)) {
        return 3;
      }
      ConsumerResult result = ReadLoops.consume(consumer, reader, codec, reuse, messages, never);
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
