package dev.wirebench.engine.throughput.served;

import dev.wirebench.engine.throughput.stream.StreamReader;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.SocketChannel;

/**
 * One consumer's TCP read served by a sending thread among others: frames ({@link TcpFrames}) are
 * packed into a batch and written without blocking; a full socket buffer hands the thread to the
 * next session. A message larger than a batch goes out on its own after its length. A consumer that
 * hangs up ends the session.
 */
final class TcpSession implements SendSession {
  /** Batches a session writes per turn at most, so one fast consumer does not starve the rest. */
  private static final int BATCHES_PER_TURN = 4;

  private final SocketChannel client;
  private final StreamReader reader;
  private final ByteBuffer batch =
      ByteBuffer.allocateDirect(TcpFrames.BATCH).order(ByteOrder.LITTLE_ENDIAN);
  private ByteBuffer large;
  private boolean holding;
  private boolean exhausted;
  private boolean ended;
  private boolean draining;
  private boolean done;

  /** Serves {@code reader}'s stream to {@code client}, which must be non-blocking. */
  TcpSession(SocketChannel client, StreamReader reader) {
    this.client = client;
    this.reader = reader;
  }

  @Override
  public boolean send() {
    boolean moved = false;
    try {
      for (int turn = 0; turn < BATCHES_PER_TURN && !done; turn++) {
        if (!draining) {
          fill();
          batch.flip();
          draining = true;
        }
        if (batch.hasRemaining()) {
          moved |= client.write(batch) > 0;
          if (batch.hasRemaining()) {
            return moved;
          }
        }
        if (large != null) {
          moved |= client.write(large) > 0;
          if (large.hasRemaining()) {
            return moved;
          }
          large = null;
        }
        batch.clear();
        draining = false;
        done = ended;
      }
      return moved;
    } catch (IOException hungUp) {
      done = true; // a warm-up reads a prefix; a cancelled run goes away
      return true;
    }
  }

  /** Packs frames into the batch until it is full or the stream has ended. */
  private void fill() {
    while (true) {
      if (!holding) {
        if (exhausted || !reader.next()) {
          exhausted = true;
          if (batch.remaining() >= TcpFrames.HEADER) {
            batch.putInt(TcpFrames.END);
            ended = true;
          }
          return;
        }
        holding = true;
      }
      int length = reader.length();
      if (batch.remaining() >= TcpFrames.HEADER + length) {
        batch.putInt(length).put(reader.buffer(), reader.offset(), length);
        holding = false;
      } else if (batch.position() > 0) {
        return; // the held message starts the next batch
      } else { // larger than a batch: its length, then the payload straight from the reader
        batch.putInt(length);
        large = ByteBuffer.wrap(reader.buffer(), reader.offset(), length);
        holding = false;
        return;
      }
    }
  }

  @Override
  public boolean done() {
    return done;
  }

  @Override
  public void close() {
    try (client;
        reader) {
      // both closed, the client first
    } catch (IOException e) {
      // the consumer closed first: nothing is lost
    }
  }
}
