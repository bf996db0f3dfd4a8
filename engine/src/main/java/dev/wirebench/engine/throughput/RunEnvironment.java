package dev.wirebench.engine.throughput;

import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.env.EnvironmentCapture;
import dev.wirebench.engine.env.JavaRuntime;
import dev.wirebench.engine.env.JavaRuntimes;
import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.throughput.served.CpuList;
import dev.wirebench.engine.throughput.served.ServedStore;
import dev.wirebench.engine.throughput.stream.StreamStore;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a throughput run runs on, in the same {@link Environment} keys as benchmark runs: the JVM
 * the consumers run in (this one for threads, the fork's for processes) and its flags, the codecs,
 * the fixture's hash (and a message file's schema, see {@link RunFixture#withProvenance}), the
 * settings, and each store's library ({@code settings.store.<id>}).
 */
final class RunEnvironment {
  private RunEnvironment() {}

  /** The store's library, and for a served store how its CPU limit was applied here. */
  private static String library(StreamStore store) {
    if (store instanceof ServedStore served) {
      String limit = served.options().cpuLimitText(CpuList.allowed(), CpuList.taskset());
      return limit == null ? store.library() : store.library() + "; server CPU limit: " + limit;
    }
    return store.library();
  }

  static Environment capture(
      ThroughputSettings settings, ThroughputRunner.Plan plan, CodecRegistry codecs) {
    JavaRuntime jvm;
    List<String> flags;
    if (settings.processPerConsumer()) {
      jvm = settings.fork().jvm();
      flags = settings.fork().flags();
    } else {
      jvm = JavaRuntimes.current();
      flags = ManagementFactory.getRuntimeMXBean().getInputArguments();
    }
    List<CodecInfo> infos = new ArrayList<>();
    for (String codec : plan.mixes().keySet()) {
      codecs.find(codec).ifPresent(infos::add);
    }
    Map<String, String> text = new LinkedHashMap<>(settings.asText());
    for (ThroughputRunner.PlannedStore store : plan.stores()) {
      text.put("store." + store.label(), library(store.store()));
    }
    return plan.fixture()
        .withProvenance(
            EnvironmentCapture.capture(jvm, flags, infos, plan.fixture().staticFixtures(), text));
  }
}
