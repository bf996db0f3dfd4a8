package dev.wirebench.storage;

import java.sql.Connection;
import java.sql.SQLException;

/** Work done on one connection inside one transaction. */
@FunctionalInterface
interface SqlWork<T> {
  T run(Connection connection) throws SQLException;
}
