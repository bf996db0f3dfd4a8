package dev.wirebench.storage;

import dev.wirebench.engine.result.ThroughputPoint;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/** Throughput sweep points of a run. */
final class ThroughputRepository {

  void insert(Connection c, long runId, ThroughputPoint p, Instant at) throws SQLException {
    String sql =
        """
        INSERT INTO throughput_points (run_id, seq, store, codec, fixture, consumers, repetition,
            messages, stream_bytes, elapsed_nanos, combined_msg_per_sec, combined_mb_per_sec,
            per_consumer_msg_per_sec, scan_ceiling_msg_per_sec, alloc_bytes_per_message,
            server_cpu_percent, recorded_at)
        VALUES (?, (SELECT coalesce(max(seq) + 1, 0) FROM throughput_points WHERE run_id = ?),
                ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """;
    try (PreparedStatement s = c.prepareStatement(sql)) {
      s.setLong(1, runId);
      s.setLong(2, runId);
      s.setString(3, p.store());
      s.setString(4, p.codec());
      s.setString(5, p.fixture());
      s.setInt(6, p.consumers());
      s.setInt(7, p.repetition());
      s.setLong(8, p.messages());
      s.setLong(9, p.streamBytes());
      s.setLong(10, p.elapsedNanos());
      ResultRepository.setDouble(s, 11, p.combinedMsgPerSec());
      ResultRepository.setDouble(s, 12, p.combinedMbPerSec());
      s.setString(13, Json.doubles(p.perConsumerMsgPerSec()));
      ResultRepository.setDouble(s, 14, p.scanCeilingMsgPerSec());
      ResultRepository.setDouble(s, 15, p.allocBytesPerMessage());
      ResultRepository.setDouble(s, 16, p.serverCpuPercent());
      s.setLong(17, at.toEpochMilli());
      s.executeUpdate();
    }
  }

  /** When each of the run's points was written, in the order of {@link #byRun}. */
  List<Instant> recordedAt(Connection c, long runId) throws SQLException {
    String sql = "SELECT recorded_at FROM throughput_points WHERE run_id = ? ORDER BY seq";
    List<Instant> times = new ArrayList<>();
    try (PreparedStatement s = c.prepareStatement(sql)) {
      s.setLong(1, runId);
      try (ResultSet rows = s.executeQuery()) {
        while (rows.next()) {
          times.add(Instant.ofEpochMilli(rows.getLong(1)));
        }
      }
    }
    return times;
  }

  List<ThroughputPoint> byRun(Connection c, long runId) throws SQLException {
    String sql =
        """
        SELECT store, codec, fixture, consumers, repetition, messages, stream_bytes, elapsed_nanos,
               combined_msg_per_sec, combined_mb_per_sec, per_consumer_msg_per_sec,
               scan_ceiling_msg_per_sec, alloc_bytes_per_message, server_cpu_percent
        FROM throughput_points WHERE run_id = ? ORDER BY seq
        """;
    List<ThroughputPoint> points = new ArrayList<>();
    try (PreparedStatement s = c.prepareStatement(sql)) {
      s.setLong(1, runId);
      try (ResultSet rows = s.executeQuery()) {
        while (rows.next()) {
          points.add(
              new ThroughputPoint(
                  rows.getString("store"),
                  rows.getString("codec"),
                  rows.getString("fixture"),
                  rows.getInt("consumers"),
                  rows.getInt("repetition"),
                  rows.getLong("messages"),
                  rows.getLong("stream_bytes"),
                  rows.getLong("elapsed_nanos"),
                  ResultRepository.getDouble(rows, "combined_msg_per_sec"),
                  ResultRepository.getDouble(rows, "combined_mb_per_sec"),
                  Json.doubles(rows.getString("per_consumer_msg_per_sec")),
                  ResultRepository.getDouble(rows, "scan_ceiling_msg_per_sec"),
                  ResultRepository.getDouble(rows, "alloc_bytes_per_message"),
                  ResultRepository.getDouble(rows, "server_cpu_percent")));
        }
      }
    }
    return points;
  }
}
