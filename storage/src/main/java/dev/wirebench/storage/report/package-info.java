/**
 * Runs and comparisons as text for people and tools: CSV, Markdown reports in the style results
 * documents keep by hand (header, results table, summary with Δ vs best), and comparison tables
 * (rows for a terminal, Markdown, CSV, JSON). Pure formatting: no I/O, no database.
 */
package dev.wirebench.storage.report;
