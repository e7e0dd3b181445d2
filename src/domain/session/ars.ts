import { isUnderPath } from '../navigation/url';
import type { Agent } from '../shared/constants';
import type { ArsPlacedBy, Session } from './types';

/** Spec §4/§8: the alert when a non-ARS session finds the ARS flag still set (the ARS session expired). */
export const ARS_SESSION_EXPIRED_MESSAGE = '보이는 ARS 세션이 만료되었습니다. 다른 탭을 닫고 다시 시도해주세요.';

/** Spec §2: the mobile header title in visual-ARS mode. */
export const ARS_HEADER_TITLE = '보이는 ARS';

/** Spec §2: where an ARS session is forced out to. */
export const ARS_SIGN_OUT_PATH = '/sign/out';

/**
 * Spec §6 "restricted to the /ars flow": the paths an ARS session may use. The spec sends an ARS takeout
 * straight to /categories/1 with the stored branch (§2 Sidebar), so the flow is the /ars entry plus the
 * ordering pages it leads to (categories, products, cart, checkout, and address pages for a delivery
 * choice), plus the two landings (/sign/out, /reset) where forcing out again would loop.
 */
export const ARS_FLOW_PATHS = [
  '/ars',
  '/categories',
  '/products',
  '/cart',
  '/checkout',
  '/address',
  ARS_SIGN_OUT_PATH,
  '/reset',
] as const;

/** True when the path belongs to the ARS flow (spec §6). */
export function isInArsFlow(path: string): boolean {
  return ARS_FLOW_PATHS.some((prefix) => isUnderPath(path, prefix));
}

/** Spec §2: ARS mode (the stripped mobile header) is an ARS session, or the session-storage ARS flag set. */
export function isArsMode(session: Session | null | undefined, arsFlag: boolean): boolean {
  return session?.type === 'ars' || arsFlag;
}

/**
 * Spec §7/§9 agent values, sent with every order call: an ARS session orders as VISUALARS when the caller orders on
 * the ARS page, AGENTCALL when the phone-order line made the link for a call-centre agent (`placedBy: 'agent'`);
 * any other session as MOBILEWEB on a mobile screen or user agent, else DESKTOPWEB. The server records it and
 * refuses an ARS session claiming another one.
 */
export function orderAgentOf(session: Session | null | undefined, mobile: boolean): Agent {
  if (session?.type === 'ars') return arsOrderAgent(session.ars?.placedBy ?? 'caller');
  return mobile ? 'MOBILEWEB' : 'DESKTOPWEB';
}

/** The agent of an ARS link's orders: AGENTCALL when an agent places them, VISUALARS when the caller does. */
export function arsOrderAgent(placedBy: ArsPlacedBy): Agent {
  return placedBy === 'agent' ? 'AGENTCALL' : 'VISUALARS';
}

/** True for the agents only an ARS session may send (a web session claiming one would falsify the order's origin). */
export function isArsAgent(agent: Agent): boolean {
  return agent === 'VISUALARS' || agent === 'AGENTCALL';
}

/**
 * Spec §9 agent values, as the server records them: an ARS session's orders carry its link's agent (arsOrderAgent of
 * `placedBy`), a web session's the MOBILEWEB or DESKTOPWEB it claims. Null: the claim is not that agent (refused).
 */
export function acceptedOrderAgent(
  session: { readonly type: Session['type']; readonly placedBy: ArsPlacedBy | null },
  claimed: Agent,
): Agent | null {
  if (session.type !== 'ars') return isArsAgent(claimed) ? null : claimed;
  const expected = arsOrderAgent(session.placedBy ?? 'caller');
  return claimed === expected ? expected : null;
}
