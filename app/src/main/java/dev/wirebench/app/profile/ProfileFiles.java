package dev.wirebench.app.profile;

import dev.wirebench.engine.profile.CollapsedStacks;
import dev.wirebench.engine.profile.FlameGraphHtml;
import dev.wirebench.storage.StoredProfile;
import java.nio.charset.StandardCharsets;

/** A stored profile's file in each {@link ProfileFormat}, as `wirebench profile` writes them. */
final class ProfileFiles {
  private ProfileFiles() {}

  /** The file's bytes; a JFR recording is read from the store. Blocking. */
  static byte[] bytes(
      ProfileFormat format, String title, StoredProfile profile, ProfileExports exports) {
    return switch (format) {
      case FLAME_GRAPH ->
          FlameGraphHtml.of(title, profile.profile()).getBytes(StandardCharsets.UTF_8);
      case COLLAPSED ->
          CollapsedStacks.format(profile.profile().stacks()).getBytes(StandardCharsets.UTF_8);
      case JFR ->
          exports
              .recording(profile.resultId(), profile.profile().event())
              .orElseThrow(() -> new IllegalStateException("the JFR recording is not stored"))
              .bytes();
    };
  }
}
