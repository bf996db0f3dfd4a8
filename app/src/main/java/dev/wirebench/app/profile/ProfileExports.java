package dev.wirebench.app.profile;

import dev.wirebench.engine.profile.JfrRecording;
import dev.wirebench.engine.profile.ProfileEvent;
import java.nio.file.Path;
import java.util.Optional;

/**
 * What exporting a profile needs from the open store: the JFR recording a profile was read from,
 * and a safe write (never onto the run database; through a temporary file and a rename). Blocking.
 */
public interface ProfileExports {
  /** No store behind the view: nothing to export to. */
  ProfileExports NONE =
      new ProfileExports() {
        @Override
        public Optional<JfrRecording> recording(long resultId, ProfileEvent event) {
          return Optional.empty();
        }

        @Override
        public void write(Path file, byte[] bytes) {
          throw new IllegalStateException("no run database is open");
        }
      };

  Optional<JfrRecording> recording(long resultId, ProfileEvent event);

  /** Writes {@code bytes} to {@code file}, replacing it (the file dialog has asked). */
  void write(Path file, byte[] bytes);
}
