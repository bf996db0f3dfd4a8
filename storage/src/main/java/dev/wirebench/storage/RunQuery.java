package dev.wirebench.storage;

import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import java.time.Instant;

/**
 * Which runs to list, newest first, one page at a time. Every filter is optional (null = any).
 *
 * @param labelContains case-insensitive substring of the label
 * @param kind only runs of this kind
 * @param status only runs in this status
 * @param codec only runs with a result for this codec id
 * @param tag only runs with this tag
 * @param startedFrom only runs started at or after this instant
 * @param startedBefore only runs started before this instant
 * @param host only runs made on this host (exact name)
 * @param after keyset paging: only runs listed after this one (older, or as old with a smaller id);
 *     null to start at {@code page}. Unlike a page number it costs the same at any depth.
 * @param page 0-based page number (ignored when {@code after} is set)
 * @param pageSize runs per page, 1..1000
 */
public record RunQuery(
    String labelContains,
    RunKind kind,
    RunStatus status,
    String codec,
    String tag,
    Instant startedFrom,
    Instant startedBefore,
    String host,
    RunCursor after,
    int page,
    int pageSize) {
  public static final int DEFAULT_PAGE_SIZE = 50;

  public RunQuery {
    if (page < 0) {
      throw new IllegalArgumentException("page must not be negative: " + page);
    }
    if (pageSize < 1 || pageSize > 1000) {
      throw new IllegalArgumentException("page size must be 1..1000: " + pageSize);
    }
  }

  /** The first page of every run. */
  public static RunQuery all() {
    return new RunQuery(null, null, null, null, null, null, null, null, null, 0, DEFAULT_PAGE_SIZE);
  }

  public RunQuery withLabel(String labelContains) {
    return new RunQuery(
        labelContains,
        kind,
        status,
        codec,
        tag,
        startedFrom,
        startedBefore,
        host,
        after,
        page,
        pageSize);
  }

  public RunQuery withKind(RunKind kind) {
    return new RunQuery(
        labelContains,
        kind,
        status,
        codec,
        tag,
        startedFrom,
        startedBefore,
        host,
        after,
        page,
        pageSize);
  }

  public RunQuery withStatus(RunStatus status) {
    return new RunQuery(
        labelContains,
        kind,
        status,
        codec,
        tag,
        startedFrom,
        startedBefore,
        host,
        after,
        page,
        pageSize);
  }

  public RunQuery withCodec(String codec) {
    return new RunQuery(
        labelContains,
        kind,
        status,
        codec,
        tag,
        startedFrom,
        startedBefore,
        host,
        after,
        page,
        pageSize);
  }

  public RunQuery withTag(String tag) {
    return new RunQuery(
        labelContains,
        kind,
        status,
        codec,
        tag,
        startedFrom,
        startedBefore,
        host,
        after,
        page,
        pageSize);
  }

  public RunQuery withStarted(Instant from, Instant before) {
    return new RunQuery(
        labelContains, kind, status, codec, tag, from, before, host, after, page, pageSize);
  }

  /** Page {@code page} by offset (the cursor is dropped). */
  public RunQuery withPage(int page, int pageSize) {
    return new RunQuery(
        labelContains,
        kind,
        status,
        codec,
        tag,
        startedFrom,
        startedBefore,
        host,
        null,
        page,
        pageSize);
  }

  public RunQuery withHost(String host) {
    return new RunQuery(
        labelContains,
        kind,
        status,
        codec,
        tag,
        startedFrom,
        startedBefore,
        host,
        after,
        page,
        pageSize);
  }

  /** The runs after {@code cursor} (keyset paging; see {@link RunPage#next()}). */
  public RunQuery after(RunCursor cursor) {
    return new RunQuery(
        labelContains,
        kind,
        status,
        codec,
        tag,
        startedFrom,
        startedBefore,
        host,
        cursor,
        page,
        pageSize);
  }
}
