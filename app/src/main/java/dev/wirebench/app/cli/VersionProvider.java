package dev.wirebench.app.cli;

import picocli.CommandLine.IVersionProvider;

/** Wirebench's version from the jar manifest (or "development" when run from classes). */
public final class VersionProvider implements IVersionProvider {
  @Override
  public String[] getVersion() {
    String version = VersionProvider.class.getPackage().getImplementationVersion();
    return new String[] {"wirebench " + (version == null ? "development" : version)};
  }
}
