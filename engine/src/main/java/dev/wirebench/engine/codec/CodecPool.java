package dev.wirebench.engine.codec;

import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.function.Function;

/**
 * Idle codec instances kept for the next call, so an inspection reuses the instance (and its
 * library's serializers, buffers and compiled paths) that the last one warmed instead of building a
 * new one: a new Fory instance alone costs milliseconds and starts on its interpreter path.
 *
 * <p>Each call has its instance to itself (the {@link Codec} threading contract); an instance goes
 * back only if the work returned or threw a {@link CodecException} (the codec refusing bad input is
 * a normal outcome): one that broke its contract with another exception may hold broken scratch
 * state and is dropped. Thread-safe; holds at most as many instances per codec as calls ran at
 * once.
 */
public final class CodecPool {
  private final CodecRegistry registry;
  private final Map<String, Queue<Codec>> idle = new ConcurrentHashMap<>();

  public CodecPool(CodecRegistry registry) {
    this.registry = registry;
  }

  public CodecRegistry registry() {
    return registry;
  }

  /**
   * {@code work} applied to an instance of codec {@code id} that no other call uses meanwhile.
   *
   * @throws IllegalArgumentException naming the known ids if there is no such codec
   */
  public <R> R with(String id, Function<? super Codec, ? extends R> work) {
    Queue<Codec> queue = idle.get(id);
    Codec codec = queue == null ? null : queue.poll();
    if (codec == null) {
      codec = registry.create(id); // names the known ids if there is no such codec
    }
    R result;
    try {
      result = work.apply(codec);
    } catch (CodecException refused) {
      giveBack(id, codec);
      throw refused;
    }
    giveBack(id, codec);
    return result;
  }

  private void giveBack(String id, Codec codec) {
    idle.computeIfAbsent(id, key -> new ConcurrentLinkedQueue<>()).add(codec);
  }
}
