import type { Coordinates } from '../../domain/shared/geo';
import { type FinderPositionSource, finderStartPosition } from '../../domain/store/store-choice';
import type { Store } from '../../domain/store/types';
import type { PreferenceStore } from '../ports/preference-store';
import type { StoreLocator } from '../ports/store-locator';

export interface FindNearbyStoresInput {
  /** /stores/map?for=takeout: only the branches a customer here can pick up from. */
  readonly forTakeout: boolean;
  /** The browser's position when the customer allowed it; null: the remembered one, else the default centre. */
  readonly located: Coordinates | null;
}

export type FindNearbyStoresResult = {
  readonly kind: 'found';
  /** Where the stores are measured from, and where that position came from. */
  readonly position: Coordinates;
  readonly source: FinderPositionSource;
  /** Nearest first (the locator's order). */
  readonly stores: readonly Store[];
};

/**
 * Spec §2 /stores/map, §9: the stores around the customer. The position is the browser's when allowed, else the
 * last one kept in the cookie (7 days), else the default map centre. The takeout finder lists the branches that
 * serve takeout there; the store finder every branch around. Outages throw.
 */
export class FindNearbyStores {
  constructor(
    private readonly locator: Pick<StoreLocator, 'searchFamily' | 'takeout'>,
    private readonly preferences: Pick<PreferenceStore, 'position'>,
  ) {}

  async execute(input: FindNearbyStoresInput): Promise<FindNearbyStoresResult> {
    const remembered = input.located === null ? this.preferences.position() : null;
    const { position, source } = finderStartPosition(input.located, remembered);
    const stores = input.forTakeout ? await this.locator.takeout(position) : await this.locator.searchFamily(position);
    return { kind: 'found', position, source, stores };
  }
}
