import type { LoaderFunctionArgs } from 'react-router';
import type { ListOrderHistoryResult } from '../../../../../application/use-cases/list-order-history';
import type { Viewer } from '../../../../../domain/navigation/role-visibility';
import { parsePageParam } from '../../../../../domain/navigation/route-ids';
import { type Resolve, TOKENS } from '../../../../../tokens';
import { phoneCheckedViewer, readOrNull } from '../../../routes/loader-part';

/**
 * What the /mypage/orders loader read (issue 13): nothing while a guest has not confirmed a phone in this tab (spec §5
 * guest path: the page asks for it), else the `?page=` of the history (null when it could not be read: 다시 시도) and
 * the phone the guest confirmed.
 */
export type OrdersPreload =
  | { readonly view: 'guest-unconfirmed'; readonly viewer: Viewer }
  | {
      readonly view: 'history';
      readonly viewer: Viewer;
      readonly confirmedPhone: string | null;
      readonly page: number;
      readonly result: ListOrderHistoryResult | null;
    };

/** The /mypage/orders URL of a page of the history (page 1 stays out of the URL). */
export function ordersPagePath(page: number): string {
  return page > 1 ? `/mypage/orders?page=${page}` : '/mypage/orders';
}

/**
 * The route loader of /mypage/orders (ListOrderHistory), once the session is known: a member's history at once, a
 * guest's once it confirmed a phone (ConfirmedGuestPhones; the page runs this loader again then).
 */
export function mypageOrdersLoader(resolve: Resolve) {
  return async ({ request }: LoaderFunctionArgs): Promise<OrdersPreload> => {
    const { viewer, confirmedPhone, confirmed } = await phoneCheckedViewer(resolve);
    if (!confirmed) return { view: 'guest-unconfirmed', viewer };
    const page = parsePageParam(new URL(request.url).searchParams.get('page'));
    const result = await readOrNull(() => resolve(TOKENS.ListOrderHistory).execute({ page }), 'the order history');
    return { view: 'history', viewer, confirmedPhone, page, result };
  };
}
