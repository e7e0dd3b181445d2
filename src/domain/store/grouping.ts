import type { Coordinates } from '../shared/geo';
import { isInUnavailableGroup } from './availability';
import { distanceMetres } from './distance';
import type { Store } from './types';

/** Spec §4 store finder lists: the main list and the separate unavailable group (HIDDEN, SOLD_OUT). */
export interface StoreGroups {
  /** AVAILABLE, FAMILY_CLOSED and NOT_AVAILABLE stores: the label tells their state. */
  readonly available: readonly Store[];
  readonly unavailable: readonly Store[];
}

/** Stores nearest first from `from`; equal distances keep their given order. */
export function sortByDistance(stores: readonly Store[], from: Coordinates): readonly Store[] {
  return stores
    .map((store, index) => ({
      store,
      index,
      metres: distanceMetres(from, { lat: store.latitude, lng: store.longitude }),
    }))
    .sort((x, y) => x.metres - y.metres || x.index - y.index)
    .map((entry) => entry.store);
}

/** Spec §4: splits stores into the available and unavailable groups, each sorted nearest first from `from`. */
export function groupStoresByAvailability(stores: readonly Store[], from: Coordinates): StoreGroups {
  return {
    available: sortByDistance(
      stores.filter((s) => !isInUnavailableGroup(s.availableType)),
      from,
    ),
    unavailable: sortByDistance(
      stores.filter((s) => isInUnavailableGroup(s.availableType)),
      from,
    ),
  };
}
