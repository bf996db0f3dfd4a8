package dev.wirebench.engine.env;

import java.nio.file.Path;
import java.util.Objects;
import java.util.Set;

/**
 * An installed Java runtime that benchmark forks can run on.
 *
 * @param home the runtime's home directory (holds {@code bin/java} and usually a {@code release}
 *     file)
 * @param java the {@code java} launcher forks are started with
 * @param version the Java version, e.g. {@code 17.0.15}
 * @param feature the feature release, e.g. 17; selects {@link
 *     dev.wirebench.engine.jvm.JvmFlags#forJdk(int)}
 * @param vendor the implementor, e.g. {@code Eclipse Adoptium}
 * @param runtimeVersion the full runtime version, e.g. {@code 17.0.15+6-Debian-1deb12u1}
 * @param modules the runtime's modules, or empty if unknown (a release file without MODULES)
 */
public record JavaRuntime(
    Path home,
    Path java,
    String version,
    int feature,
    String vendor,
    String runtimeVersion,
    Set<String> modules) {
  public JavaRuntime {
    Objects.requireNonNull(home, "home");
    Objects.requireNonNull(java, "java");
    Objects.requireNonNull(version, "version");
    vendor = vendor == null ? "unknown" : vendor;
    runtimeVersion = runtimeVersion == null ? version : runtimeVersion;
    modules = Set.copyOf(modules);
  }

  /** True only when the module list is known and lacks {@code module}. */
  public boolean lacksModule(String module) {
    return !modules.isEmpty() && !modules.contains(module);
  }

  /** One line for lists: {@code 17.0.15 (Debian) /usr/lib/jvm/java-17-openjdk-amd64}. */
  public String describe() {
    return version + " (" + vendor + ") " + home;
  }
}
