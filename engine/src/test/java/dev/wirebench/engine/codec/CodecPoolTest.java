package dev.wirebench.engine.codec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wirebench.engine.codec.json.JsonCodec;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class CodecPoolTest {
  private final AtomicInteger created = new AtomicInteger();
  // CodecRegistry.of builds one instance to read the codec's info: the count starts at 1.
  private final CodecPool pool =
      new CodecPool(
          CodecRegistry.of(
              () -> {
                created.incrementAndGet();
                return new JsonCodec();
              }));

  @Test
  void aCallReusesTheInstanceTheLastCallGaveBack() {
    Codec first = pool.with("json", codec -> codec);
    Codec second = pool.with("json", codec -> codec);

    assertThat(second).isSameAs(first);
    assertThat(created).hasValue(2);
  }

  @Test
  void callsAtTheSameTimeEachGetAnInstanceOfTheirOwn() {
    Set<Codec> firstPair = new HashSet<>();
    pool.with(
        "json", outer -> pool.with("json", inner -> firstPair.add(outer) && firstPair.add(inner)));
    Set<Codec> secondPair = new HashSet<>();
    pool.with(
        "json",
        outer -> pool.with("json", inner -> secondPair.add(outer) && secondPair.add(inner)));

    assertThat(firstPair).hasSize(2);
    assertThat(secondPair).isEqualTo(firstPair);
    assertThat(created).hasValue(3);
  }

  @Test
  void anInstanceThatRefusedItsInputIsKept() {
    Codec refusing = pool.with("json", codec -> codec);
    assertThatThrownBy(
            () ->
                pool.with(
                    "json",
                    codec -> {
                      throw new CodecException("json", 3, "price", "not a number");
                    }))
        .isInstanceOf(CodecException.class)
        .hasMessageContaining("not a number");

    Codec next = pool.with("json", codec -> codec);
    assertThat(next).isSameAs(refusing);
  }

  @Test
  void anInstanceWhoseCallBrokeTheContractIsDropped() {
    Codec broken = pool.with("json", codec -> codec);
    assertThatThrownBy(
            () ->
                pool.with(
                    "json",
                    codec -> {
                      throw new IllegalStateException("scratch buffer corrupted");
                    }))
        .isInstanceOf(IllegalStateException.class);

    Codec next = pool.with("json", codec -> codec);
    assertThat(next).isNotSameAs(broken);
  }

  @Test
  void anUnknownCodecIsNamedWithTheKnownOnes() {
    assertThatThrownBy(() -> pool.with("jsno", codec -> codec))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("unknown codec 'jsno'")
        .hasMessageContaining("json");
  }
}
