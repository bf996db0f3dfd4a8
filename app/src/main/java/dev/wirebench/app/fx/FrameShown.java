package dev.wirebench.app.fx;

import javafx.application.Platform;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.scene.SnapshotParameters;
import javafx.scene.image.WritableImage;

/**
 * Runs code once what a scene shows now has reached the screen, not merely been laid out.
 *
 * <p>JavaFX lays a change out in a pulse on the FX thread and renders the pulse's frame afterwards
 * on its one render thread; the software pipeline (no GPU, e.g. a virtual display) then queues the
 * upload of the pixels to the window on the FX thread. On a busy machine the window stayed white
 * for up to a second after the layout pulse. So after the next layout pulse this asks for a 1×1
 * snapshot of the scene: snapshots are rendered on the same render thread, after the frames queued
 * before them, and the code then runs behind the frame's upload in the FX thread's queue. Public
 * API only; costs one tiny render.
 *
 * <p>FX thread only.
 */
public final class FrameShown {
  private FrameShown() {}

  /**
   * After the scene's next layout pulse runs {@code laidOut}, and once that pulse's frame is on the
   * screen {@code shown}.
   *
   * @param laidOut run right after the layout pass (before the frame is rendered)
   * @param shown run once the frame has been rendered and handed to the window
   */
  public static void after(Scene scene, Runnable laidOut, Runnable shown) {
    Runnable[] listener = new Runnable[1];
    listener[0] =
        () -> {
          scene.removePostLayoutPulseListener(listener[0]);
          laidOut.run();
          // After this pulse, which queues its frame for rendering, not inside it: a snapshot
          // asked for now would be rendered within this pulse, before the frame.
          Platform.runLater(() -> afterQueuedFrames(scene, shown));
        };
    scene.addPostLayoutPulseListener(listener[0]);
    Platform.requestNextPulse(); // a pulse even if nothing needs layout
  }

  /** Once the scene's next frame is on the screen runs {@code shown}. */
  public static void after(Scene scene, Runnable shown) {
    after(scene, () -> {}, shown);
  }

  private static void afterQueuedFrames(Scene scene, Runnable shown) {
    SnapshotParameters one = new SnapshotParameters();
    one.setViewport(new Rectangle2D(0, 0, 1, 1));
    scene
        .getRoot()
        .snapshot(
            rendered -> {
              Platform.runLater(shown); // behind the frame's upload to the window
              return null;
            },
            one,
            new WritableImage(1, 1));
  }
}
