import type { Page } from '../../src/application/ports/page';
import type { DeliveryInfo, StoreLocator } from '../../src/application/ports/store-locator';
import { familyNameParamsSchema } from '../../src/contract/family';
import { toDeliveryInfo, toPage, toStore } from '../../src/contract/wire-reading';
import type { Coordinates } from '../../src/domain/shared/geo';
import type { Store } from '../../src/domain/store/types';
import { parsedOrBadRequest } from '../http/domain-http-error';
import type { ReadCache } from '../services/read-cache';
import type { StoreDirectory } from '../services/stores/store-directory';

/**
 * StoreLocator over the server's store directory in this process (issue 13's in-process family): what the Family and
 * district calls answer, read without a request. An unknown branch reads null; a blank or over-long search name is
 * refused as the route refuses it (400 naming the field, its Korean message). A branch and a name search are kept in
 * `reads` while the branch data is unchanged, as their routes keep them (delivery terms say whether the branch is open
 * now, so they are not).
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
    const params = parsedOrBadRequest(familyNameParamsSchema, { name });
    const found = await this.reads.read(`branches named ${params.name} ${page} ${size}`, () =>
      this.stores.searchByName(params.name, page, size),
    );
    return toPage(found, toStore);
  }

  async deliveryInfo(branchId: number): Promise<DeliveryInfo | null> {
    const info = await this.stores.deliveryInfo(branchId, this.now());
    return info === null ? null : toDeliveryInfo(info);
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
