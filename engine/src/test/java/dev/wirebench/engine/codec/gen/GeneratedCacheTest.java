package dev.wirebench.engine.codec.gen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.Field;
import dev.wirebench.engine.dynamic.FieldKind;
import dev.wirebench.engine.dynamic.FieldType;
import dev.wirebench.engine.dynamic.RecordSchema;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The generated-code cache with a recipe whose "schema compiler" writes one Java class (so the test
 * needs no external tool): javac really compiles it, the cache really publishes, verifies and
 * rebuilds.
 */
class GeneratedCacheTest {
  @TempDir Path root;

  /** Writes a generated class holding {@code constant}; the binding encodes it as one byte. */
  private static final class CountingRecipe implements GenerationRecipe {
    private final String constant;
    private int generated;

    CountingRecipe(String constant) {
      this.constant = constant;
    }

    @Override
    public String key() {
      return "test recipe\n" + constant;
    }

    @Override
    public String codecId() {
      return "test-gen";
    }

    @Override
    public String describe() {
      return "a test schema";
    }

    @Override
    public void generate(Path javaOut, Path work) {
      generated++;
      try {
        Path file = Files.createDirectories(javaOut.resolve("user/gen")).resolve("Value.java");
        Files.writeString(
            file,
            "package user.gen;\npublic final class Value { public static final int V = "
                + constant
                + "; }\n");
      } catch (IOException e) {
        throw new IllegalStateException(e);
      }
    }

    @Override
    public List<Class<?>> compileAgainst() {
      return List.of();
    }

    @Override
    public JavaSource binding(ClassLoader generated, List<String> classNames) {
      assertThat(classNames).contains("user.gen.Value");
      return new JavaSource(
          "dev.wirebench.generated.TestBinding",
          """
          package dev.wirebench.generated;
          import dev.wirebench.engine.dynamic.DynamicRecord;
          public final class TestBinding implements dev.wirebench.engine.codec.gen.GeneratedBinding {
            public int encode(DynamicRecord r, byte[] dst, int offset) {
              dst[offset] = (byte) user.gen.Value.V;
              return 1;
            }
            public void decode(byte[] src, int offset, int length, DynamicRecord into) {
              into.setLong(0, src[offset]);
            }
          }
          """);
    }
  }

  private static int encoded(GeneratedBinding binding) {
    RecordSchema schema =
        new RecordSchema("R", List.of(new Field("v", FieldType.of(FieldKind.INT8), false)));
    byte[] out = new byte[1];
    binding.encode(new DynamicRecord(schema), out, 0);
    return out[0];
  }

  @Test
  void firstUseBuildsLaterUsesLoadTheCachedEntry() throws IOException {
    GeneratedCache cache = new GeneratedCache(root);
    CountingRecipe recipe = new CountingRecipe("7");

    assertThat(encoded(GeneratedCode.load(recipe, cache))).isEqualTo(7);
    assertThat(encoded(GeneratedCode.load(recipe, cache))).isEqualTo(7);

    assertThat(recipe.generated).isEqualTo(1);
    Path entry = cache.entry("test-gen", recipe.key() + "\njava " + Runtime.version().feature());
    assertThat(entry.resolve(GeneratedCache.MANIFEST)).isRegularFile();
    assertThat(entry.resolve("classes/user/gen/Value.class")).isRegularFile();
    assertThat(leftovers()).isEmpty();
  }

  @Test
  void aChangedSchemaIsANewEntry() {
    GeneratedCache cache = new GeneratedCache(root);
    assertThat(encoded(GeneratedCode.load(new CountingRecipe("7"), cache))).isEqualTo(7);
    CountingRecipe changed = new CountingRecipe("9");

    assertThat(encoded(GeneratedCode.load(changed, cache))).isEqualTo(9);
    assertThat(changed.generated).isEqualTo(1);
  }

  @Test
  void aCorruptEntryIsRebuiltNotUsed() throws IOException {
    GeneratedCache cache = new GeneratedCache(root);
    CountingRecipe recipe = new CountingRecipe("5");
    GeneratedCode.load(recipe, cache);
    Path entry = cache.entry("test-gen", recipe.key() + "\njava " + Runtime.version().feature());
    Path classFile = entry.resolve("classes/user/gen/Value.class");
    Files.write(classFile, new byte[] {1, 2, 3});

    GeneratedCode.load(recipe, cache);

    assertThat(recipe.generated).isEqualTo(2);
    assertThat(Files.readAllBytes(classFile)).startsWith((byte) 0xCA, (byte) 0xFE);
    assertThat(cache.verified(entry)).isEqualTo("dev.wirebench.generated.TestBinding");
  }

  @Test
  void codeThatDoesNotCompileIsLocatedAndNothingIsCached() throws IOException {
    GeneratedCache cache = new GeneratedCache(root);
    CountingRecipe broken = new CountingRecipe("not_a_number");

    assertThatThrownBy(() -> GeneratedCode.load(broken, cache))
        .isInstanceOf(GenerationException.class)
        .hasMessageContaining("test-gen does not compile: user/gen/Value.java:2: ")
        .satisfies(
            e ->
                assertThat(((GenerationException) e).kind())
                    .isEqualTo(GenerationException.Kind.COMPILE_FAILED));
    assertThat(leftovers()).isEmpty();
  }

  @Test
  void aBuildKilledMidwayLeavesAFolderTheNextBuildSweepsOnceStale() throws IOException {
    GeneratedCache cache = new GeneratedCache(root);
    Path killed = Files.createDirectories(root.resolve("test-gen.building-123"));
    Path recent = Files.createDirectories(root.resolve("test-gen.building-456"));
    Files.setLastModifiedTime(
        killed,
        java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis() - 7_200_000));

    GeneratedCode.load(new CountingRecipe("3"), cache);

    assertThat(killed).doesNotExist();
    assertThat(recent).isDirectory(); // perhaps another process's build in progress
  }

  /** Entries and scratch folders in the cache (the tools folder aside). */
  private List<Path> leftovers() throws IOException {
    try (Stream<Path> list = Files.list(root)) {
      return list.filter(p -> p.getFileName().toString().contains(".")).toList();
    }
  }
}
