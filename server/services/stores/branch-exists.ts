import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { branches } from '../../db/schema';

/** What can run a select: the database or a transaction of it. */
type Reader = Pick<Database, 'select'>;

/** Whether a branch with this id exists (an inquiry, a bulk request or a menu list names one that must). */
export async function branchExists(reader: Reader, branchId: number): Promise<boolean> {
  const [row] = await reader.select({ id: branches.id }).from(branches).where(eq(branches.id, branchId));
  return row !== undefined;
}
