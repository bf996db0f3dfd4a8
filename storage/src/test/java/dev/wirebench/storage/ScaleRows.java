package dev.wirebench.storage;

import java.util.UUID;

/**
 * The synthetic runs and results both scale loads write ({@link TeamStoreScaleHarness} by COPY,
 * {@link SqliteBulkLoad} by batched inserts), so a figure measured on one store is measured on the
 * same data on the other: 15 codecs, 4 fixtures, encode/decode, 4 hosts, one run a minute.
 */
public final class ScaleRows {
  static final String[] CODECS = {
    "sbe",
    "flatbuffers",
    "protobuf",
    "avro",
    "kryo",
    "fory",
    "json",
    "cbor",
    "smile",
    "msgpack",
    "chronicle-wire",
    "fix",
    "java",
    "wb-interpreted",
    "wb-compiled"
  };
  static final String[] FIXTURES = {"minimal", "trade", "l1-quote", "snapshot-20x20"};
  static final String[] OPERATIONS = {"encode", "decode"};
  static final String[] HOSTS = {"bench-01", "bench-02", "bench-03", "ci-runner"};
  private static final long FIRST = 1_700_000_000_000L;

  private ScaleRows() {}

  /** Run {@code i} (from 1): every tenth a latency run, the rest bench runs, all complete. */
  record Run(
      long id,
      String uid,
      String kind,
      String label,
      long startedAt,
      long finishedAt,
      String environmentJson,
      String host) {}

  /** Result {@code seq} of run {@code run}: a deterministic score per run and position. */
  record Result(
      long run,
      int seq,
      String benchmark,
      String codec,
      String fixture,
      String operation,
      String paramsJson,
      double score,
      int encodedSize,
      long recordedAt) {}

  static Run run(int i) {
    String host = HOSTS[i % HOSTS.length];
    long started = FIRST + i * 60_000L;
    return new Run(
        i,
        UUID.randomUUID().toString(),
        i % 10 == 0 ? "latency" : "bench",
        "nightly " + (i % 97) + " " + CODECS[i % CODECS.length],
        started,
        started + 600_000,
        "{\"host\":\""
            + host
            + "\",\"jvm.version\":\"21.0.4\",\"cpu.model\":\"CPU of "
            + host
            + "\"}",
        host);
  }

  /**
   * @param codecsPerRun how many codecs a run spreads its results over (15: all)
   */
  static Result result(int run, int seq, int codecsPerRun) {
    String codec = CODECS[(run + seq % codecsPerRun) % CODECS.length];
    String operation = OPERATIONS[seq % 2];
    return new Result(
        run,
        seq,
        "CodecBenchmark." + operation,
        codec,
        FIXTURES[seq % FIXTURES.length],
        operation,
        "{\"codec\":\"" + codec + "\",\"seq\":\"" + seq + "\"}",
        100 + (run * 31 + seq * 17) % 1000,
        40 + seq % 200,
        FIRST + run * 60_000L);
  }
}
