package dev.wirebench.storage;

import dev.wirebench.engine.profile.StackProfile;

/**
 * A stored profile: one result's stacks under one event.
 *
 * @param resultId the result it belongs to
 * @param seq the result's position in its run
 * @param result the result's name: codec, operation, fixture and mode ({@code json decode minimal
 *     [avgt]})
 * @param profile the profile
 */
public record StoredProfile(long resultId, int seq, String result, StackProfile profile) {}
