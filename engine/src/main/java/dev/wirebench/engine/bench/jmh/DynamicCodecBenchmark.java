package dev.wirebench.engine.bench.jmh;

import dev.wirebench.engine.workload.SchemaSource;
import dev.wirebench.engine.workload.Workload;
import dev.wirebench.engine.workload.Workloads;
import org.openjdk.jmh.annotations.Param;

/**
 * A codec bound at run time to the schema of a message file Wirebench has no model for. The fork
 * gets the files, not a class: {@code messages} is the message file's absolute path and {@code
 * schema} a {@link SchemaSource}; the file is read (and its schema inferred) once per trial. The
 * measured methods are {@link WorkloadBenchmark}'s; this class's name and parameters name the
 * stored results ({@code DynamicCodecBenchmark.decode}, codec, messages, schema), kept apart from
 * {@link CodecBenchmark}'s because its parameters differ.
 */
public class DynamicCodecBenchmark extends WorkloadBenchmark {
  /** Registry id of the codec under test. */
  @Param("json")
  public String codec;

  /** Absolute path of the message file. */
  @Param("messages.json")
  public String messages;

  /** The schema source: a schema file's path (or {@code path#Message}), or {@code inferred}. */
  @Param(SchemaSource.INFERRED)
  public String schema;

  @Override
  protected Workload<?> prepare() {
    return Workloads.dynamic(codec, messages, schema);
  }
}
