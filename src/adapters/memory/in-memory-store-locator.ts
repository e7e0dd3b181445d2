import type { Page } from '../../application/ports/page';
import type { DeliveryInfo, StoreLocator } from '../../application/ports/store-locator';
import type { Coordinates } from '../../domain/shared/geo';
import { distanceMetres } from '../../domain/store/distance';
import { sortByDistance } from '../../domain/store/grouping';
import type { Store } from '../../domain/store/types';
import type { FixtureBranch } from './fixture-types';
import type { MemoryBackend } from './memory-backend';
import { pageOf } from './paging';

/** Branches served from the fixtures; district searches nearest first, delivery limited to each branch's radius. */
export class InMemoryStoreLocator implements StoreLocator {
  constructor(private readonly backend: MemoryBackend) {}

  async family(branchId: number): Promise<Store | null> {
    const branch = this.backend.branch(branchId);
    return branch === undefined ? null : toStore(branch);
  }

  async searchByName(name: string, page: number, size: number): Promise<Page<Store>> {
    const needle = name.trim();
    const matches = this.backend.fixtures.branches.filter((b) => needle !== '' && b.familyName.includes(needle));
    return pageOf(matches.map(toStore), page, size);
  }

  async deliveryInfo(branchId: number): Promise<DeliveryInfo | null> {
    const branch = this.backend.branch(branchId);
    if (branch === undefined) return null;
    const { deliveryFee, minimumOrderAmount, opensAt, closesAt } = branch;
    return { branchId, deliveryFee, minimumOrderAmount, opensAt, closesAt };
  }

  async searchFamily(position: Coordinates): Promise<readonly Store[]> {
    return sortByDistance(this.backend.fixtures.branches.map(toStore), position);
  }

  async delivery(position: Coordinates): Promise<readonly Store[]> {
    const reaching = this.backend.fixtures.branches.filter(
      (b) => distanceMetres(position, { lat: b.latitude, lng: b.longitude }) <= b.deliveryRadiusMetres,
    );
    return sortByDistance(reaching.map(toStore), position);
  }

  async takeout(position: Coordinates): Promise<readonly Store[]> {
    return this.searchFamily(position);
  }
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
