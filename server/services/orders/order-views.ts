import { asc, inArray } from 'drizzle-orm';
import type { PlacedOrderWire } from '../../../src/contract/order';
import { PAYMENT_METHODS } from '../../../src/contract/payment';
import { isCancellable } from '../../../src/domain/order/status';
import type { Database } from '../../db/database';
import { branches, orderStatusHistory, type orders } from '../../db/schema';
import { chosenOptionsByGroup } from './checkout-lines';

export type OrderRow = typeof orders.$inferSelect;

/** The payment method shown for `method` ('NONE': a 0 원 order paid whole by coupons and points). */
export function paymentMethodName(method: string): string {
  if (method === 'NONE') return '할인·포인트 결제';
  return PAYMENT_METHODS.find((m) => m.paymentMethod === method)?.paymentMethodName ?? method;
}

/** The branch an order names: its name and telephone. */
export interface BranchLabel {
  readonly familyName: string;
  readonly tel: string;
}

/** One status an order went through, as order_status_history holds it. */
interface StatusStep {
  readonly status: OrderRow['status'];
  readonly at: Date;
}

/** Orders as the wire shows them (the port's PlacedOrder), with their status history and branch, in `rows` order. */
export async function placedOrdersOf(db: Database, rows: readonly OrderRow[]): Promise<PlacedOrderWire[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const history = await db
    .select()
    .from(orderStatusHistory)
    .where(inArray(orderStatusHistory.orderId, ids))
    .orderBy(asc(orderStatusHistory.at));
  const branchIds = [...new Set(rows.map((row) => row.branchId))];
  const branchRows = await db
    .select({ id: branches.id, familyName: branches.familyName, tel: branches.tel })
    .from(branches)
    .where(inArray(branches.id, branchIds));
  return rows.map((row) =>
    placedOrderWire(
      row,
      history.filter((h) => h.orderId === row.id),
      branchRows.find((b) => b.id === row.branchId),
    ),
  );
}

/**
 * An order just written (recordOrder) as the wire shows it, without reading it back: its history is the one PAID
 * step recordOrder wrote at its order time, and its branch is the one its checkout named.
 */
export function newOrderWire(row: OrderRow, branch: BranchLabel | undefined): PlacedOrderWire {
  return placedOrderWire(row, [{ status: 'PAID', at: row.orderedAt }], branch);
}

/** An order, its history (oldest first) and its branch as the wire shows them. */
function placedOrderWire(
  row: OrderRow,
  history: readonly StatusStep[],
  branch: BranchLabel | undefined,
): PlacedOrderWire {
  return {
    id: row.id,
    orderId: row.orderNo,
    status: row.status,
    statusHistory: history.map((h) => ({ status: h.status, at: h.at.toISOString() })),
    cancellable: isCancellable(row.status),
    mealType: row.mealType,
    branchName: branch?.familyName ?? '',
    branchTel: branch?.tel ?? '',
    deliveryInfo:
      row.deliveryFullAddress === null
        ? null
        : { deliveryFullAddress: row.deliveryFullAddress, deliveryDetailAddress: row.deliveryDetailAddress ?? '' },
    orderedAt: row.orderedAt.toISOString(),
    paymentMethod: row.paymentMethod,
    paymentMethodName: paymentMethodName(row.paymentMethod),
    agent: row.agent,
    subtotal: row.subtotal,
    deliveryFee: row.deliveryFee,
    discountTotal: row.discountTotal,
    pointsUsed: row.pointsUsed,
    happyPointsUsed: row.happyPointsUsed,
    totalPrice: row.totalPrice,
    request: row.request,
    orderMenuList: row.lines.map((line) => ({
      menuImageUrl: line.menuImageUrl,
      menuName: line.menuName,
      quantity: line.quantity,
      orderSubOptionList: chosenOptionsByGroup(line.options).map((options) => ({
        orderSubOptionItemList: options.map((option) => ({
          subOptionItemName: option.name,
          menuAndSubOptionAndQuantityPrice: (line.menuPrice + option.addPrice) * line.quantity,
        })),
      })),
    })),
  };
}

export async function placedOrderOf(db: Database, row: OrderRow): Promise<PlacedOrderWire> {
  const [order] = await placedOrdersOf(db, [row]);
  if (order === undefined) throw new Error('order view missing');
  return order;
}
