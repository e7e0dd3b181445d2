import { makeAutoObservable, runInAction } from 'mobx';
import type { SearchStoresByName } from '../../../../../application/use-cases/search-stores-by-name';
import { BRANCH_SEARCH_PAGE_SIZE } from '../../../../../domain/shared/constants';
import type { Store } from '../../../../../domain/store/types';

/** The branch an inquiry is about (spec §3 branchId; the name and address only for the customer to read). */
export interface ChosenBranch {
  readonly branchId: number;
  readonly name: string;
  readonly address: string;
}

export type BranchSearchStatus = 'idle' | 'searching' | 'found' | 'failed';

type Logger = (message: string, error: unknown) => void;

/**
 * The branch-search view of the inquiry popup (spec §4 "main form vs branch-search view, returning with the chosen
 * branch"): a name search, 30 a page (spec §9), paged; choosing a branch hands it to `onChoose`. Only the answer
 * of the newest search is shown.
 */
export class BranchSearchViewModel {
  query = '';
  status: BranchSearchStatus = 'idle';
  branches: readonly Store[] = [];
  page = 1;
  totalCount = 0;
  /** The name the shown results are for (the query may have been edited since). */
  searchedName = '';
  private generation = 0;

  constructor(
    private readonly searchStores: Pick<SearchStoresByName, 'execute'>,
    private readonly onChoose: (branch: ChosenBranch) => void,
    private readonly log: Logger = (message, error) => console.error(message, error),
  ) {
    makeAutoObservable<BranchSearchViewModel, 'searchStores' | 'onChoose' | 'log' | 'generation'>(this, {
      searchStores: false,
      onChoose: false,
      log: false,
      generation: false,
    });
  }

  get totalPages(): number {
    return Math.ceil(this.totalCount / BRANCH_SEARCH_PAGE_SIZE);
  }

  get canSearch(): boolean {
    return this.query.trim() !== '';
  }

  setQuery(query: string): void {
    this.query = query;
  }

  /** Searches the typed name from its first page (a blank name searches nothing). */
  search(): Promise<void> {
    return this.read(this.query, 1);
  }

  /** Another page of the shown results. */
  goToPage(page: number): Promise<void> {
    return this.read(this.searchedName, page);
  }

  choose(store: Store): void {
    this.onChoose({ branchId: store.branchId, name: store.familyName, address: store.address });
  }

  private async read(name: string, page: number): Promise<void> {
    this.generation += 1;
    const generation = this.generation;
    this.status = 'searching';
    try {
      const found = await this.searchStores.execute({ name, page });
      runInAction(() => {
        if (generation !== this.generation) return;
        if (found.kind === 'blank') {
          this.status = 'idle';
          this.branches = [];
          this.totalCount = 0;
          return;
        }
        this.status = 'found';
        this.searchedName = found.name;
        this.branches = found.result.items;
        this.page = found.result.page;
        this.totalCount = found.result.totalCount;
      });
    } catch (error) {
      this.log('branch search failed', error);
      runInAction(() => {
        if (generation === this.generation) this.status = 'failed';
      });
    }
  }
}
