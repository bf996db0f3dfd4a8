package dev.wirebench.engine.codec.wire;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.codec.Codecs;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.MessageType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** Generated classes are made once per message class, however many threads ask first. */
class GeneratedCodecCacheTest {
  private static final int THREADS = 8;

  @Test
  void concurrentFirstUseGeneratesOneClassPerMessageClass() throws Exception {
    WireSchema schema = ModelSchema.fresh();
    GeneratedCodecCache cache = schema.generated();
    CyclicBarrier start = new CyclicBarrier(THREADS);
    ExecutorService pool = Executors.newFixedThreadPool(THREADS);
    List<Future<List<GeneratedCodec>>> results = new ArrayList<>();
    try {
      for (int t = 0; t < THREADS; t++) {
        int offset = t;
        results.add(
            pool.submit(
                () -> {
                  start.await();
                  List<GeneratedCodec> seen = new ArrayList<>();
                  MessageType[] types = MessageType.values();
                  for (int i = 0; i < types.length; i++) {
                    MessageType type = types[(i + offset) % types.length];
                    seen.add(cache.forClass(schema.message(type).type()));
                  }
                  return seen;
                }));
      }
      Set<GeneratedCodec> distinct = new HashSet<>();
      for (Future<List<GeneratedCodec>> result : results) {
        distinct.addAll(result.get());
      }

      assertThat(distinct).hasSize(MessageType.values().length);
      assertThat(cache.generatedCount()).isEqualTo(MessageType.values().length);
      assertThat(distinct).allSatisfy(codec -> assertThat(codec.getClass().isHidden()).isTrue());
      assertThat(distinct.stream().map(Object::getClass).distinct()).hasSize(distinct.size());
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void codecInstancesShareTheSchemasGeneratedClasses() {
    WireSchema schema = ModelSchema.fresh();
    Message message = WireSamples.fixture("trade-update");

    byte[] first = Codecs.encode(new CompiledWireCodec(schema), message);
    byte[] second = Codecs.encode(new CompiledWireCodec(schema), message);

    assertThat(second).isEqualTo(first);
    assertThat(schema.generated().generatedCount()).isEqualTo(1);
  }

  @Test
  void generatedBytecodeTargetsJava17() {
    WireSchema schema = ModelSchema.fresh();
    byte[] bytes = CodecGenerator.bytecode(schema, schema.message(MessageType.ORDER_BOOK_SNAPSHOT));

    int major = (bytes[6] & 0xFF) << 8 | bytes[7] & 0xFF;
    assertThat(major).isEqualTo(61);
  }
}
