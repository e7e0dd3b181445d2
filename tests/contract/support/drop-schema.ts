import pg from 'pg';

/**
 * Drops a throwaway PostgreSQL schema with everything in it (tables, sequences, the migrations journal), on a
 * connection of its own. Close every handle on the schema first: the benches once dropped theirs through their
 * still-open pool, PostgreSQL refused the drop with DeadLockReport, and the close after it never ran. Free of vitest,
 * so the benches use it too.
 */
export async function dropSchemaAt(databaseUrl: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}
