import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { smsOutbox } from '../../db/schema';

/** A message the local simulator "sent": recorded instead of delivered. */
export interface OutboxMessage {
  readonly id: number;
  readonly to: string;
  readonly text: string;
  readonly createdAt: Date;
}

/** Records one message in the outbox. */
export async function recordOutboxMessage(db: Database, to: string, text: string, at: Date): Promise<void> {
  await db.insert(smsOutbox).values({ to, text, createdAt: at });
}

/** The newest `limit` outbox messages, newest first, optionally only those to `to`. */
export async function readSmsOutbox(
  db: Database,
  options: { readonly to?: string; readonly limit?: number } = {},
): Promise<OutboxMessage[]> {
  const query = db
    .select({ id: smsOutbox.id, to: smsOutbox.to, text: smsOutbox.text, createdAt: smsOutbox.createdAt })
    .from(smsOutbox)
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(options.limit ?? 100);
  return options.to === undefined ? query : query.where(eq(smsOutbox.to, options.to));
}
