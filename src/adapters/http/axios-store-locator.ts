import type { AxiosInstance } from 'axios';
import type { Page } from '../../application/ports/page';
import type { DeliveryInfo, StoreLocator } from '../../application/ports/store-locator';
import {
  districtEndpoints,
  districtStoreListResponseSchema,
  searchFamilyResponseSchema,
} from '../../contract/district';
import { deliveryInfoSchema, familyEndpoints, familySearchResponseSchema, storeSchema } from '../../contract/family';
import { toDeliveryInfo, toPage, toStore } from '../../contract/wire-reading';
import type { Coordinates } from '../../domain/shared/geo';
import type { Store } from '../../domain/store/types';
import { callEndpoint, nullIfNotFound } from './wire';

function positionBody(position: Coordinates): { latitude: number; longitude: number } {
  return { latitude: position.lat, longitude: position.lng };
}

/**
 * StoreLocator over the spec §7 Family and district calls. An unknown branch answers 404 and reads null; a blank
 * or over-long search name is refused by the server (400) and thrown as an HttpError.
 */
export class AxiosStoreLocator implements StoreLocator {
  constructor(private readonly http: AxiosInstance) {}

  async family(branchId: number): Promise<Store | null> {
    const store = await nullIfNotFound(() =>
      callEndpoint(this.http, familyEndpoints.family, storeSchema, { path: { branchId } }),
    );
    return store === null ? null : toStore(store);
  }

  async searchByName(name: string, page: number, size: number): Promise<Page<Store>> {
    const found = await callEndpoint(this.http, familyEndpoints.searchByName, familySearchResponseSchema, {
      path: { name },
      query: { page, size },
    });
    return toPage(found, toStore);
  }

  async deliveryInfo(branchId: number): Promise<DeliveryInfo | null> {
    const info = await nullIfNotFound(() =>
      callEndpoint(this.http, familyEndpoints.deliveryInfo, deliveryInfoSchema, { path: { branchId } }),
    );
    return info === null ? null : toDeliveryInfo(info);
  }

  async searchFamily(position: Coordinates): Promise<readonly Store[]> {
    const stores = await callEndpoint(this.http, districtEndpoints.searchFamily, searchFamilyResponseSchema, {
      body: positionBody(position),
    });
    return stores.map(toStore);
  }

  async delivery(position: Coordinates): Promise<readonly Store[]> {
    const stores = await callEndpoint(this.http, districtEndpoints.delivery, districtStoreListResponseSchema, {
      body: positionBody(position),
    });
    return stores.map(toStore);
  }

  async takeout(position: Coordinates): Promise<readonly Store[]> {
    const stores = await callEndpoint(this.http, districtEndpoints.takeout, districtStoreListResponseSchema, {
      body: positionBody(position),
    });
    return stores.map(toStore);
  }
}
