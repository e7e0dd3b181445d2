import { accountEndpoints, memberEndpoints } from '../../../src/contract/account';
import { addressEndpoints } from '../../../src/contract/address';
import { arsEndpoints } from '../../../src/contract/ars';
import { bulkPurchaseEndpoints } from '../../../src/contract/bulk-purchase';
import { cartEndpoints } from '../../../src/contract/cart';
import { catalogEndpoints } from '../../../src/contract/catalog';
import type { Endpoint } from '../../../src/contract/common';
import { contentEndpoints } from '../../../src/contract/content';
import { contentPageEndpoints } from '../../../src/contract/content-page';
import { couponEndpoints } from '../../../src/contract/coupon';
import { districtEndpoints } from '../../../src/contract/district';
import { familyEndpoints } from '../../../src/contract/family';
import { inquiryEndpoints } from '../../../src/contract/inquiry';
import { orderEndpoints } from '../../../src/contract/order';
import { orderEventEndpoints } from '../../../src/contract/order-events';
import { orderTrackingEndpoints } from '../../../src/contract/order-tracking';
import { quickOrderEndpoints } from '../../../src/contract/quick-order';

/** Every endpoint of the issue-3 API (spec §7), area by area: the server registers these and documents them. */
export const apiEndpoints = {
  catalog: catalogEndpoints,
  family: familyEndpoints,
  district: districtEndpoints,
  cart: cartEndpoints,
  address: addressEndpoints,
  content: contentEndpoints,
  inquiry: inquiryEndpoints,
  account: accountEndpoints,
  member: memberEndpoints,
  coupon: couponEndpoints,
  order: orderEndpoints,
  orderEvents: orderEventEndpoints,
  orderTracking: orderTrackingEndpoints,
  quickOrder: quickOrderEndpoints,
  ars: arsEndpoints,
  contentPage: contentPageEndpoints,
  bulkPurchase: bulkPurchaseEndpoints,
} as const;

/** The rows of every area's table, flattened, each keyed `area.name` (for registration loops and tests). */
export function listEndpoints(): readonly (Endpoint & { readonly key: string })[] {
  return Object.entries(apiEndpoints).flatMap(([area, table]) =>
    Object.entries(table as Record<string, Endpoint>).map(([name, endpoint]) => ({
      ...endpoint,
      key: `${area}.${name}`,
    })),
  );
}
