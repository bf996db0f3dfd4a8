package dev.wirebench.engine.throughput;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The line protocol between the runner and a forked consumer. The child writes lines starting with
 * {@link #PREFIX} on stdout (anything else a library prints there is ignored); the parent writes
 * {@link #GO} on the child's stdin once every consumer of the point is ready.
 *
 * <pre>
 *   child:  wirebench-consumer ready
 *   parent: go
 *   child:  wirebench-consumer done MESSAGES BYTES CHECKSUM START_NANOS END_NANOS ALLOCATED_BYTES
 *   child:  wirebench-consumer error TEXT        (instead, on failure; exit code 1)
 * </pre>
 *
 * Arguments are {@code key=value} words: store, dir, codec, messages, warmup, consumer, and either
 * type (a built-in message type) or messageFile and schema (a user's message file and its schema
 * file's path or {@code inferred}).
 */
final class ForkProtocol {
  static final String PREFIX = "wirebench-consumer ";
  static final String READY = "ready";
  static final String DONE = "done";
  static final String ERROR = "error";
  static final String GO = "go";

  private ForkProtocol() {}

  static List<String> arguments(ConsumerGroup.Target target, long warmupMessages, int consumer) {
    List<String> args = new ArrayList<>();
    args.add("store=" + target.store().forkId(target.stream(consumer)));
    args.add("dir=" + target.stream(consumer).toAbsolutePath());
    args.add("codec=" + target.codec());
    args.addAll(target.decoding().forkArguments());
    args.add("messages=" + target.messages());
    args.add("warmup=" + warmupMessages);
    args.add("consumer=" + consumer);
    return args;
  }

  static Map<String, String> parseArguments(String[] args) {
    Map<String, String> values = new LinkedHashMap<>();
    for (String arg : args) {
      int eq = arg.indexOf('=');
      if (eq <= 0) {
        throw new IllegalArgumentException("expected key=value, got '" + arg + "'");
      }
      values.put(arg.substring(0, eq), arg.substring(eq + 1));
    }
    return values;
  }

  static String done(ConsumerResult result) {
    return PREFIX
        + DONE
        + ' '
        + result.messages()
        + ' '
        + result.payloadBytes()
        + ' '
        + result.checksum()
        + ' '
        + result.startNanos()
        + ' '
        + result.endNanos()
        + ' '
        + result.allocatedBytes();
  }

  /** Parses the words after {@code done}. */
  static ConsumerResult parseDone(int consumer, String words) {
    String[] parts = words.trim().split(" ");
    if (parts.length != 6) {
      throw new IllegalArgumentException("malformed done line: " + words);
    }
    return new ConsumerResult(
        consumer,
        Long.parseLong(parts[0]),
        Long.parseLong(parts[1]),
        Long.parseLong(parts[2]),
        Long.parseLong(parts[3]),
        Long.parseLong(parts[4]),
        Long.parseLong(parts[5]));
  }
}
