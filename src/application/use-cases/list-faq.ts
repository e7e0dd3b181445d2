import { faqCategories } from '../../domain/content/faq';
import type { ContentFeed, FaqEntry } from '../ports/content-feed';

export type ListFaqResult = {
  readonly kind: 'listed';
  /** In the franchise's order. */
  readonly entries: readonly FaqEntry[];
  /** The category tabs: 전체 first, then each category of the entries once. */
  readonly categories: readonly string[];
};

/** Issue 12 customer center: the FAQ and its category tabs (searching is domain/content/faq). Outages throw. */
export class ListFaq {
  constructor(private readonly feed: Pick<ContentFeed, 'faq'>) {}

  async execute(): Promise<ListFaqResult> {
    const entries = await this.feed.faq();
    return { kind: 'listed', entries, categories: faqCategories(entries) };
  }
}
