package dev.wirebench.engine.throughput.stream;

/**
 * A reader that hands every call to another: extend it and override what differs (a fault injected
 * after N messages, a test's dropped message).
 */
public abstract class ForwardingStreamReader implements StreamReader {
  private final StreamReader reader;

  protected ForwardingStreamReader(StreamReader reader) {
    this.reader = reader;
  }

  @Override
  public boolean next() {
    return reader.next();
  }

  @Override
  public byte[] buffer() {
    return reader.buffer();
  }

  @Override
  public int offset() {
    return reader.offset();
  }

  @Override
  public int length() {
    return reader.length();
  }

  @Override
  public void close() {
    reader.close();
  }
}
