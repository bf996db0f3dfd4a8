package dev.wirebench.engine.throughput.served;

import dev.wirebench.engine.throughput.stream.StreamReader;
import io.aeron.Aeron;
import io.aeron.Image;
import io.aeron.ImageControlledFragmentAssembler;
import io.aeron.Publication;
import io.aeron.Subscription;
import io.aeron.logbuffer.ControlledFragmentHandler.Action;
import io.aeron.logbuffer.Header;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicReference;
import org.agrona.CloseHelper;
import org.agrona.DirectBuffer;
import org.agrona.concurrent.IdleStrategy;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * A consumer's read of a stream served over Aeron ({@link AeronSettings}): its own client of the
 * server's media driver, its own reply stream id and subscription. {@link #next} polls its image
 * until one whole message has arrived (Aeron reassembles fragmented ones) and copies it into one
 * reused array, so nothing is allocated per message (the array grows only for a larger payload). A
 * server that goes away before the end marker (its image closes, or the client loses the driver) is
 * an {@link UncheckedIOException} naming the message count and what happened; so is a stream that
 * delivers nothing for {@value #STALL_SECONDS} s.
 */
final class AeronStreamReader implements StreamReader {
  static final long STALL_SECONDS = 30;

  private final Aeron aeron;
  private final Subscription subscription;
  private final Publication control;
  private final Image image;
  private final ImageControlledFragmentAssembler assembler =
      new ImageControlledFragmentAssembler(this::onMessage);
  private final IdleStrategy idle = AeronSettings.idle();
  private final AtomicReference<Throwable> clientError;
  private byte[] buffer = new byte[64 << 10];
  private int length;
  private long messages;
  private boolean ready;
  private boolean ended;

  private AeronStreamReader(
      Aeron aeron,
      Subscription subscription,
      Publication control,
      Image image,
      AtomicReference<Throwable> clientError) {
    this.aeron = aeron;
    this.clientError = clientError;
    this.subscription = subscription;
    this.control = control;
    this.image = image;
  }

  /** Asks the server whose driver is in {@code aeronDirectory} for its stream {@code name}. */
  static AeronStreamReader connect(Transport transport, Path aeronDirectory, String name)
      throws IOException {
    AtomicReference<Throwable> error = new AtomicReference<>();
    Aeron aeron;
    try {
      aeron = Aeron.connect(AeronSettings.client(aeronDirectory).errorHandler(error::set));
    } catch (RuntimeException e) {
      throw new IOException("no Aeron stream server at " + aeronDirectory + ": " + e, e);
    }
    try {
      int streamId =
          AeronSettings.REPLY_STREAM_BASE + (int) (aeron.nextCorrelationId() & 0x3FFF_FFFFL);
      Subscription subscription =
          aeron.addSubscription(AeronSettings.subscriptionChannel(transport), streamId);
      long deadline = System.nanoTime() + AeronSettings.CONNECT_TIMEOUT_NANOS;
      String endpoint =
          transport == Transport.AERON_UDP ? awaitEndpoint(subscription, deadline) : "";
      Publication control =
          aeron.addPublication(AeronSettings.CONTROL_CHANNEL, AeronSettings.CONTROL_STREAM);
      ask(control, streamId, name, AeronSettings.replyChannel(transport, endpoint), deadline);
      Image image = awaitImage(subscription, deadline);
      return new AeronStreamReader(aeron, subscription, control, image, error);
    } catch (IOException | RuntimeException e) {
      aeron.close();
      throw e;
    }
  }

  private static String awaitEndpoint(Subscription subscription, long deadline) throws IOException {
    IdleStrategy idle = AeronSettings.idle();
    String endpoint;
    while ((endpoint = subscription.resolvedEndpoint()) == null) {
      waitUntil(deadline, idle, "the driver did not bind a loopback UDP port");
    }
    return endpoint;
  }

  /** The request ({@link AeronSettings}): reply stream id, stream name, reply channel. */
  private static void ask(
      Publication control, int streamId, String name, String channel, long deadline)
      throws IOException {
    byte[] nameBytes = name.getBytes(StandardCharsets.UTF_8);
    UnsafeBuffer request =
        new UnsafeBuffer(new byte[2 * Integer.BYTES + nameBytes.length + channel.length()]);
    request.putInt(0, streamId);
    int at = Integer.BYTES + request.putStringUtf8(Integer.BYTES, name);
    request.putStringWithoutLengthAscii(at, channel);
    IdleStrategy idle = AeronSettings.idle();
    while (control.offer(request) < 0) {
      waitUntil(deadline, idle, "the stream server did not take the request");
    }
  }

  private static Image awaitImage(Subscription subscription, long deadline) throws IOException {
    IdleStrategy idle = AeronSettings.idle();
    while (subscription.imageCount() == 0) {
      waitUntil(deadline, idle, "the stream server did not answer the request");
    }
    return subscription.imageAtIndex(0);
  }

  private static void waitUntil(long deadline, IdleStrategy idle, String what) throws IOException {
    if (System.nanoTime() - deadline > 0) {
      throw new IOException(
          what + " within " + AeronSettings.CONNECT_TIMEOUT_NANOS / 1_000_000_000L + " s");
    }
    idle.idle();
  }

  private Action onMessage(DirectBuffer source, int offset, int size, Header header) {
    if (header.reservedValue() == AeronSettings.END) {
      ended = true;
      return Action.BREAK;
    }
    if (size > buffer.length) {
      buffer = new byte[Math.max(size, buffer.length * 2)];
    }
    source.getBytes(offset, buffer, 0, size);
    length = size;
    ready = true;
    messages++;
    return Action.BREAK;
  }

  @Override
  public boolean next() {
    if (ended) {
      return false;
    }
    ready = false;
    idle.reset();
    long idleSince = 0;
    while (true) {
      int fragments = image.controlledPoll(assembler, AeronSettings.FRAGMENT_LIMIT);
      if (ready) {
        return true;
      }
      if (ended) {
        CloseHelper.quietClose(subscription); // tells the server this read is done
        return false;
      }
      if (fragments > 0) {
        idleSince = 0;
        idle.reset();
        continue;
      }
      idleSince = checkAlive(idleSince);
      idle.idle();
    }
  }

  /** Throws if the server is gone; returns when this wait began. */
  private long checkAlive(long idleSince) {
    if (image.isClosed() || image.isEndOfStream() || aeron.isClosed()) {
      Throwable error = clientError.get();
      throw broken(
          "the stream server went away before the end of the stream"
              + (aeron.isClosed() ? " (lost its media driver)" : " (its image closed)")
              + (error == null ? "" : ": " + error));
    }
    long now = System.nanoTime();
    if (idleSince == 0) {
      return now;
    }
    if (now - idleSince > STALL_SECONDS * 1_000_000_000L) {
      throw broken("no message for " + STALL_SECONDS + " s");
    }
    return idleSince;
  }

  private UncheckedIOException broken(String what) {
    return new UncheckedIOException(
        new IOException("served stream broken after message " + messages + ": " + what));
  }

  @Override
  public byte[] buffer() {
    return buffer;
  }

  @Override
  public int offset() {
    return 0;
  }

  @Override
  public int length() {
    return length;
  }

  @Override
  public void close() {
    CloseHelper.quietCloseAll(subscription, control, aeron);
  }
}
