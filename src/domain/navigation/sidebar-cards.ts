import { isUnderPath } from './url';

/** Spec §2 Sidebar: the order-form card shows on /products/{id} only, and only when the order form has items. */
export function showsOrderFormCard(path: string, orderFormItemCount: number): boolean {
  return isUnderPath(path, '/products') && orderFormItemCount > 0;
}
