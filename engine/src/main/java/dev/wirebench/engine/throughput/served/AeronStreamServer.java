package dev.wirebench.engine.throughput.served;

import dev.wirebench.engine.throughput.stream.StreamReader;
import dev.wirebench.engine.throughput.stream.StreamStore;
import io.aeron.Aeron;
import io.aeron.ExclusivePublication;
import io.aeron.Publication;
import io.aeron.ReservedValueSupplier;
import io.aeron.Subscription;
import io.aeron.driver.MediaDriver;
import io.aeron.logbuffer.FragmentHandler;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import org.agrona.CloseHelper;
import org.agrona.DirectBuffer;
import org.agrona.concurrent.IdleStrategy;
import org.agrona.concurrent.SleepingMillisIdleStrategy;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * The stream server over Aeron: launches an embedded media driver in its own Aeron directory beside
 * its directory of streams ({@link AeronSettings}), says {@code wirebench-server listening
 * DIRECTORY} on {@code out}, and answers every request on the control stream with a whole read of
 * the stream it names from its first message on the requested channel and stream id: each on a
 * sending thread of its own, or with {@code channels} sending threads by those in turn ({@link
 * AeronSession}). Back pressure is waited out; a consumer that goes away (not connected, closed)
 * ends its thread. The driver and its directory go when the process ends (a shutdown hook closes
 * them).
 */
final class AeronStreamServer {
  static final ReservedValueSupplier END_MARKER = (buffer, offset, length) -> AeronSettings.END;

  private AeronStreamServer() {}

  /** Serves the streams of {@code store} in {@code streams} until the process ends. */
  static void listen(
      StreamStore store, Path streams, Transport transport, int channels, PrintStream out)
      throws IOException {
    Path aeronDirectory = AeronSettings.directory(streams);
    MediaDriver driver = MediaDriver.launch(AeronSettings.driver(aeronDirectory));
    Aeron aeron = Aeron.connect(AeronSettings.client(aeronDirectory));
    Runtime.getRuntime()
        .addShutdownHook(
            new Thread(() -> CloseHelper.quietCloseAll(aeron, driver), "wirebench-aeron-close"));
    Subscription control =
        aeron.addSubscription(AeronSettings.CONTROL_CHANNEL, AeronSettings.CONTROL_STREAM);
    SenderThreads senders = channels > 0 ? new SenderThreads(channels) : null;
    AtomicInteger requests = new AtomicInteger();
    FragmentHandler onRequest =
        (buffer, offset, length, header) -> {
          Request request;
          try {
            request = Request.read(buffer, offset, length, streams);
          } catch (IllegalArgumentException e) {
            System.err.println("refused a request: " + e.getMessage());
            return;
          }
          if (senders != null) {
            addSession(senders, aeron, request, store);
            return;
          }
          Thread thread =
              new Thread(
                  () ->
                      serve(aeron, request.channel(), request.streamId(), store, request.stream()),
                  "wirebench-serve-" + requests.incrementAndGet());
          thread.setDaemon(true);
          thread.start();
        };
    out.println(StreamServerProcess.LISTENING + aeronDirectory);
    out.flush();
    IdleStrategy idle = new SleepingMillisIdleStrategy(1);
    while (!aeron.isClosed()) {
      idle.idle(control.poll(onRequest, 10));
    }
  }

  private static void addSession(
      SenderThreads senders, Aeron aeron, Request request, StreamStore store) {
    ExclusivePublication publication =
        aeron.addExclusivePublication(request.channel(), request.streamId());
    try {
      senders.add(new AeronSession(publication, store.openReader(request.stream())));
    } catch (IOException | RuntimeException e) {
      publication.close();
      System.err.println("cannot serve " + request.stream() + ": " + e);
    }
  }

  /**
   * A consumer's request ({@link AeronSettings}).
   *
   * @param streamId the stream id to answer on
   * @param stream the stream directory it asks for
   * @param channel the channel to answer on
   */
  record Request(int streamId, Path stream, String channel) {
    /**
     * @throws IllegalArgumentException for a malformed request, an unknown stream, or a channel
     *     beyond loopback
     */
    static Request read(DirectBuffer buffer, int offset, int length, Path streams) {
      if (length < 2 * Integer.BYTES) {
        throw new IllegalArgumentException("a request of " + length + " bytes");
      }
      int streamId = buffer.getInt(offset);
      int nameLength = buffer.getInt(offset + Integer.BYTES);
      int channelAt = 2 * Integer.BYTES + nameLength;
      if (nameLength < 1 || channelAt > length) {
        throw new IllegalArgumentException("a request naming a stream of " + nameLength + " bytes");
      }
      String name = buffer.getStringUtf8(offset + Integer.BYTES);
      String channel = buffer.getStringWithoutLengthAscii(offset + channelAt, length - channelAt);
      if (!AeronSettings.loopback(channel)) {
        throw new IllegalArgumentException("a request to send beyond loopback: " + channel);
      }
      return new Request(streamId, StreamNames.resolve(streams, name), channel);
    }
  }

  /** Offers the whole stream on {@code channel}, then the end marker. */
  static void serve(Aeron aeron, String channel, int streamId, StreamStore store, Path directory) {
    try (ExclusivePublication publication = aeron.addExclusivePublication(channel, streamId);
        StreamReader reader = store.openReader(directory)) {
      IdleStrategy idle = AeronSettings.idle();
      if (!awaitConnected(publication, idle)) {
        return;
      }
      UnsafeBuffer payload = new UnsafeBuffer(new byte[0]);
      while (reader.next()) {
        byte[] bytes = reader.buffer();
        if (payload.byteArray() != bytes) {
          payload.wrap(bytes);
        }
        if (!offer(publication, payload, reader.offset(), reader.length(), null, idle)) {
          return; // the consumer went away: a warm-up read a prefix, or a run was cancelled
        }
      }
      if (offer(publication, payload, 0, 0, END_MARKER, idle)) {
        awaitDisconnected(publication); // the consumer closes once it has read the end
      }
    } catch (IOException | RuntimeException e) {
      System.err.println("serving stream " + streamId + " on " + channel + " failed: " + e);
    }
  }

  private static boolean offer(
      Publication publication,
      UnsafeBuffer buffer,
      int offset,
      int length,
      ReservedValueSupplier reserved,
      IdleStrategy idle) {
    idle.reset();
    while (true) {
      long result = publication.offer(buffer, offset, length, reserved);
      if (result > 0) {
        return true;
      }
      if (result != Publication.BACK_PRESSURED && result != Publication.ADMIN_ACTION) {
        return false; // NOT_CONNECTED, CLOSED or MAX_POSITION_EXCEEDED
      }
      idle.idle();
    }
  }

  private static boolean awaitConnected(Publication publication, IdleStrategy idle) {
    long deadline = System.nanoTime() + AeronSettings.CONNECT_TIMEOUT_NANOS;
    while (!publication.isConnected()) {
      if (System.nanoTime() - deadline > 0 || publication.isClosed()) {
        return false;
      }
      idle.idle();
    }
    return true;
  }

  private static void awaitDisconnected(Publication publication) {
    long deadline = System.nanoTime() + AeronSettings.CONNECT_TIMEOUT_NANOS;
    IdleStrategy idle = new SleepingMillisIdleStrategy(1);
    while (publication.isConnected() && System.nanoTime() - deadline < 0) {
      idle.idle();
    }
  }
}
