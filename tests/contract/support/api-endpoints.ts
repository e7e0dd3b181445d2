import { accountEndpoints, memberEndpoints } from './account';
import { addressEndpoints } from './address';
import { cartEndpoints } from './cart';
import { catalogEndpoints } from './catalog';
import type { Endpoint } from './common';
import { contentEndpoints } from './content';
import { couponEndpoints } from './coupon';
import { districtEndpoints } from './district';
import { familyEndpoints } from './family';
import { inquiryEndpoints } from './inquiry';
import { orderEndpoints } from './order';
import { quickOrderEndpoints } from './quick-order';

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
  quickOrder: quickOrderEndpoints,
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
