import type { Coordinates } from '../../domain/shared/geo';
import type { Store } from '../../domain/store/types';
import type { Page } from './page';

/** A branch's delivery terms: fee and minimum order in integer won, opening hours as 'HH:mm' (Asia/Seoul). */
export interface DeliveryInfo {
  readonly branchId: number;
  readonly deliveryFee: number;
  readonly minimumOrderAmount: number;
  readonly opensAt: string;
  readonly closesAt: string;
}

/**
 * The branches (families) and where they serve (spec §7 Family and district calls). An unknown branch reads null;
 * the district searches return branches nearest first from the given position. Outages throw.
 */
export interface StoreLocator {
  family(branchId: number): Promise<Store | null>;
  /** Branches whose name contains `name`; `page` is 1-based (spec §9: page 1, size 30). */
  searchByName(name: string, page: number, size: number): Promise<Page<Store>>;
  deliveryInfo(branchId: number): Promise<DeliveryInfo | null>;
  /** Every branch around a position (the store finder). */
  searchFamily(position: Coordinates): Promise<readonly Store[]>;
  /** The branches that deliver to a position. */
  delivery(position: Coordinates): Promise<readonly Store[]>;
  /** The branches a customer at a position can pick up from. */
  takeout(position: Coordinates): Promise<readonly Store[]>;
}
