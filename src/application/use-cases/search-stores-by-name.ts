import { BRANCH_SEARCH_PAGE_SIZE } from '../../domain/shared/constants';
import type { Store } from '../../domain/store/types';
import type { Page } from '../ports/page';
import type { StoreLocator } from '../ports/store-locator';

export interface SearchStoresByNameInput {
  readonly name: string;
  /** 1-based. */
  readonly page: number;
}

export type SearchStoresByNameResult =
  /** A blank name searches nothing: the finder goes back to the stores nearby. */
  { readonly kind: 'blank' } | { readonly kind: 'found'; readonly name: string; readonly result: Page<Store> };

/**
 * Spec §2 /stores/map name search, §7/§9: branches whose name contains the trimmed text, 30 a page (a page below 1
 * reads page 1). Outages throw.
 */
export class SearchStoresByName {
  constructor(private readonly locator: Pick<StoreLocator, 'searchByName'>) {}

  async execute(input: SearchStoresByNameInput): Promise<SearchStoresByNameResult> {
    const name = input.name.trim();
    if (name === '') return { kind: 'blank' };
    const page = Number.isInteger(input.page) && input.page >= 1 ? input.page : 1;
    return { kind: 'found', name, result: await this.locator.searchByName(name, page, BRANCH_SEARCH_PAGE_SIZE) };
  }
}
