import type { Bind } from 'inversify';
import { CancelOrder } from '../application/use-cases/cancel-order';
import { DeleteQuickOrder } from '../application/use-cases/delete-quick-order';
import { DeleteQuickOrderLine } from '../application/use-cases/delete-quick-order-line';
import { DeleteWalletCoupon } from '../application/use-cases/delete-wallet-coupon';
import { FollowOrderStatus } from '../application/use-cases/follow-order-status';
import { FollowTrackedOrder } from '../application/use-cases/follow-tracked-order';
import { ListOrderHistory } from '../application/use-cases/list-order-history';
import { ListQuickOrders } from '../application/use-cases/list-quick-orders';
import { ReadCouponBook } from '../application/use-cases/read-coupon-book';
import { ReadOrder } from '../application/use-cases/read-order';
import { RefreshOrderHistory } from '../application/use-cases/refresh-order-history';
import { RenameQuickOrder } from '../application/use-cases/rename-quick-order';
import { ReorderQuickOrder } from '../application/use-cases/reorder-quick-order';
import { SaveQuickOrder } from '../application/use-cases/save-quick-order';
import { TOKENS } from '../tokens';
import { provide, type Resolve } from './provide';

/**
 * Order history and detail, cancel and follow (live through the order status stream, issue 14); an order followed
 * through its tracking link (issue 14); the coupon book; quick orders (issue 10). Stateless, per request.
 */
export function bindOrderHistoryUseCases(bind: Bind): void {
  const orders = (get: Resolve) => get(TOKENS.OrderGateway);
  const book = (get: Resolve) => get(TOKENS.QuickOrderBook);
  provide(bind, TOKENS.ListOrderHistory, (get) => new ListOrderHistory(orders(get)));
  provide(bind, TOKENS.ReadOrder, (get) => new ReadOrder(orders(get)));
  provide(bind, TOKENS.CancelOrder, (get) => new CancelOrder(orders(get)));
  const stream = (get: Resolve) => get(TOKENS.OrderStatusStream);
  provide(
    bind,
    TOKENS.FollowOrderStatus,
    (get) => new FollowOrderStatus(orders(get), stream(get), get(TOKENS.Scheduler)),
  );
  provide(
    bind,
    TOKENS.FollowTrackedOrder,
    (get) => new FollowTrackedOrder(get(TOKENS.OrderTracker), get(TOKENS.Scheduler)),
  );
  provide(
    bind,
    TOKENS.RefreshOrderHistory,
    (get) => new RefreshOrderHistory(orders(get), stream(get), get(TOKENS.Scheduler)),
  );
  provide(bind, TOKENS.ReadCouponBook, (get) => new ReadCouponBook(get(TOKENS.CouponWallet), get(TOKENS.Clock)));
  provide(bind, TOKENS.DeleteWalletCoupon, (get) => new DeleteWalletCoupon(get(TOKENS.CouponWallet)));
  provide(bind, TOKENS.SaveQuickOrder, (get) => new SaveQuickOrder(book(get)));
  provide(bind, TOKENS.ListQuickOrders, (get) => new ListQuickOrders(book(get)));
  provide(bind, TOKENS.RenameQuickOrder, (get) => new RenameQuickOrder(book(get)));
  provide(bind, TOKENS.DeleteQuickOrder, (get) => new DeleteQuickOrder(book(get)));
  provide(bind, TOKENS.DeleteQuickOrderLine, (get) => new DeleteQuickOrderLine(book(get)));
  provide(bind, TOKENS.ReorderQuickOrder, (get) => new ReorderQuickOrder(book(get)));
}
