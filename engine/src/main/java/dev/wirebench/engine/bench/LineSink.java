package dev.wirebench.engine.bench;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;

/** An output stream that hands each complete line (UTF-8, without its terminator) to a consumer. */
final class LineSink extends OutputStream {
  private final ByteArrayOutputStream line = new ByteArrayOutputStream();
  private final Consumer<String> consumer;

  LineSink(Consumer<String> consumer) {
    this.consumer = consumer;
  }

  @Override
  public synchronized void write(int b) {
    if (b == '\n') {
      emit();
    } else if (b != '\r') {
      line.write(b);
    }
  }

  @Override
  public synchronized void write(byte[] bytes, int offset, int length) {
    for (int i = offset; i < offset + length; i++) {
      write(bytes[i]);
    }
  }

  @Override
  public synchronized void flush() {
    // Lines are emitted when complete; a partial line waits for its end (or close).
  }

  @Override
  public synchronized void close() {
    if (line.size() > 0) {
      emit();
    }
  }

  private void emit() {
    String text = line.toString(StandardCharsets.UTF_8);
    line.reset();
    consumer.accept(text);
  }
}
