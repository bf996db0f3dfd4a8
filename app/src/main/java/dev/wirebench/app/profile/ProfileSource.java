package dev.wirebench.app.profile;

import dev.wirebench.storage.StoredProfile;
import java.util.List;

/** Where the profile view reads a run's profiles: the open store, or a fake in tests. Blocking. */
@FunctionalInterface
public interface ProfileSource {
  List<StoredProfile> profiles(long runId);
}
