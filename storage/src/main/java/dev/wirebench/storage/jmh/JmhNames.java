package dev.wirebench.storage.jmh;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Recognises codec, fixture and operation in JMH results made by other suites: from parameters
 * ({@code codec}, {@code format}, {@code dataset}...), else the codec from a benchmark class named
 * after a known codec ({@code SbeBenchmark.encode}) and the operation from the method name. What is
 * not recognised stays null: the result is kept as a generic benchmark result.
 */
final class JmhNames {
  private static final List<String> CODEC_PARAMS =
      List.of("codec", "format", "serializer", "library", "impl", "implementation");
  private static final List<String> FIXTURE_PARAMS =
      List.of("fixture", "dataset", "data", "message", "messageType", "payload", "input");
  private static final List<String> CLASS_SUFFIXES =
      List.of("benchmarks", "benchmark", "bench", "codec", "serialization", "serializer");
  private static final Set<String> KNOWN_CODECS =
      Set.of(
          "sbe",
          "flatbuffers",
          "protobuf",
          "proto",
          "avro",
          "kryo",
          "fory",
          "fury",
          "json",
          "jackson",
          "cbor",
          "smile",
          "msgpack",
          "messagepack",
          "chronicle",
          "chroniclewire",
          "wire",
          "fix",
          "quickfix",
          "quickfixj",
          "java",
          "javaserialization",
          "ffm",
          "flyweight",
          "thrift",
          "capnproto",
          "hessian",
          "bson",
          "ion",
          "colfer",
          "fst",
          "dsljson");

  private JmhNames() {}

  /** Codec, fixture and operation of one result, each possibly null. */
  record Mapping(String codec, String fixture, String operation) {}

  static Mapping map(String benchmark, Map<String, String> params) {
    String codec = firstParam(params, CODEC_PARAMS);
    String fixture = firstParam(params, FIXTURE_PARAMS);
    String[] parts = benchmark.split("\\.");
    String method = parts[parts.length - 1];
    if (codec == null && parts.length >= 2) {
      codec = codecFromClass(parts[parts.length - 2]);
    }
    String operation = codec == null && fixture == null ? null : operation(method);
    return new Mapping(codec, fixture, operation);
  }

  private static String firstParam(Map<String, String> params, List<String> names) {
    for (String name : names) {
      for (Map.Entry<String, String> e : params.entrySet()) {
        if (e.getKey().equalsIgnoreCase(name) && !e.getValue().isBlank()) {
          return e.getValue();
        }
      }
    }
    return null;
  }

  private static String codecFromClass(String simpleName) {
    String name = simpleName.toLowerCase(Locale.ROOT);
    boolean stripped = true;
    while (stripped) {
      stripped = false;
      for (String suffix : CLASS_SUFFIXES) {
        if (name.endsWith(suffix) && name.length() > suffix.length()) {
          name = name.substring(0, name.length() - suffix.length());
          stripped = true;
        }
      }
    }
    return KNOWN_CODECS.contains(name) ? name : null;
  }

  /** {@code encode}, {@code decode}, {@code roundtrip}, or null. */
  static String operation(String method) {
    String m = method.toLowerCase(Locale.ROOT);
    if (m.startsWith("roundtrip") || m.startsWith("round_trip")) {
      return "roundtrip";
    }
    for (String prefix : List.of("encode", "serialize", "write", "marshal")) {
      if (m.startsWith(prefix)) {
        return "encode";
      }
    }
    for (String prefix : List.of("decode", "deserialize", "read", "parse", "unmarshal")) {
      if (m.startsWith(prefix)) {
        return "decode";
      }
    }
    return null;
  }
}
