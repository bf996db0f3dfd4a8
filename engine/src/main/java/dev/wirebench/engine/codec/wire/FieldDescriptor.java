package dev.wirebench.engine.codec.wire;

import dev.wirebench.engine.model.Metadata;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One field of a {@link RecordDescriptor}: its name (the model field, as in the JSON mapping), its
 * wire type, and the model accessors that read and write it. Declared through the static factories,
 * then {@link #bind bound} to the record class, which finds the accessors and checks their types.
 *
 * <p>Immutable and thread-safe.
 */
final class FieldDescriptor {
  /** What a field is, before its accessors are looked up. */
  private record Decl(
      String name,
      WireType type,
      boolean nullable,
      Class<?> valueClass,
      List<Class<?>> recordClasses,
      String getter,
      String setter,
      String forWrite,
      String clear,
      String countOf) {}

  private final Decl decl;
  private final Method getter;
  private final Method setter;
  private final Method forWrite;
  private final Method clear;

  private FieldDescriptor(Decl decl, Method getter, Method setter, Method forWrite, Method clear) {
    this.decl = decl;
    this.getter = getter;
    this.setter = setter;
    this.forWrite = forWrite;
    this.clear = clear;
  }

  private static FieldDescriptor declare(
      String name, WireType type, boolean nullable, Class<?> valueClass, List<Class<?>> records) {
    String cap = name.substring(0, 1).toUpperCase(Locale.ROOT) + name.substring(1);
    boolean settable = type.isFixed() || type == WireType.ASCII || type == WireType.UTF8;
    return new FieldDescriptor(
        new Decl(
            name,
            type,
            nullable,
            valueClass,
            List.copyOf(records),
            "get" + cap,
            settable ? "set" + cap : null,
            null,
            null,
            null),
        null,
        null,
        null,
        null);
  }

  private FieldDescriptor with(Decl changed) {
    return new FieldDescriptor(changed, null, null, null, null);
  }

  static FieldDescriptor int8(String name) {
    return declare(name, WireType.INT8, false, byte.class, List.of());
  }

  static FieldDescriptor int16(String name) {
    return declare(name, WireType.INT16, false, short.class, List.of());
  }

  static FieldDescriptor int32(String name) {
    return declare(name, WireType.INT32, false, int.class, List.of());
  }

  static FieldDescriptor int64(String name) {
    return declare(name, WireType.INT64, false, long.class, List.of());
  }

  /** A DFP decimal64; {@code Decimals.NULL} is absent. */
  static FieldDescriptor decimal64(String name) {
    return declare(name, WireType.DECIMAL64, true, long.class, List.of());
  }

  /** Epoch nanoseconds; {@code Timestamps.NULL} is absent. */
  static FieldDescriptor timestamp(String name) {
    return declare(name, WireType.TIMESTAMP, true, long.class, List.of());
  }

  static FieldDescriptor enumOf(String name, Class<? extends Enum<?>> enumClass) {
    if (enumClass.getEnumConstants().length > WireBytes.MAX_ENUM_CONSTANTS) {
      throw new IllegalArgumentException(enumClass + " has more than 254 constants");
    }
    return declare(name, WireType.ENUM, true, enumClass, List.of());
  }

  static FieldDescriptor bool(String name) {
    return declare(name, WireType.BOOLEAN, false, boolean.class, List.of());
  }

  /** A {@link Boolean} that may be null (0xFF on the wire). */
  static FieldDescriptor nullableBool(String name) {
    return declare(name, WireType.BOOLEAN, true, Boolean.class, List.of());
  }

  static FieldDescriptor ascii(String name) {
    return declare(name, WireType.ASCII, true, String.class, List.of());
  }

  static FieldDescriptor utf8(String name) {
    return declare(name, WireType.UTF8, true, String.class, List.of());
  }

  /**
   * An optional nested record, read with {@code getX()}, made present with {@code forWrite} (which
   * reuses the previous instance) and absent with {@code clear}.
   */
  static FieldDescriptor object(String name, Class<?> recordClass, String forWrite, String clear) {
    Decl d = declare(name, WireType.OBJECT, true, recordClass, List.of(recordClass)).decl;
    return new FieldDescriptor(
        new Decl(
            d.name,
            d.type,
            true,
            recordClass,
            d.recordClasses,
            d.getter,
            null,
            forWrite,
            clear,
            null),
        null,
        null,
        null,
        null);
  }

  /** An {@link ArrayList} of records of one class, refilled in place. */
  static FieldDescriptor list(String name, Class<?> elementClass) {
    return declare(name, WireType.LIST, false, ArrayList.class, List.of(elementClass));
  }

  /** An {@link ArrayList} of records of several classes; the type index is the class's position. */
  static FieldDescriptor polyList(String name, List<Class<?>> variants) {
    return declare(name, WireType.POLY_LIST, false, ArrayList.class, variants);
  }

  /** A {@link Metadata} string map, refilled in place. */
  static FieldDescriptor stringMap(String name) {
    return declare(name, WireType.STRING_MAP, false, Metadata.class, List.of());
  }

  /** The same integer field, whose {@code MIN_VALUE} means absent. */
  FieldDescriptor nullable() {
    Decl d = decl;
    return with(
        new Decl(
            d.name,
            d.type,
            true,
            d.valueClass,
            d.recordClasses,
            d.getter,
            d.setter,
            d.forWrite,
            d.clear,
            d.countOf));
  }

  /** The same field with accessors not named by the bean convention. */
  FieldDescriptor accessors(String getterName, String setterName) {
    Decl d = decl;
    return with(
        new Decl(
            d.name,
            d.type,
            d.nullable,
            d.valueClass,
            d.recordClasses,
            getterName,
            setterName,
            d.forWrite,
            d.clear,
            d.countOf));
  }

  /**
   * The same field, marked as holding the count of list field {@code listField} whenever that list
   * is not empty (a FIX NumInGroup value); field spans then show it as a length, not a value.
   */
  FieldDescriptor countOf(String listField) {
    Decl d = decl;
    return with(
        new Decl(
            d.name,
            d.type,
            d.nullable,
            d.valueClass,
            d.recordClasses,
            d.getter,
            d.setter,
            d.forWrite,
            d.clear,
            listField));
  }

  /** This field with its accessors found on {@code owner} and checked against the wire type. */
  FieldDescriptor bind(Class<?> owner) {
    Method get = Accessors.find(owner, decl.getter, decl.valueClass);
    Method set =
        decl.setter == null
            ? null
            : Accessors.find(owner, decl.setter, void.class, decl.valueClass);
    Method write =
        decl.forWrite == null ? null : Accessors.find(owner, decl.forWrite, decl.valueClass);
    Method absent = decl.clear == null ? null : Accessors.find(owner, decl.clear, void.class);
    return new FieldDescriptor(decl, get, set, write, absent);
  }

  String name() {
    return decl.name;
  }

  WireType type() {
    return decl.type;
  }

  /** Whether the field has an absent value on the wire (a sentinel, 0xFF or a -1 length). */
  boolean isNullable() {
    return decl.nullable;
  }

  /** The Java type of the value the getter returns. */
  Class<?> valueClass() {
    return decl.valueClass;
  }

  /** The nested record class (OBJECT, LIST) or the variant classes by type index (POLY_LIST). */
  List<Class<?>> recordClasses() {
    return decl.recordClasses;
  }

  /** The list field this field counts when that list is not empty, or null. */
  String countOf() {
    return decl.countOf;
  }

  Method getter() {
    return getter;
  }

  /** The setter, or null for lists and maps (refilled in place) and objects. */
  Method setter() {
    return setter;
  }

  /** OBJECT only: makes the nested record present and returns it. */
  Method forWrite() {
    return forWrite;
  }

  /** OBJECT only: makes the nested record absent. */
  Method clear() {
    return clear;
  }

  @Override
  public String toString() {
    return decl.name + ":" + decl.type + (decl.nullable ? "?" : "");
  }
}
