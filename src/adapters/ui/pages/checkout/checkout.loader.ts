import type { LoaderFunctionArgs } from 'react-router';
import type { StartCheckoutResult } from '../../../../application/use-cases/start-checkout';
import { parseQuery } from '../../../../domain/navigation/url';
import { orderAgentOf } from '../../../../domain/session/ars';
import { isMemberSession } from '../../../../domain/session/status';
import type { Agent } from '../../../../domain/shared/constants';
import { isMobileViewer } from '../../../../domain/shared/user-agent';
import { type Resolve, TOKENS } from '../../../../tokens';
import { isMobileNow } from '../../hooks/use-media-query';
import { type CustomerPageRequest, readOrNull, sessionOnceRead } from '../../routes/loader-part';

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
  /**
   * A member's session (spec §2/§6: a member's points are shown): the page's until the browser has read its session,
   * which a page rendered on the server does once hydrated.
   */
  readonly member: boolean;
}

/**
 * The route loader of /checkout, in the browser (a /checkout the server rendered carries the server's read instead:
 * serverCheckoutPreload). Once the session is known it snapshots the order (POST /order/init) for the URL, the device
 * and the session, beside the guards' member and address calls: the page renders with its order. Every snapshot of the
 * page is this loader's (issue 13): another query, 다시 시도, 다시 불러오기 after CHECKOUT_NOT_FOUND, another agent.
 * Without a session nothing is asked.
 */
export function checkoutLoader(resolve: Resolve) {
  return async ({ request }: LoaderFunctionArgs): Promise<CheckoutPreload> => {
    const search = new URL(request.url).search.slice(1);
    const session = await sessionOnceRead(resolve);
    const agent = orderAgentOf(session, isMobileNow());
    const member = isMemberSession(session);
    if (session === null) return { search, agent, result: { kind: 'signed-out' }, member };
    // StartCheckout answers a session that ended as signed out; an outage is null (the page offers 다시 시도).
    const result = await readOrNull(
      () => resolve(TOKENS.StartCheckout).execute({ query: parseQuery(search), agent }),
      'the checkout',
    );
    return { search, agent, result, member };
  };
}

/**
 * The /checkout loader's answer on the server (issue 13), snapshotted through the customer's own ports (`resolve`: a
 * container with the in-process order gateway of the customer the request's session cookie names), for the agent of
 * the request's user agent (the server has no viewport: a narrow desktop window snapshots again once hydrated, as the
 * page does for any other agent). Null leaves the page to the browser: a snapshot that is not ready (no meal type, a
 * refusal) is the browser's to show, with its own messages.
 */
export async function serverCheckoutPreload(
  resolve: Resolve,
  { search, userAgent, member }: CustomerPageRequest,
): Promise<CheckoutPreload | null> {
  const agent = orderAgentOf(null, isMobileViewer(false, userAgent));
  const result = await resolve(TOKENS.StartCheckout).execute({ query: parseQuery(search), agent });
  return result.kind === 'ready' ? { search, agent, result, member } : null;
}
