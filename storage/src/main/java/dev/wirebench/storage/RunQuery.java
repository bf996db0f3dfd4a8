package dev.wirebench.storage;

import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import java.time.Instant;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * Which runs to list, in which order, one page at a time. Every filter is optional (null = any);
 * the default order is newest first.
 *
 * @param labelContains case-insensitive substring of the label
 * @param kind only runs of this kind
 * @param status only runs in this status
 * @param codec only runs with a result for this codec id
 * @param tag only runs with this tag
 * @param startedFrom only runs started at or after this instant
 * @param startedBefore only runs started before this instant
 * @param host only runs made on this host (exact name)
 * @param after keyset paging: only runs listed after this one in this query's order; null to start
 *     at {@code page}. Unlike a page number it costs the same at any depth. A cursor of another
 *     order is refused.
 * @param page 0-based page number (ignored when {@code after} is set)
 * @param pageSize runs per page, 1..1000
 * @param text case-insensitive substring of any of the label, notes, host, source file, a tag, a
 *     codec id, a fixture id or the JVM version; {@code #12} also finds run 12
 * @param fixture only runs with a result or throughput point for this fixture id
 * @param jvm case-insensitive substring of the JVM version or vendor the run ran on
 * @param sort the order
 * @param descending whether the order is descending (ties: larger ids first) or ascending
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
    int pageSize,
    String text,
    String fixture,
    String jvm,
    RunSort sort,
    boolean descending) {
  public static final int DEFAULT_PAGE_SIZE = 50;

  public RunQuery {
    Objects.requireNonNull(sort, "sort");
    if (page < 0) {
      throw new IllegalArgumentException("page must not be negative: " + page);
    }
    if (pageSize < 1 || pageSize > 1000) {
      throw new IllegalArgumentException("page size must be 1..1000: " + pageSize);
    }
    if (after != null && (after.sort() != sort || after.descending() != descending)) {
      throw new IllegalArgumentException(
          "a cursor of the " + after.sort() + " order cannot page the " + sort + " order");
    }
  }

  /** The first page of every run, newest first. */
  public static RunQuery all() {
    return new RunQuery(
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        0,
        DEFAULT_PAGE_SIZE,
        null,
        null,
        null,
        RunSort.STARTED,
        true);
  }

  public RunQuery withLabel(String labelContains) {
    return edit(q -> q.labelContains = labelContains);
  }

  public RunQuery withKind(RunKind kind) {
    return edit(q -> q.kind = kind);
  }

  public RunQuery withStatus(RunStatus status) {
    return edit(q -> q.status = status);
  }

  public RunQuery withCodec(String codec) {
    return edit(q -> q.codec = codec);
  }

  public RunQuery withTag(String tag) {
    return edit(q -> q.tag = tag);
  }

  public RunQuery withStarted(Instant from, Instant before) {
    return edit(
        q -> {
          q.startedFrom = from;
          q.startedBefore = before;
        });
  }

  public RunQuery withHost(String host) {
    return edit(q -> q.host = host);
  }

  /** Only runs whose label, notes, host, tags, codecs, fixtures, source or JVM contain text. */
  public RunQuery withText(String text) {
    return edit(q -> q.text = text);
  }

  public RunQuery withFixture(String fixture) {
    return edit(q -> q.fixture = fixture);
  }

  /** Only runs whose JVM version or vendor contains this text (any case). */
  public RunQuery withJvm(String jvm) {
    return edit(q -> q.jvm = jvm);
  }

  /** Ordered by {@code sort}; the cursor is dropped (it belonged to the old order). */
  public RunQuery sortedBy(RunSort sort, boolean descending) {
    return edit(
        q -> {
          q.sort = sort;
          q.descending = descending;
          q.after = null;
        });
  }

  /** Page {@code page} by offset (the cursor is dropped). */
  public RunQuery withPage(int page, int pageSize) {
    return edit(
        q -> {
          q.page = page;
          q.pageSize = pageSize;
          q.after = null;
        });
  }

  /** The runs after {@code cursor} (keyset paging; see {@link RunPage#next()}). */
  public RunQuery after(RunCursor cursor) {
    return edit(q -> q.after = cursor);
  }

  /** Whether any filter is set (the order and page aside). */
  public boolean filtered() {
    return present(labelContains)
        || kind != null
        || status != null
        || present(codec)
        || present(tag)
        || startedFrom != null
        || startedBefore != null
        || present(host)
        || present(text)
        || present(fixture)
        || present(jvm);
  }

  private static boolean present(String text) {
    return text != null && !text.isBlank();
  }

  private RunQuery edit(Consumer<Parts> change) {
    Parts q = new Parts(this);
    change.accept(q);
    return q.build();
  }

  /** The record's components, to change a few and build a new query. */
  private static final class Parts {
    String labelContains;
    RunKind kind;
    RunStatus status;
    String codec;
    String tag;
    Instant startedFrom;
    Instant startedBefore;
    String host;
    RunCursor after;
    int page;
    int pageSize;
    String text;
    String fixture;
    String jvm;
    RunSort sort;
    boolean descending;

    Parts(RunQuery q) {
      labelContains = q.labelContains;
      kind = q.kind;
      status = q.status;
      codec = q.codec;
      tag = q.tag;
      startedFrom = q.startedFrom;
      startedBefore = q.startedBefore;
      host = q.host;
      after = q.after;
      page = q.page;
      pageSize = q.pageSize;
      text = q.text;
      fixture = q.fixture;
      jvm = q.jvm;
      sort = q.sort;
      descending = q.descending;
    }

    RunQuery build() {
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
          pageSize,
          text,
          fixture,
          jvm,
          sort,
          descending);
    }
  }
}
