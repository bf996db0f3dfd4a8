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
import org.agrona.concurrent.IdleStrategy;
import org.agrona.concurrent.SleepingMillisIdleStrategy;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * The stream server over Aeron: launches an embedded media driver in the stream's own Aeron
 * directory ({@link AeronSettings}), says {@code wirebench-server listening DIRECTORY} on {@code
 * out}, and answers every request on the control stream with a whole read of the stream from its
 * first message on the requested channel and stream id, each on a sending thread of its own. Back
 * pressure is waited out; a consumer that goes away (not connected, closed) ends its thread. The
 * driver and its directory go when the process ends (a shutdown hook closes them).
 */
final class AeronStreamServer {
  private static final ReservedValueSupplier END_MARKER =
      (buffer, offset, length) -> AeronSettings.END;

  private AeronStreamServer() {}

  /** Serves the stream of {@code store} in {@code directory} until the process ends. */
  static void listen(StreamStore store, Path directory, Transport transport, PrintStream out)
      throws IOException {
    Path aeronDirectory = AeronSettings.directory(directory);
    MediaDriver driver = MediaDriver.launch(AeronSettings.driver(aeronDirectory));
    Aeron aeron = Aeron.connect(AeronSettings.client(aeronDirectory));
    Runtime.getRuntime()
        .addShutdownHook(
            new Thread(() -> CloseHelper.quietCloseAll(aeron, driver), "wirebench-aeron-close"));
    Subscription control =
        aeron.addSubscription(AeronSettings.CONTROL_CHANNEL, AeronSettings.CONTROL_STREAM);
    AtomicInteger requests = new AtomicInteger();
    FragmentHandler onRequest =
        (buffer, offset, length, header) -> {
          int streamId = buffer.getInt(offset);
          String channel = buffer.getStringWithoutLengthAscii(offset + Integer.BYTES, length - 4);
          if (!AeronSettings.loopback(channel)) {
            System.err.println("refused a request to send beyond loopback: " + channel);
            return;
          }
          Thread thread =
              new Thread(
                  () -> serve(aeron, channel, streamId, store, directory),
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
