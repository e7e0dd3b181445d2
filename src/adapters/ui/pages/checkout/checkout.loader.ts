import type { LoaderFunctionArgs } from 'react-router';
import type { StartCheckoutResult } from '../../../../application/use-cases/start-checkout';
import { parseQuery } from '../../../../domain/navigation/url';
import { orderAgentOf } from '../../../../domain/session/ars';
import type { Agent } from '../../../../domain/shared/constants';
import { isMobileViewer } from '../../../../domain/shared/user-agent';
import { type Resolve, TOKENS } from '../../../../tokens';
import { readOrNull, sessionOnceRead } from '../../routes/loader-part';
import { MOBILE_MEDIA_QUERY } from '../../styles/breakpoints';

/**
 * What the /checkout loader read before the page renders (issue 13): the snapshot (StartCheckout's answer, null when it
 * could not be read: the page asks again and shows its own error), for the query and the order agent it was taken
 * with (the page takes it only for the same two).
 */
export interface CheckoutPreload {
  /** The query, without its `?`. */
  readonly search: string;
  readonly agent: Agent;
  readonly result: StartCheckoutResult | null;
}

/** Spec §9 now, as useIsMobile reads it on the page. */
function isMobileNow(): boolean {
  return isMobileViewer(window.matchMedia(MOBILE_MEDIA_QUERY).matches, navigator.userAgent);
}

/**
 * The route loader of /checkout, in the browser (the checkout is personal: the server renders nothing of it). Once the
 * session is known it snapshots the order (POST /order/init) as the page does on arrival, beside the guards' member
 * and address calls: the page renders with its order, instead of a skeleton, one render and one more request later.
 * Without a session nothing is asked.
 */
export function checkoutLoader(resolve: Resolve) {
  return async ({ request }: LoaderFunctionArgs): Promise<CheckoutPreload> => {
    const search = new URL(request.url).search.slice(1);
    const session = await sessionOnceRead(resolve);
    const agent = orderAgentOf(session, isMobileNow());
    if (session === null) return { search, agent, result: { kind: 'signed-out' } };
    const result = await readOrNull(
      () => resolve(TOKENS.StartCheckout).execute({ query: parseQuery(search), agent }),
      'the checkout',
    );
    return { search, agent, result };
  };
}
