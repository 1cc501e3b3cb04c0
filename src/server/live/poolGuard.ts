import type pg from "pg";

/**
 * A connection PostgreSQL drops (a restart, pg_terminate_backend) emits 'error' on its client,
 * and an 'error' without a listener ends the process. pg-pool listens only while a client is
 * idle; a client checked out (mid-transaction, or between statements) has none. Every client
 * gets a listener of its own: the statement that was running fails and is answered as an
 * outage, and the pool discards the broken client when it is released.
 */
export function guardPoolClients(pool: pg.Pool, label: string): void {
  pool.on("error", (err) => console.error(`${label}: idle connection lost:`, err.message));
  pool.on("connect", (client) => {
    client.on("error", (err) => console.error(`${label}: connection lost:`, err.message));
  });
}
