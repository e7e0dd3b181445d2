import { makeAutoObservable } from 'mobx';
import type { FaqEntry } from '../../../../application/ports/content-feed';
import type { ListFaqResult } from '../../../../application/use-cases/list-faq';
import { FAQ_ALL_CATEGORY, filterFaq } from '../../../../domain/content/faq';

/**
 * 자주 묻는 질문 (issue 12): the FAQ by category tab, filtered as the customer types (every word in the question or
 * the answer; domain/content/faq), each answer an accordion panel that opens and closes on its own. Issue 13: the
 * entries are the route loader's answer (null: it could not read them, the page offers 다시 시도); the page builds
 * another view-model for another answer.
 */
export class FaqViewModel {
  readonly failed: boolean;
  readonly entries: readonly FaqEntry[];
  readonly categories: readonly string[];
  category: string = FAQ_ALL_CATEGORY;
  query = '';
  /** Ids of the open answers. */
  expanded: ReadonlySet<number> = new Set();

  /** `searched`: the words the page's address searches for (the search form sent without the page's scripts). */
  constructor(faq: ListFaqResult | null, searched = '') {
    this.failed = faq === null;
    this.entries = faq?.entries ?? [];
    this.categories = faq?.categories ?? [FAQ_ALL_CATEGORY];
    this.query = searched;
    makeAutoObservable(this);
  }

  get shown(): readonly FaqEntry[] {
    return filterFaq(this.entries, { category: this.category, query: this.query });
  }

  get isSearching(): boolean {
    return this.query.trim() !== '';
  }

  chooseCategory(category: string): void {
    this.category = this.categories.includes(category) ? category : FAQ_ALL_CATEGORY;
  }

  /** A new search looks through every category: the customer does not know where the answer is filed. */
  setQuery(query: string): void {
    if (query.trim() !== '' && this.query.trim() === '') this.category = FAQ_ALL_CATEGORY;
    this.query = query;
  }

  isExpanded(id: number): boolean {
    return this.expanded.has(id);
  }

  toggle(id: number): void {
    const next = new Set(this.expanded);
    if (!next.delete(id)) next.add(id);
    this.expanded = next;
  }
}
