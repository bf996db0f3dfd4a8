package dev.wirebench.engine.codec.gen;

import java.net.URL;
import java.net.URLClassLoader;

/**
 * Loads a cache entry's classes before asking its parent: the generated classes are named by the
 * user's schema ({@code java_package}, Avro namespaces), and a class of the same name elsewhere on
 * the class path (the built-in model's, a test's) must not stand in for the code generated from the
 * user's file. Everything the entry does not hold (the engine, the format's runtime library) comes
 * from the parent.
 */
final class GeneratedClassLoader extends URLClassLoader {
  static {
    registerAsParallelCapable();
  }

  GeneratedClassLoader(URL classes, ClassLoader parent) {
    super(new URL[] {classes}, parent);
  }

  @Override
  protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
    synchronized (getClassLoadingLock(name)) {
      Class<?> loaded = findLoadedClass(name);
      if (loaded == null && !name.startsWith("java.") && findResource(classFile(name)) != null) {
        loaded = findClass(name);
      }
      if (loaded == null) {
        return super.loadClass(name, resolve);
      }
      if (resolve) {
        resolveClass(loaded);
      }
      return loaded;
    }
  }

  private static String classFile(String name) {
    return name.replace('.', '/') + ".class";
  }
}
