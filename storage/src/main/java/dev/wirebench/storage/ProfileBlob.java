package dev.wirebench.storage;

import dev.wirebench.engine.profile.StackProfile;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.zip.DeflaterOutputStream;
import java.util.zip.InflaterInputStream;

/**
 * Collapsed stacks as one compact blob: a version byte, the distinct frames once each (interned:
 * count, then each as modified UTF-8), then the stacks (count, then each as its depth, its frames'
 * numbers and its value, all unsigned LEB128 varints), deflated. A frame shared by a thousand
 * stacks is stored once; a stack costs a few bytes per frame before compression.
 */
final class ProfileBlob {
  private static final int VERSION = 1;

  private ProfileBlob() {}

  /** How many distinct frames {@code stacks} has. */
  static int frameCount(List<StackProfile.Stack> stacks) {
    return intern(stacks).size();
  }

  static byte[] encode(List<StackProfile.Stack> stacks) {
    Map<String, Integer> frames = intern(stacks);
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (DataOutputStream out = new DataOutputStream(new DeflaterOutputStream(bytes))) {
      out.writeByte(VERSION);
      writeVarint(out, frames.size());
      for (String frame : frames.keySet()) {
        out.writeUTF(frame);
      }
      writeVarint(out, stacks.size());
      for (StackProfile.Stack stack : stacks) {
        writeVarint(out, stack.frames().size());
        for (String frame : stack.frames()) {
          writeVarint(out, frames.get(frame));
        }
        writeVarint(out, stack.value());
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return bytes.toByteArray();
  }

  static List<StackProfile.Stack> decode(byte[] blob) {
    try (DataInputStream in =
        new DataInputStream(new InflaterInputStream(new java.io.ByteArrayInputStream(blob)))) {
      int version = in.readUnsignedByte();
      if (version != VERSION) {
        throw new StorageException("a stored profile has format " + version + ", not " + VERSION);
      }
      String[] frames = new String[(int) readVarint(in)];
      for (int i = 0; i < frames.length; i++) {
        frames[i] = in.readUTF();
      }
      int count = (int) readVarint(in);
      List<StackProfile.Stack> stacks = new ArrayList<>(count);
      for (int s = 0; s < count; s++) {
        int depth = (int) readVarint(in);
        List<String> stack = new ArrayList<>(depth);
        for (int d = 0; d < depth; d++) {
          stack.add(frames[(int) readVarint(in)]);
        }
        stacks.add(new StackProfile.Stack(stack, readVarint(in)));
      }
      return stacks;
    } catch (IOException e) {
      throw new StorageException("reading a stored profile", e);
    }
  }

  private static Map<String, Integer> intern(List<StackProfile.Stack> stacks) {
    Map<String, Integer> frames = new java.util.LinkedHashMap<>();
    for (StackProfile.Stack stack : stacks) {
      for (String frame : stack.frames()) {
        frames.putIfAbsent(frame, frames.size());
      }
    }
    return frames;
  }

  private static void writeVarint(DataOutputStream out, long value) throws IOException {
    long v = value;
    while ((v & ~0x7FL) != 0) {
      out.writeByte((int) ((v & 0x7F) | 0x80));
      v >>>= 7;
    }
    out.writeByte((int) v);
  }

  private static long readVarint(DataInputStream in) throws IOException {
    long value = 0;
    for (int shift = 0; shift < 64; shift += 7) {
      int b = in.readUnsignedByte();
      value |= (long) (b & 0x7F) << shift;
      if ((b & 0x80) == 0) {
        return value;
      }
    }
    throw new IOException("a varint longer than 64 bits");
  }
}
