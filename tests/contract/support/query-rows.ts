import type { SQL } from 'drizzle-orm';
import type { Database } from '../../../server/db/database';

/** The rows of a raw query (`db.execute` is typed per driver; both answer `{ rows }`). */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
