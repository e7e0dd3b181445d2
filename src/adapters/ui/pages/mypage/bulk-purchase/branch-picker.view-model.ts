import { makeAutoObservable, runInAction } from 'mobx';
import type { SearchStoresByName } from '../../../../../application/use-cases/search-stores-by-name';
import { BRANCH_SEARCH_PAGE_SIZE } from '../../../../../domain/shared/constants';
import type { Store } from '../../../../../domain/store/types';

/** The branch a request names: its id and the name shown. */
export interface ChosenBranch {
  readonly branchId: number;
  readonly familyName: string;
}

/**
 * The optional 매장 of a bulk request, found by name as in the store finder (spec §2 /stores/map name search:
 * the name contains the text, 30 a page): search, page through the results, choose one or clear the choice.
 */
export class BranchPickerViewModel {
  query = '';
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  results: readonly Store[] = [];
  page = 1;
  totalPages = 0;
  /** The name searched for (shown with the results, so typing anew does not relabel them). */
  searched = '';
  chosen: ChosenBranch | null = null;

  constructor(private readonly searchByName: SearchStoresByName) {
    makeAutoObservable<BranchPickerViewModel, 'searchByName'>(this, { searchByName: false });
  }

  setQuery(text: string): void {
    this.query = text;
  }

  get canSearch(): boolean {
    return this.query.trim() !== '' && this.status !== 'loading';
  }

  async search(page = 1): Promise<void> {
    const name = page === 1 ? this.query : this.searched;
    this.status = 'loading';
    try {
      const result = await this.searchByName.execute({ name, page });
      runInAction(() => {
        if (result.kind === 'blank') {
          this.status = 'idle';
          this.results = [];
          return;
        }
        this.searched = result.name;
        this.results = result.result.items;
        this.page = result.result.page;
        this.totalPages = Math.ceil(result.result.totalCount / BRANCH_SEARCH_PAGE_SIZE);
        this.status = 'ready';
      });
    } catch (error) {
      console.error('branch search failed', error);
      runInAction(() => (this.status = 'failed'));
    }
  }

  choose(store: Store): void {
    this.chosen = { branchId: store.branchId, familyName: store.familyName };
    this.results = [];
    this.status = 'idle';
    this.query = '';
  }

  clear(): void {
    this.chosen = null;
  }
}
