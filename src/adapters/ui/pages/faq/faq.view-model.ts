import { makeAutoObservable, runInAction } from 'mobx';
import type { FaqEntry } from '../../../../application/ports/content-feed';
import type { ListFaq, ListFaqResult } from '../../../../application/use-cases/list-faq';
import { FAQ_ALL_CATEGORY, filterFaq } from '../../../../domain/content/faq';
import { PreloadedRead } from '../../routes/loader-part';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

type Logger = (message: string, error: unknown) => void;

/**
 * 자주 묻는 질문 (issue 12): the FAQ by category tab, filtered as the customer types (every word in the question or
 * the answer; domain/content/faq), each answer an accordion panel that opens and closes on its own.
 */
export class FaqViewModel {
  status: LoadStatus = 'idle';
  entries: readonly FaqEntry[] = [];
  categories: readonly string[] = [FAQ_ALL_CATEGORY];
  category: string = FAQ_ALL_CATEGORY;
  query = '';
  /** Ids of the open answers. */
  expanded: ReadonlySet<number> = new Set();
  /** The route loader's answer is on screen (issue 13): the first load() reads nothing. */
  private readonly preloaded: PreloadedRead<'faq'>;

  /** `preload`: the route loader's answer (issue 13), on screen from the first render; the next load() reads nothing. */
  constructor(
    private readonly listFaq: Pick<ListFaq, 'execute'>,
    private readonly log: Logger = (message, error) => console.error(message, error),
    preload: ListFaqResult | null = null,
  ) {
    this.preloaded = new PreloadedRead(preload === null ? null : 'faq');
    makeAutoObservable<FaqViewModel, 'listFaq' | 'log' | 'preloaded'>(this, {
      listFaq: false,
      log: false,
      preloaded: false,
    });
    if (preload !== null) this.show(preload);
  }

  private show(result: ListFaqResult): void {
    this.entries = result.entries;
    this.categories = result.categories;
    this.status = 'ready';
  }

  get shown(): readonly FaqEntry[] {
    return filterFaq(this.entries, { category: this.category, query: this.query });
  }

  get isSearching(): boolean {
    return this.query.trim() !== '';
  }

  async load(): Promise<void> {
    if (this.preloaded.covers('faq')) return;
    this.status = 'loading';
    try {
      const result = await this.listFaq.execute();
      runInAction(() => this.show(result));
    } catch (error) {
      this.log('the FAQ could not be read', error);
      runInAction(() => {
        this.status = 'failed';
      });
    }
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
