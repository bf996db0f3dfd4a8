package dev.wirebench.engine.bench.jmh;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Issue 20, case 4: a benchmark fork dies with its parent. A real parent JVM forks a real child
 * JVM, the parent is killed with SIGKILL (no shutdown hook runs), and the child must be gone within
 * about a second — while a child that does not watch lives on, which shows what the watch is for.
 */
class ParentWatchTest {
  @Test
  void aForkHaltsWithinASecondOfItsParentBeingKilled() throws Exception {
    ProcessHandle child = forkParentAndChild(true);
    try {
      assertThat(child.isAlive()).isTrue();

      killParentOf(child);

      assertThat(child.onExit().get(5, TimeUnit.SECONDS).isAlive()).isFalse();
    } finally {
      child.destroyForcibly();
    }
  }

  @Test
  void withoutTheWatchTheOrphanLivesOn() throws Exception {
    ProcessHandle child = forkParentAndChild(false);
    try {
      killParentOf(child);
      Thread.sleep(1_500);

      assertThat(child.isAlive()).isTrue();
    } finally {
      child.destroyForcibly();
      child.onExit().get(10, TimeUnit.SECONDS);
    }
  }

  private Process parent;

  private ProcessHandle forkParentAndChild(boolean watch) throws IOException {
    parent = java(Parent.class, watch ? "watch" : "no-watch").start();
    BufferedReader out =
        new BufferedReader(new InputStreamReader(parent.getInputStream(), StandardCharsets.UTF_8));
    String line = out.readLine();
    assertThat(line).as("the parent's report of its child").startsWith("child ");
    return ProcessHandle.of(Long.parseLong(line.substring("child ".length()))).orElseThrow();
  }

  private void killParentOf(ProcessHandle child) throws Exception {
    assertThat(child.parent().map(ProcessHandle::pid)).contains(parent.pid());
    parent.destroyForcibly(); // SIGKILL
    parent.waitFor(10, TimeUnit.SECONDS);
  }

  static ProcessBuilder java(Class<?> main, String arg) {
    String java = ProcessHandle.current().info().command().orElse("java");
    return new ProcessBuilder(
            List.of(
                java,
                "-Xmx32m",
                "-XX:TieredStopAtLevel=1",
                "-cp",
                System.getProperty("java.class.path"),
                main.getName(),
                arg))
        .redirectError(ProcessBuilder.Redirect.INHERIT);
  }

  /** Forks a child, says its pid once the child watches, then waits to be killed. */
  public static final class Parent {
    public static void main(String[] args) throws Exception {
      Process child =
          java(Child.class, args[0]).redirectOutput(ProcessBuilder.Redirect.PIPE).start();
      new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))
          .readLine(); // "ready"
      System.out.println("child " + child.pid());
      System.out.flush();
      Thread.sleep(120_000);
    }
  }

  /** Stands for a benchmark fork: measures (sleeps) for two minutes unless its parent goes. */
  public static final class Child {
    public static void main(String[] args) throws Exception {
      if (args[0].equals("watch")) {
        ParentWatch.start();
      }
      System.out.println("ready");
      System.out.flush();
      Thread.sleep(120_000);
    }
  }
}
