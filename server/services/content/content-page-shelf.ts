import { eq } from 'drizzle-orm';
import type { ContentPageWire } from '../../../src/contract/content-page';
import type { Database } from '../../db/database';
import { contentPages } from '../../db/schema';

/**
 * The franchise's content pages by slug (이용 안내, 대량 구매 안내, 약관). Read on every request, never cached, so an edit
 * of a row shows on the next page view (the point of keeping the text out of the code). An unknown slug is null.
 */
export class ContentPageShelf {
  constructor(private readonly db: Database) {}

  async page(slug: string): Promise<ContentPageWire | null> {
    const [row] = await this.db.select().from(contentPages).where(eq(contentPages.slug, slug));
    if (row === undefined) return null;
    return {
      slug: row.slug,
      title: row.title,
      sections: row.sections.map((section) => ({ heading: section.heading, paragraphs: [...section.paragraphs] })),
      updatedAt: row.updatedAt.toISOString(),
    };
  }
}
