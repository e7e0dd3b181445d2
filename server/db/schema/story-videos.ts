import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Spec §3 Video entry of the 비비큐 스토리 gallery (about 55): code is the YouTube video id the player embeds
 * (11 characters of [A-Za-z0-9_-]); posterUrl our own artwork, shown before the customer asks for the video.
 */
export const storyVideos = pgTable(
  'story_videos',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull().unique(),
    title: text('title').notNull(),
    posterUrl: text('poster_url').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    index('story_videos_sort_order_idx').on(table.sortOrder, table.id),
    check('story_videos_code_shape', sql`${table.code} ~ '^[A-Za-z0-9_-]{11}$'`),
  ],
);
