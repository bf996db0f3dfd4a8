package dev.wirebench.app.fx;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.Scene;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javax.imageio.ImageIO;

/**
 * Saves a scene as a PNG without javafx-swing (excluded from the build): the snapshot's pixels go
 * through a {@link BufferedImage} to {@link ImageIO}. FX thread (the snapshot); writes a file.
 */
public final class PngSnapshots {
  private PngSnapshots() {}

  /** Renders the scene and writes it to {@code file}, creating its directory. */
  public static void save(Scene scene, Path file) throws IOException {
    WritableImage image = scene.snapshot(null);
    int width = (int) image.getWidth();
    int height = (int) image.getHeight();
    int[] argb = new int[width * height];
    PixelReader reader = image.getPixelReader();
    reader.getPixels(0, 0, width, height, PixelFormat.getIntArgbInstance(), argb, 0, width);
    BufferedImage out = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
    out.setRGB(0, 0, width, height, argb, 0, width);
    Files.createDirectories(file.toAbsolutePath().getParent());
    if (!ImageIO.write(out, "png", file.toFile())) {
      throw new IOException("no PNG writer available for " + file);
    }
  }
}
