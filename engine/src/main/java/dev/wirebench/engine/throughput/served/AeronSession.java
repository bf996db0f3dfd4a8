package dev.wirebench.engine.throughput.served;

import dev.wirebench.engine.throughput.stream.StreamReader;
import io.aeron.ExclusivePublication;
import io.aeron.Publication;
import org.agrona.CloseHelper;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * One consumer's Aeron read served by a sending thread among others ({@link SenderThreads}): waits
 * for the consumer to connect, offers messages until back-pressured (then the thread moves on),
 * then the end marker, and ends when the consumer has gone (it closes once it has read the end), or
 * when it never connects or never goes within {@link AeronSettings#CONNECT_TIMEOUT_NANOS}.
 */
final class AeronSession implements SendSession {
  /** Messages offered per turn at most, so one fast consumer does not starve the rest. */
  private static final int MESSAGES_PER_TURN = 256;

  private final ExclusivePublication publication;
  private final StreamReader reader;
  private final UnsafeBuffer payload = new UnsafeBuffer(new byte[0]);
  private long deadline = System.nanoTime() + AeronSettings.CONNECT_TIMEOUT_NANOS;
  private boolean connected;
  private boolean holding;
  private boolean exhausted;
  private boolean ending;
  private boolean done;

  AeronSession(ExclusivePublication publication, StreamReader reader) {
    this.publication = publication;
    this.reader = reader;
  }

  @Override
  public boolean send() {
    if (!connected) {
      connected = publication.isConnected();
      done = !connected && (publication.isClosed() || System.nanoTime() - deadline > 0);
      return false;
    }
    if (ending) {
      done = !publication.isConnected() || System.nanoTime() - deadline > 0;
      return false;
    }
    boolean moved = false;
    for (int i = 0; i < MESSAGES_PER_TURN; i++) {
      if (!holding) {
        if (exhausted || !reader.next()) {
          exhausted = true;
          return offerEnd() || moved;
        }
        if (payload.byteArray() != reader.buffer()) {
          payload.wrap(reader.buffer());
        }
        holding = true;
      }
      long result = publication.offer(payload, reader.offset(), reader.length());
      if (result > 0) {
        holding = false;
        moved = true;
      } else {
        done = result != Publication.BACK_PRESSURED && result != Publication.ADMIN_ACTION;
        return moved; // back-pressured: the next session's turn; else the consumer went away
      }
    }
    return moved;
  }

  private boolean offerEnd() {
    long result = publication.offer(payload, 0, 0, AeronStreamServer.END_MARKER);
    if (result > 0) {
      ending = true;
      deadline = System.nanoTime() + AeronSettings.CONNECT_TIMEOUT_NANOS;
      return true;
    }
    done = result != Publication.BACK_PRESSURED && result != Publication.ADMIN_ACTION;
    return false;
  }

  @Override
  public boolean done() {
    return done;
  }

  @Override
  public void close() {
    CloseHelper.quietCloseAll(publication, reader);
  }
}
