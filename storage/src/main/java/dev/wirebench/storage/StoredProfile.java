package dev.wirebench.storage;

import dev.wirebench.engine.profile.StackProfile;

/**
 * A stored profile: one result's stacks under one event.
 *
 * @param resultId the result it belongs to
 * @param seq the result's position in its run
 * @param result the result's name: codec, operation, fixture and mode ({@code json decode minimal
 *     [avgt]})
 * @param profile the profile; its recording is read only where asked for ({@link
 *     RunProfiles#recording})
 * @param recordingBytes the size of the stored JFR recording, 0 if there is none
 */
public record StoredProfile(
    long resultId, int seq, String result, StackProfile profile, long recordingBytes) {

  /** A profile stored without a recording. */
  public StoredProfile(long resultId, int seq, String result, StackProfile profile) {
    this(resultId, seq, result, profile, 0);
  }

  /** Whether the JFR file the stacks came from is stored. */
  public boolean hasRecording() {
    return recordingBytes > 0;
  }
}
