import type { Page } from '../../application/ports/page';
import type { DeliveryInfo, StoreLocator } from '../../application/ports/store-locator';
import { BRANCH_SEARCH_PAGE_SIZE } from '../../domain/shared/constants';
import type { Coordinates } from '../../domain/shared/geo';
import { availabilityLabel } from '../../domain/store/availability';
import { distanceMetres } from '../../domain/store/distance';
import { sortByDistance } from '../../domain/store/grouping';
import type { Store } from '../../domain/store/types';
import type { FixtureBranch } from './fixture-types';
import type { MemoryBackend } from './memory-backend';
import { pageOf } from './paging';

/** How far a takeout search looks, metres (the server's value: spec §7 says only "near"). */
export const TAKEOUT_RADIUS_METRES = 10_000;

/** Spec §9: a district search answers at most 30 branches (the branch search page size). */
const DISTRICT_RESULT_LIMIT = BRANCH_SEARCH_PAGE_SIZE;

/**
 * Branches served from the fixtures, as the server serves them: name searches by name then id; district searches
 * nearest first and at most 30; delivery only from branches taking orders (영업중) whose radius reaches the
 * position; takeout within 10 km.
 */
export class InMemoryStoreLocator implements StoreLocator {
  constructor(private readonly backend: MemoryBackend) {}

  async family(branchId: number): Promise<Store | null> {
    const branch = this.backend.branch(branchId);
    return branch === undefined ? null : toStore(branch);
  }

  async searchByName(name: string, page: number, size: number): Promise<Page<Store>> {
    const needle = name.trim().toLowerCase();
    const matches = this.backend.fixtures.branches
      .filter((b) => needle !== '' && b.familyName.toLowerCase().includes(needle))
      .sort((a, b) => compareText(a.familyName, b.familyName) || a.branchId - b.branchId);
    return pageOf(matches.map(toStore), page, size);
  }

  async deliveryInfo(branchId: number): Promise<DeliveryInfo | null> {
    const branch = this.backend.branch(branchId);
    if (branch === undefined) return null;
    const { deliveryFee, minimumOrderAmount, opensAt, closesAt } = branch;
    return { branchId, deliveryFee, minimumOrderAmount, opensAt, closesAt };
  }

  async searchFamily(position: Coordinates): Promise<readonly Store[]> {
    return nearest(this.backend.fixtures.branches, position);
  }

  async delivery(position: Coordinates): Promise<readonly Store[]> {
    const reaching = this.backend.fixtures.branches.filter(
      (b) => availabilityLabel(b.availableType) === '영업중' && metresTo(position, b) <= b.deliveryRadiusMetres,
    );
    return nearest(reaching, position);
  }

  async takeout(position: Coordinates): Promise<readonly Store[]> {
    const near = this.backend.fixtures.branches.filter((b) => metresTo(position, b) <= TAKEOUT_RADIUS_METRES);
    return nearest(near, position);
  }
}

function metresTo(position: Coordinates, branch: FixtureBranch): number {
  return distanceMetres(position, { lat: branch.latitude, lng: branch.longitude });
}

function nearest(branches: readonly FixtureBranch[], position: Coordinates): readonly Store[] {
  return sortByDistance(branches.map(toStore), position).slice(0, DISTRICT_RESULT_LIMIT);
}

/** Code-unit order, as the database sorts branch names. */
function compareText(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

function toStore(branch: FixtureBranch): Store {
  const {
    deliveryFee: _fee,
    minimumOrderAmount: _min,
    opensAt: _opens,
    closesAt: _closes,
    deliveryRadiusMetres: _radius,
    soldOutMenuIds: _soldOut,
    hiddenMenuIds: _hidden,
    ...store
  } = branch;
  return store;
}
