package dev.wirebench.engine.throughput.served;

import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.agrona.concurrent.IdleStrategy;

/**
 * A fixed number of sending threads ("transport channels") that serve every consumer's read: new
 * sessions go to the threads in turn, and each thread moves all of its sessions a step at a time,
 * so C threads serve K consumers as a server with C channels does. A thread with nothing moving
 * idles ({@link AeronSettings#idle}: spin, yield, then park).
 */
final class SenderThreads {
  private final List<Queue<SendSession>> inboxes = new ArrayList<>();
  private int next;

  /** Starts {@code count} daemon sending threads. */
  SenderThreads(int count) {
    for (int i = 0; i < count; i++) {
      Queue<SendSession> inbox = new ConcurrentLinkedQueue<>();
      inboxes.add(inbox);
      Thread thread = new Thread(() -> serve(inbox), "wirebench-channel-" + (i + 1));
      thread.setDaemon(true);
      thread.start();
    }
  }

  /** Hands {@code session} to the next thread in turn. */
  synchronized void add(SendSession session) {
    inboxes.get(next).add(session);
    next = (next + 1) % inboxes.size();
  }

  private static void serve(Queue<SendSession> inbox) {
    List<SendSession> sessions = new ArrayList<>();
    IdleStrategy idle = AeronSettings.idle();
    while (true) {
      SendSession added;
      while ((added = inbox.poll()) != null) {
        sessions.add(added);
      }
      boolean moved = false;
      for (int i = sessions.size() - 1; i >= 0; i--) {
        SendSession session = sessions.get(i);
        try {
          moved |= session.send();
        } catch (RuntimeException e) {
          System.err.println("a send failed: " + e);
          session.close();
          sessions.remove(i);
          continue;
        }
        if (session.done()) {
          session.close();
          sessions.remove(i);
        }
      }
      if (moved) {
        idle.reset();
      } else {
        idle.idle();
      }
    }
  }
}
