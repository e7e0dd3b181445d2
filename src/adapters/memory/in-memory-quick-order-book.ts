import type { OrderRejection } from '../../application/ports/order-gateway';
import type {
  QuickOrder,
  QuickOrderBook,
  QuickOrderChangeResult,
  QuickOrderCreateResult,
  QuickOrderItem,
  ReorderFlag,
  ReorderResult,
} from '../../application/ports/quick-order-book';
import { judgeReorderLine } from '../../domain/order/reorder';
import { QUICK_ORDER_TITLE_TOO_LONG_MESSAGE, validateQuickOrderTitle } from '../../domain/validation/quick-order';
import { cartLineOf, sameChoice } from './cart-lines';
import type { MemoryBackend, OwnerState } from './memory-backend';

export const QUICK_ORDER_REFUSALS = {
  membersOnly: '퀵오더는 비비큐 회원만 이용할 수 있습니다.',
  orderNotFound: '주문 내역을 찾을 수 없습니다.',
  titleTooLong: QUICK_ORDER_TITLE_TOO_LONG_MESSAGE,
  nothingToReorder: '담을 수 있는 메뉴가 없습니다.',
} as const;

/** Quick orders over the memory backend: saved from the member's own orders, at the list price of the day. */
export class InMemoryQuickOrderBook implements QuickOrderBook {
  constructor(private readonly backend: MemoryBackend) {}

  async create(orderHistoryId: number, quickOrderTitle: string): Promise<QuickOrderCreateResult> {
    const owner = this.backend.requireOwner();
    const refusal = membersOnly(owner) ?? titleProblem(quickOrderTitle);
    if (refusal !== null) return refusal;
    const record = owner.orders.find((o) => o.order.id === orderHistoryId);
    if (record === undefined) return refuse('ELEMENT_NOT_FOUND', QUICK_ORDER_REFUSALS.orderNotFound);
    const items: QuickOrderItem[] = record.lines.map((line) => ({
      id: this.backend.nextId(),
      menuId: line.mainMenuId,
      menuName: line.mainMenuName,
      menuImageUrl: line.menuImageUrl,
      quantity: line.quantity,
      subOptionIds: line.subOptionHeadList.flatMap((h) => h.subOptionDetailList.map((d) => d.subOptionDetailId)),
      subOptionNames: line.subOptionHeadList.flatMap((h) => h.subOptionDetailList.map((d) => d.subOptionDetailName)),
      savedPrice: line.totalMenuWithSubOptionAndQuantityPrice,
    }));
    const quickOrder: QuickOrder = {
      id: this.backend.nextId(),
      quickOrderTitle: quickOrderTitle.trim(),
      createdAt: this.backend.nowIso(),
      items,
    };
    owner.quickOrders = [quickOrder, ...owner.quickOrders];
    return { kind: 'created', quickOrder };
  }

  async list(): Promise<readonly QuickOrder[]> {
    const owner = this.backend.requireOwner();
    return owner.type === 'member' ? owner.quickOrders : [];
  }

  async items(id: number): Promise<readonly QuickOrderItem[] | null> {
    return this.backend.requireOwner().quickOrders.find((q) => q.id === id)?.items ?? null;
  }

  async rename(id: number, quickOrderTitle: string): Promise<QuickOrderChangeResult> {
    const owner = this.backend.requireOwner();
    const refusal = membersOnly(owner) ?? titleProblem(quickOrderTitle);
    if (refusal !== null) return refusal;
    if (!owner.quickOrders.some((q) => q.id === id)) return { kind: 'not-found' };
    owner.quickOrders = owner.quickOrders.map((q) =>
      q.id === id ? { ...q, quickOrderTitle: quickOrderTitle.trim() } : q,
    );
    return { kind: 'ok' };
  }

  async remove(id: number): Promise<QuickOrderChangeResult> {
    const owner = this.backend.requireOwner();
    if (!owner.quickOrders.some((q) => q.id === id)) return { kind: 'not-found' };
    owner.quickOrders = owner.quickOrders.filter((q) => q.id !== id);
    return { kind: 'ok' };
  }

  async removeDetail(detailId: number): Promise<QuickOrderChangeResult> {
    const owner = this.backend.requireOwner();
    if (!owner.quickOrders.some((q) => q.items.some((i) => i.id === detailId))) return { kind: 'not-found' };
    owner.quickOrders = owner.quickOrders
      .map((q) => ({ ...q, items: q.items.filter((i) => i.id !== detailId) }))
      .filter((q) => q.items.length > 0);
    return { kind: 'ok' };
  }

  async reorder(id: number, branchId: number | null): Promise<ReorderResult> {
    const owner = this.backend.requireOwner();
    const refusal = membersOnly(owner);
    if (refusal !== null) return refusal;
    const quickOrder = owner.quickOrders.find((q) => q.id === id);
    if (quickOrder === undefined) return { kind: 'not-found' };
    const branch = branchId === null ? undefined : this.backend.branch(branchId);
    const flags: ReorderFlag[] = [];
    let addedCount = 0;
    for (const item of quickOrder.items) {
      const menu = this.backend.menu(item.menuId);
      const unavailable =
        menu === undefined ||
        branch?.soldOutMenuIds.includes(item.menuId) === true ||
        branch?.hiddenMenuIds.includes(item.menuId) === true;
      const currentPrice = unavailable
        ? null
        : cartLineOf(menu, { cartId: 0, subOptionIds: item.subOptionIds, quantity: item.quantity })
            .totalMenuWithSubOptionAndQuantityPrice;
      const judged = judgeReorderLine(item, currentPrice);
      if (judged.flag !== null) flags.push(judged.flag);
      if (!judged.add) continue;
      this.addToCart(owner, item);
      addedCount += 1;
    }
    if (addedCount === 0) return refuse('NOTHING_TO_REORDER', QUICK_ORDER_REFUSALS.nothingToReorder);
    return { kind: 'reordered', addedCount, flags };
  }

  /** The cart's merge rule: the same menu with the same options adds to that line's quantity (at most 99). */
  private addToCart(owner: OwnerState, item: QuickOrderItem): void {
    const same = owner.cart.find((entry) => sameChoice(entry, item.menuId, item.subOptionIds));
    if (same !== undefined) {
      owner.cart = owner.cart.map((e) =>
        e === same ? { ...e, quantity: Math.min(99, e.quantity + item.quantity) } : e,
      );
      return;
    }
    const entry = {
      cartId: this.backend.nextId(),
      menuId: item.menuId,
      subOptionIds: item.subOptionIds,
      quantity: item.quantity,
    };
    owner.cart = [...owner.cart, entry];
  }
}

function membersOnly(owner: OwnerState): OrderRejection | null {
  return owner.type === 'member' ? null : refuse('MEMBERS_ONLY', QUICK_ORDER_REFUSALS.membersOnly);
}

function titleProblem(title: string): OrderRejection | null {
  const checked = validateQuickOrderTitle(title);
  return checked.ok ? null : refuse(checked.error.code, checked.error.message);
}

function refuse(code: string, message: string): OrderRejection {
  return { kind: 'rejected', code, message };
}
