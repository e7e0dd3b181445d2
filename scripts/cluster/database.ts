import pg from 'pg';

/** Creates the database `databaseUrl` names when it does not exist yet (through the server's `postgres` database). */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  await asAdmin(databaseUrl, async (admin, name) => {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE "${name}"`);
  });
}

/** Drops the database `databaseUrl` names (its connections are ended first). */
export async function dropDatabase(databaseUrl: string): Promise<void> {
  await asAdmin(databaseUrl, (admin, name) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/** Runs `work` on a connection to the same server's `postgres` database, with the (checked) name of the other. */
async function asAdmin(databaseUrl: string, work: (admin: pg.Client, name: string) => Promise<unknown>): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name in ${databaseUrl}: ${name}`);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.href });
  await admin.connect();
  try {
    await work(admin, name);
  } finally {
    await admin.end();
  }
}
