import type { Page } from '../../src/application/ports/page';
import type { DeliveryInfo, StoreLocator } from '../../src/application/ports/store-locator';
import { familyNameParamsSchema } from '../../src/contract/family';
import { pageOf, toStore } from '../../src/contract/wire-reading';
import type { Coordinates } from '../../src/domain/shared/geo';
import type { Store } from '../../src/domain/store/types';
import type { StoreDirectory } from '../services/stores/store-directory';
import type { ReadCache } from './read-cache';
import { refusedUnless } from './refused-input';

/**
 * StoreLocator over the server's store directory in this process (issue 13's in-process family): what the Family
 * and district calls answer, read without a request. An unknown branch reads null; a blank or over-long search name
 * is refused with the route's Korean message. A branch and a name search are kept in `reads` while the branch data is
 * unchanged, as their routes keep them (delivery terms say whether the branch is open now, so they are not).
 */
export class ServiceStoreLocator implements StoreLocator {
  constructor(
    private readonly stores: StoreDirectory,
    private readonly reads: ReadCache,
    private readonly now: () => Date,
  ) {}

  async family(branchId: number): Promise<Store | null> {
    const store = await this.reads.read(`branch ${branchId}`, () => this.stores.family(branchId));
    return store === null ? null : toStore(store);
  }

  async searchByName(name: string, page: number, size: number): Promise<Page<Store>> {
    const params = refusedUnless(familyNameParamsSchema, { name });
    const found = await this.reads.read(`branches named ${params.name} ${page} ${size}`, () =>
      this.stores.searchByName(params.name, page, size),
    );
    return pageOf(found, toStore);
  }

  /** The wire's isOpen is left out: the port's terms are fee, minimum order and hours. */
  async deliveryInfo(branchId: number): Promise<DeliveryInfo | null> {
    const info = await this.stores.deliveryInfo(branchId, this.now());
    if (info === null) return null;
    const { branchId: id, deliveryFee, minimumOrderAmount, opensAt, closesAt } = info;
    return { branchId: id, deliveryFee, minimumOrderAmount, opensAt, closesAt };
  }

  async searchFamily(position: Coordinates): Promise<readonly Store[]> {
    return (await this.stores.searchFamily({ query: undefined, latitude: position.lat, longitude: position.lng })).map(
      toStore,
    );
  }

  async delivery(position: Coordinates): Promise<readonly Store[]> {
    return (await this.stores.delivery(position)).map(toStore);
  }

  async takeout(position: Coordinates): Promise<readonly Store[]> {
    return (await this.stores.takeout(position)).map(toStore);
  }
}
