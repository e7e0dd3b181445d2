import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { ContentSection } from '../../../src/domain/content/content-page';
import { instant } from './columns';

/**
 * Franchise content pages by slug (이용 안내, 대량 구매 안내, 약관): the franchise edits a row and the storefront shows it
 * on the next read, no deploy. `sections` is a JSON array of { heading, paragraphs: string[] }.
 */
export const contentPages = pgTable(
  'content_pages',
  {
    slug: text('slug').primaryKey(),
    title: text('title').notNull(),
    sections: jsonb('sections').$type<readonly ContentSection[]>().notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('content_pages_slug_format', sql`${table.slug} ~ '^[a-z0-9]([a-z0-9-]{0,38}[a-z0-9])?$'`),
    check('content_pages_sections_array', sql`jsonb_typeof(${table.sections}) = 'array'`),
  ],
);
