import { and, desc, eq, inArray } from 'drizzle-orm';
import { QUICK_ORDER_MESSAGES } from '../../../src/contract/quick-order';
import { judgeReorderLine, type ReorderFlag } from '../../../src/domain/order/reorder';
import type { Database } from '../../db/database';
import { branchMenuStatus, orders, quickOrderItems, quickOrders } from '../../db/schema';
import { CartService } from '../cart/cart-service';
import { priceItem } from './checkout-lines';
import type { Customer } from './checkout-pricing';
import { type OrderRefusal, refusal } from './order-errors';

type ItemRow = typeof quickOrderItems.$inferSelect;

function itemOf(row: ItemRow) {
  return {
    id: row.id,
    menuId: row.menuId,
    menuName: row.menuName,
    menuImageUrl: row.menuImageUrl,
    quantity: row.quantity,
    subOptionIds: row.optionIds,
    subOptionNames: row.optionNames,
    savedPrice: row.savedPrice,
  };
}

const membersOnly = () => refusal('MEMBERS_ONLY', QUICK_ORDER_MESSAGES.membersOnly);

/** Spec §7 quick orders: members only; a member's own only (another's id is null, answered 404). */
export class QuickOrderService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /** Saves order `orderHistoryId` (the member's) under `title`, each line at today's list price (spec §5 warning). */
  async create(customer: Customer, orderHistoryId: number, title: string) {
    if (!customer.isMember) return membersOnly();
    const [order] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderHistoryId), eq(orders.ownerId, customer.ownerId)));
    if (order === undefined) return refusal('ELEMENT_NOT_FOUND', QUICK_ORDER_MESSAGES.orderNotFound);
    return this.db.transaction(async (tx) => {
      const [quick] = await tx
        .insert(quickOrders)
        .values({ ownerId: customer.ownerId, title, sourceOrderId: order.id, createdAt: this.now() })
        .returning();
      if (quick === undefined) throw new Error('quick order insert returned no row');
      const items = await tx
        .insert(quickOrderItems)
        .values(
          order.lines.map((line) => ({
            quickOrderId: quick.id,
            menuId: line.menuId,
            menuName: line.menuName,
            menuImageUrl: line.menuImageUrl,
            quantity: line.quantity,
            optionIds: line.options.map((o) => o.id),
            optionNames: line.options.map((o) => o.name),
            savedPrice: (line.menuPrice + line.options.reduce((sum, o) => sum + o.addPrice, 0)) * line.quantity,
          })),
        )
        .returning();
      return {
        id: quick.id,
        quickOrderTitle: quick.title,
        createdAt: quick.createdAt.toISOString(),
        items: items.map(itemOf),
      };
    });
  }

  async list(customer: Customer) {
    if (!customer.isMember) return membersOnly();
    const rows = await this.db
      .select()
      .from(quickOrders)
      .where(eq(quickOrders.ownerId, customer.ownerId))
      .orderBy(desc(quickOrders.createdAt), desc(quickOrders.id));
    if (rows.length === 0) return [];
    const items = await this.db
      .select()
      .from(quickOrderItems)
      .where(
        inArray(
          quickOrderItems.quickOrderId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(quickOrderItems.id);
    return rows.map((row) => ({
      id: row.id,
      quickOrderTitle: row.title,
      createdAt: row.createdAt.toISOString(),
      items: items.filter((i) => i.quickOrderId === row.id).map(itemOf),
    }));
  }

  private async own(customer: Customer, id: number) {
    const [row] = await this.db
      .select()
      .from(quickOrders)
      .where(and(eq(quickOrders.id, id), eq(quickOrders.ownerId, customer.ownerId)));
    return row ?? null;
  }

  async items(customer: Customer, id: number) {
    if (!customer.isMember) return membersOnly();
    if ((await this.own(customer, id)) === null) return null;
    const rows = await this.db
      .select()
      .from(quickOrderItems)
      .where(eq(quickOrderItems.quickOrderId, id))
      .orderBy(quickOrderItems.id);
    return rows.map(itemOf);
  }

  async rename(customer: Customer, id: number, title: string): Promise<'ok' | null | OrderRefusal> {
    if (!customer.isMember) return membersOnly();
    const updated = await this.db
      .update(quickOrders)
      .set({ title })
      .where(and(eq(quickOrders.id, id), eq(quickOrders.ownerId, customer.ownerId)))
      .returning({ id: quickOrders.id });
    return updated.length === 0 ? null : 'ok';
  }

  async remove(customer: Customer, id: number): Promise<'ok' | null | OrderRefusal> {
    if (!customer.isMember) return membersOnly();
    const deleted = await this.db
      .delete(quickOrders)
      .where(and(eq(quickOrders.id, id), eq(quickOrders.ownerId, customer.ownerId)))
      .returning({ id: quickOrders.id });
    return deleted.length === 0 ? null : 'ok';
  }

  /** Deletes one line; a quick order left without lines is deleted with it. */
  async removeDetail(customer: Customer, detailId: number): Promise<'ok' | null | OrderRefusal> {
    if (!customer.isMember) return membersOnly();
    return this.db.transaction(async (tx) => {
      const [item] = await tx
        .select({ id: quickOrderItems.id, quickOrderId: quickOrderItems.quickOrderId })
        .from(quickOrderItems)
        .innerJoin(quickOrders, eq(quickOrders.id, quickOrderItems.quickOrderId))
        .where(and(eq(quickOrderItems.id, detailId), eq(quickOrders.ownerId, customer.ownerId)));
      if (item === undefined) return null;
      await tx.delete(quickOrderItems).where(eq(quickOrderItems.id, detailId));
      const left = await tx
        .select({ id: quickOrderItems.id })
        .from(quickOrderItems)
        .where(eq(quickOrderItems.quickOrderId, item.quickOrderId));
      if (left.length === 0) await tx.delete(quickOrders).where(eq(quickOrders.id, item.quickOrderId));
      return 'ok' as const;
    });
  }

  /**
   * Puts the quick order's lines into the member's cart (the cart's own merge rule applies). A line whose menu is
   * gone, whose options are no longer valid, or (with `branchId`) sold out or hidden there is left out and flagged
   * SOLD_OUT; one whose price changed since it was saved is added and flagged REPRICED.
   */
  async reorder(customer: Customer, id: number, branchId: number | null) {
    if (!customer.isMember) return membersOnly();
    const items = await this.items(customer, id);
    if (items === null || !Array.isArray(items)) return items;
    const statuses =
      branchId === null
        ? []
        : await this.db.select().from(branchMenuStatus).where(eq(branchMenuStatus.branchId, branchId));
    const cart = new CartService(this.db);
    const flags: ReorderFlag[] = [];
    let addedCount = 0;
    for (const item of items) {
      const priced = await priceItem(this.db, {
        menuId: item.menuId,
        quantity: item.quantity,
        subOptionIds: item.subOptionIds,
      });
      const unavailable = 'kind' in priced || statuses.some((s) => s.menuId === item.menuId);
      const judged = judgeReorderLine(item, unavailable ? null : priced.lineTotal);
      if (!judged.add) {
        if (judged.flag !== null) flags.push(judged.flag);
        continue;
      }
      const added = await cart.add(customer.ownerId, {
        mainMenuId: item.menuId,
        quantity: item.quantity,
        subOptionItemIdSet: item.subOptionIds,
      });
      // The cart refused the line after all (its own rules): it is left out like a sold-out line.
      const outcome = added.kind === 'ok' ? judged : judgeReorderLine(item, null);
      if (outcome.flag !== null) flags.push(outcome.flag);
      if (outcome.add) addedCount += 1;
    }
    if (addedCount === 0) return refusal('NOTHING_TO_REORDER', QUICK_ORDER_MESSAGES.nothingToReorder);
    return { addedCount, flags };
  }
}
