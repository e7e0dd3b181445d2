import { pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/** Which seed data set was last written (a content hash): a start with the same data skips the seed. */
export const seedState = pgTable('seed_state', {
  name: text('name').primaryKey(),
  contentHash: text('content_hash').notNull(),
  appliedAt: instant('applied_at').notNull().defaultNow(),
});
