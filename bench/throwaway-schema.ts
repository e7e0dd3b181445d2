import pg from 'pg';

/**
 * Drops a bench's throwaway PostgreSQL schema, on a connection of its own, after the bench has closed every handle on
 * it (as tests/contract/support/databases.ts does). Dropping it through a handle still open (its pool, its LISTEN
 * connection) failed twice in one sitting with PostgreSQL's DeadLockReport, and the error skipped the close that came
 * after it: the bench then hung on the open pool until it was killed.
 */
export async function dropThrowawaySchema(databaseUrl: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}
