/**
 * JMH's JSON result format ({@code -rf json}), both ways: reading files made by any JMH 1.2x–1.37
 * (all modes, params, secondary metrics, rawData and rawDataHistogram) into imported runs, and
 * writing stored runs back out in the exact structure JMH tools read.
 */
package dev.wirebench.storage.jmh;
