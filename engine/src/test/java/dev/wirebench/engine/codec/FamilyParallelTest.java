package dev.wirebench.engine.codec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.inspect.CodecPayload;
import dev.wirebench.engine.inspect.Inspector;
import dev.wirebench.engine.model.Message;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

class FamilyParallelTest {
  @Test
  void resultsComeInTheItemsOrderAndEveryOneIsHeardOnTheCallingThread() {
    List<Integer> items = new ArrayList<>();
    for (int i = 0; i < 40; i++) {
      items.add(i);
    }
    Thread caller = Thread.currentThread();
    List<Integer> heard = new ArrayList<>();
    List<Thread> heardOn = new ArrayList<>();

    List<String> results =
        FamilyParallel.map(
            items,
            i -> "family-" + (i % 7),
            i -> "item " + i,
            3,
            (result, index) -> {
              assertThat(result).isEqualTo("item " + index);
              heard.add(index);
              heardOn.add(Thread.currentThread());
            });

    assertThat(results).hasSize(40);
    for (int i = 0; i < 40; i++) {
      assertThat(results.get(i)).isEqualTo("item " + i);
    }
    assertThat(heard).containsExactlyInAnyOrderElementsOf(items);
    assertThat(heardOn).containsOnly(caller);
  }

  @Test
  void aFamilyRunsOnOneThreadInItsOrder() {
    List<Integer> items = new ArrayList<>();
    for (int i = 0; i < 30; i++) {
      items.add(i);
    }
    Map<String, List<String>> threadsByFamily = new ConcurrentHashMap<>();
    Map<String, List<Integer>> orderByFamily = new ConcurrentHashMap<>();

    FamilyParallel.map(
        items,
        i -> "f" + (i % 3),
        i -> {
          String family = "f" + (i % 3);
          threadsByFamily
              .computeIfAbsent(family, f -> new CopyOnWriteArrayList<>())
              .add(Thread.currentThread().getName());
          orderByFamily.computeIfAbsent(family, f -> new CopyOnWriteArrayList<>()).add(i);
          return i;
        },
        2,
        null);

    assertThat(threadsByFamily).hasSize(3);
    threadsByFamily.values().forEach(names -> assertThat(names).containsOnly(names.get(0)));
    orderByFamily.values().forEach(order -> assertThat(order).isSorted());
  }

  @Test
  void theFirstFailureReachesTheCallerUnchanged() {
    IllegalStateException broken = new IllegalStateException("codec 5 broke");

    assertThatThrownBy(
            () ->
                FamilyParallel.map(
                    List.of(1, 2, 3, 4, 5, 6),
                    i -> "f" + i,
                    i -> {
                      if (i == 5) {
                        throw broken;
                      }
                      return i;
                    },
                    2,
                    null))
        .isSameAs(broken);
  }

  @Test
  void oneThreadIsAPlainLoopOnTheCaller() {
    Thread caller = Thread.currentThread();
    List<Thread> ranOn = new ArrayList<>();

    List<Integer> results =
        FamilyParallel.map(
            List.of(3, 1, 2),
            i -> "f" + i,
            i -> {
              ranOn.add(Thread.currentThread());
              return i * 10;
            },
            1,
            null);

    assertThat(results).containsExactly(30, 10, 20);
    assertThat(ranOn).containsOnly(caller);
  }

  @Test
  void theCallerHearsThatItWaitsWhileAnItemIsSlow() {
    List<String> waited = new CopyOnWriteArrayList<>();

    FamilyParallel.map(
        List.of("fast", "slow"),
        s -> s,
        s -> {
          if (s.equals("slow")) {
            sleep(5 * FamilyParallel.TICK_MS);
          }
          return s;
        },
        2,
        new FamilyParallel.Listener<String>() {
          @Override
          public void finished(String result, int index) {}

          @Override
          public void waiting() {
            waited.add(Thread.currentThread().getName());
          }
        });

    assertThat(waited).isNotEmpty().containsOnly(Thread.currentThread().getName());
  }

  @Test
  void discoveredCodecsKeepTheServiceFileOrderAndInspectInIt() {
    CodecRegistry registry = CodecRegistry.discover();
    Message message = FixtureLoader.bundled().resolve("trade-update").first();

    List<CodecPayload> views = new Inspector(registry).inspect(message, List.of());

    assertThat(registry.ids())
        .containsSubsequence(
            "json",
            "fix",
            "java-serialization",
            "wire-interpreted",
            "wire-compiled",
            "cbor",
            "smile",
            "kryo",
            "fory",
            "msgpack",
            "chronicle-binary",
            "chronicle-yaml",
            "quickfixj",
            "sbe",
            "protobuf",
            "avro",
            "flatbuffers");
    assertThat(views).extracting(v -> v.info().id()).isEqualTo(registry.ids());
    assertThat(registry.family("chronicle-binary")).isEqualTo(registry.family("chronicle-yaml"));
    assertThat(registry.family("json")).isNotEqualTo(registry.family("cbor"));
    assertThatThrownBy(() -> new Inspector(registry).inspect(message, List.of("json", "nope")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("unknown codec 'nope'; known codecs: ")
        .hasMessageContaining("json, fix, java-serialization");
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
