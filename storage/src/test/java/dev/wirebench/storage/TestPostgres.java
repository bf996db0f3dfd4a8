package dev.wirebench.storage;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;

/**
 * A throwaway PostgreSQL server for tests: initdb into a temp folder, started on a free local port
 * (TCP on 127.0.0.1, password authentication), once per test JVM, stopped and deleted when the JVM
 * exits. Every caller of {@link #newDatabase()} gets an empty database of its own.
 *
 * <p>The binaries come from {@code $WIREBENCH_PG_BIN}, else the newest {@code
 * /usr/lib/postgresql/N/bin} (Debian's {@code postgresql} package, installed by {@code
 * bin/setup-system}), else {@code initdb} on the PATH. initdb refuses to run as root, so as root
 * the server runs as the {@code postgres} user through {@code runuser}. Missing binaries fail the
 * test with the reason — never a silent skip — unless {@code -Dwirebench.pg.skip=true} asks to
 * skip.
 */
public final class TestPostgres {
  /** The superuser's password; tests check it never shows up in messages. */
  public static final String PASSWORD = "s3cret-Wirebench-pw";

  public static final String USER = "wirebench";

  private static final AtomicInteger DATABASES = new AtomicInteger();
  private static TestPostgres server;

  private final Path dir;
  private final Path bin;
  private final int port;
  private final boolean asPostgres;

  private TestPostgres(Path dir, Path bin, int port, boolean asPostgres) {
    this.dir = dir;
    this.bin = bin;
    this.port = port;
    this.asPostgres = asPostgres;
  }

  /** The server, started on first use. */
  public static synchronized TestPostgres get() {
    if (server == null) {
      if (Boolean.getBoolean("wirebench.pg.skip")) {
        Assumptions.abort("PostgreSQL tests skipped by -Dwirebench.pg.skip=true");
      }
      server = start();
      Runtime.getRuntime().addShutdownHook(new Thread(server::stop, "test-postgres-stop"));
    }
    return server;
  }

  public int port() {
    return port;
  }

  /**
   * A new empty database; its URL in libpq form with user and password ({@code
   * postgresql://wirebench:…@127.0.0.1:PORT/testN}).
   */
  public static String newDatabase() {
    TestPostgres pg = get();
    String name = "test" + DATABASES.incrementAndGet();
    pg.sql("postgres", "CREATE DATABASE " + name + " OWNER " + USER);
    return pg.url(name, true);
  }

  /** The URL of {@code database}, with or without the password in it. */
  public String url(String database, boolean withPassword) {
    return "postgresql://"
        + USER
        + (withPassword ? ":" + PASSWORD : "")
        + "@127.0.0.1:"
        + port
        + "/"
        + database;
  }

  /** The server's main process (the postmaster), from its pid file; what accepts connections. */
  public long serverPid() {
    try {
      return Long.parseLong(Files.readAllLines(dir.resolve("data/postmaster.pid")).get(0).strip());
    } catch (IOException e) {
      throw new IllegalStateException("test PostgreSQL: no postmaster.pid", e);
    }
  }

  /** Sends {@code signal} ({@code STOP}, {@code CONT}) to process {@code pid} of this server. */
  public static void signal(String signal, long pid) {
    try {
      Process kill = new ProcessBuilder("kill", "-" + signal, Long.toString(pid)).start();
      if (!kill.waitFor(10, TimeUnit.SECONDS) || kill.exitValue() != 0) {
        throw new IllegalStateException("kill -" + signal + " " + pid + " failed");
      }
    } catch (IOException e) {
      throw new IllegalStateException("cannot run kill", e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted", e);
    }
  }

  /** Runs {@code sql} as the superuser in {@code database} (auto-commit). */
  public void sql(String database, String sql) {
    Properties login = new Properties();
    login.setProperty("user", USER);
    login.setProperty("password", PASSWORD);
    String jdbc = "jdbc:postgresql://127.0.0.1:" + port + "/" + database;
    try (Connection c = DriverManager.getConnection(jdbc, login);
        Statement s = c.createStatement()) {
      s.execute(sql);
    } catch (SQLException e) {
      throw new IllegalStateException("test PostgreSQL: " + sql + ": " + e.getMessage(), e);
    }
  }

  private static TestPostgres start() {
    Path bin = findBin();
    boolean root = "root".equals(System.getProperty("user.name"));
    try {
      Path dir = Files.createTempDirectory("wirebench-pg");
      Path data = dir.resolve("data");
      Path pwfile = dir.resolve("pw");
      Files.writeString(pwfile, PASSWORD + "\n", StandardCharsets.UTF_8);
      if (root) {
        run(List.of("chown", "-R", "postgres:postgres", dir.toString()), dir, false);
      }
      int port = freePort();
      TestPostgres pg = new TestPostgres(dir, bin, port, root);
      pg.runPg(
          "initdb",
          "-D",
          data.toString(),
          "-U",
          USER,
          "--pwfile=" + pwfile,
          "-A",
          "scram-sha-256",
          "-E",
          "UTF8",
          "--locale=C",
          "--no-sync");
      pg.runPg(
          "pg_ctl",
          "-D",
          data.toString(),
          "-l",
          dir.resolve("server.log").toString(),
          "-w",
          "-t",
          "60",
          "-o",
          "-p "
              + port
              + " -k "
              + dir
              + " -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off"
              + " -c max_connections=200",
          "start");
      return pg;
    } catch (IOException e) {
      throw new IllegalStateException("cannot start the test PostgreSQL: " + e.getMessage(), e);
    }
  }

  private static Path findBin() {
    String configured = System.getenv("WIREBENCH_PG_BIN");
    if (configured != null && !configured.isBlank()) {
      return Path.of(configured);
    }
    Path debian = Path.of("/usr/lib/postgresql");
    if (Files.isDirectory(debian)) {
      try (Stream<Path> versions = Files.list(debian)) {
        var newest =
            versions
                .filter(v -> Files.isExecutable(v.resolve("bin/initdb")))
                .max(Comparator.comparingInt(TestPostgres::major));
        if (newest.isPresent()) {
          return newest.get().resolve("bin");
        }
      } catch (IOException e) {
        // fall through to PATH
      }
    }
    for (String dir : System.getenv().getOrDefault("PATH", "").split(":")) {
      if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, "initdb"))) {
        return Path.of(dir);
      }
    }
    throw new IllegalStateException(
        "PostgreSQL server binaries (initdb, pg_ctl) not found in $WIREBENCH_PG_BIN,"
            + " /usr/lib/postgresql/*/bin or the PATH: run bin/setup-system (installs the Debian"
            + " package postgresql) or pass -Dwirebench.pg.skip=true to skip the team-store tests");
  }

  private static int major(Path versionDir) {
    try {
      return Integer.parseInt(versionDir.getFileName().toString());
    } catch (NumberFormatException e) {
      return -1;
    }
  }

  private static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0)) {
      return socket.getLocalPort();
    }
  }

  private void runPg(String tool, String... args) {
    List<String> command = new ArrayList<>();
    if (asPostgres) {
      command.addAll(List.of("runuser", "-u", "postgres", "--"));
    }
    command.add(bin.resolve(tool).toString());
    command.addAll(List.of(args));
    run(command, dir, true);
  }

  private static void run(List<String> command, Path dir, boolean showLog) {
    try {
      Process process =
          new ProcessBuilder(command)
              .directory(dir.toFile())
              .redirectErrorStream(true)
              .redirectOutput(dir.resolve("tool.log").toFile())
              .start();
      if (!process.waitFor(120, TimeUnit.SECONDS)) {
        process.destroyForcibly();
        throw new IllegalStateException("test PostgreSQL: timed out: " + command);
      }
      if (process.exitValue() != 0) {
        String log = Files.readString(dir.resolve("tool.log"));
        Path server = dir.resolve("server.log");
        if (showLog && Files.exists(server)) {
          log += "\n" + Files.readString(server);
        }
        throw new IllegalStateException(
            "test PostgreSQL: " + command + " exited " + process.exitValue() + ":\n" + log);
      }
    } catch (IOException e) {
      throw new IllegalStateException("test PostgreSQL: cannot run " + command, e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("test PostgreSQL: interrupted", e);
    }
  }

  private void stop() {
    try {
      runPg("pg_ctl", "-D", dir.resolve("data").toString(), "-m", "immediate", "-w", "stop");
    } catch (RuntimeException e) {
      // the JVM is exiting; the folder is deleted below either way
    }
    try (Stream<Path> files = Files.walk(dir)) {
      files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    } catch (IOException e) {
      // a temp folder left behind is harmless
    }
  }
}
