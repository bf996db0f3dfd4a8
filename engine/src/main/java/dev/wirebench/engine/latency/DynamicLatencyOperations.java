package dev.wirebench.engine.latency;

import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.workload.DynamicWorkload;

/**
 * The latency fork's operations on a dynamic fixture ({@link DynamicWorkload}): the fork gets the
 * message file as its fixture argument and the schema source (a schema file's path, or {@code
 * inferred}) as the system property {@value #SCHEMA_PROPERTY}, and loads the fixture itself.
 */
public final class DynamicLatencyOperations {
  /** Set on a latency fork whose fixture is dynamic: the schema source. */
  public static final String SCHEMA_PROPERTY = "wirebench.dynamic.schema";

  private DynamicLatencyOperations() {}

  /** The fork's schema source, or null when its fixture is of the built-in model. */
  static String schemaSource() {
    return System.getProperty(SCHEMA_PROPERTY);
  }

  /** Operation {@code name} of codec {@code codecId} on the messages of {@code messagesFile}. */
  static LatencyLoop.Operation operation(
      String codecId, String messagesFile, String schemaSource, String name) {
    DynamicWorkload workload = DynamicWorkload.prepare(codecId, messagesFile, schemaSource);
    return switch (name) {
      case "encode" -> () -> workload.encode(workload.nextIndex());
      case "decode" -> new Consuming(workload, false);
      case "roundtrip" -> new Consuming(workload, true);
      default -> throw new IllegalArgumentException("unknown operation " + name);
    };
  }

  /** Keeps the decoded record in a field, so the work stays observable. */
  private static final class Consuming implements LatencyLoop.Operation {
    private final DynamicWorkload workload;
    private final boolean roundtrip;
    private DynamicRecord last;

    Consuming(DynamicWorkload workload, boolean roundtrip) {
      this.workload = workload;
      this.roundtrip = roundtrip;
    }

    @Override
    public long run() {
      int index = workload.nextIndex();
      last = roundtrip ? workload.roundtrip(index) : workload.decode(index);
      return last == null ? 1 : 0;
    }
  }
}
