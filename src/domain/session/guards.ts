import { addressPagePath } from '../address/address-page';
import { hasDefaultAddress } from '../address/default-address';
import { isUnderPath } from '../navigation/url';
import { ARS_SESSION_EXPIRED_MESSAGE, ARS_SIGN_OUT_PATH, isInArsFlow } from './ars';
import type { DefaultAddress, Loadable, Member, Session } from './types';

/** What the route guard asks the shell to do. */
export type RouteGuardDecision =
  | { readonly kind: 'stay' }
  | { readonly kind: 'sign-out'; readonly to: '/reset' }
  | { readonly kind: 'redirect'; readonly to: string };

/**
 * Spec §4 route guard, evaluated once the route is ready and outside /address pages (the address pages are
 * where the guard sends people, so guarding them would loop):
 * (a) a session whose refresh token expired is signed out to /reset;
 * (b) a loaded member whose default address loaded empty goes to /address/permission, redirect_to being the
 *     current path with its query. A member still loading, or absent (signed out), is left alone. "The member" is a
 *     member session's account: a guest (who may read as a 비회원 account) or an ARS caller browses without an address
 *     until choosing delivery (spec §4 delivery card), so a first-visit guest can look at the menu.
 */
export function routeGuardDecision(input: {
  ready: boolean;
  path: string;
  session: Session | null;
  member: Loadable<Member>;
  defaultAddress: Loadable<DefaultAddress>;
}): RouteGuardDecision {
  if (!input.ready || isUnderPath(input.path, '/address')) return { kind: 'stay' };
  if (input.session?.refreshTokenExpired === true) return { kind: 'sign-out', to: '/reset' };
  const memberLoaded =
    input.session?.type === 'member' && input.member.status === 'loaded' && input.member.value !== null;
  const addressEmpty = input.defaultAddress.status === 'loaded' && !hasDefaultAddress(input.defaultAddress.value);
  if (memberLoaded && addressEmpty) return { kind: 'redirect', to: addressPagePath(false, input.path) };
  return { kind: 'stay' };
}

/** What the ARS guard asks the shell to do. */
export type ArsGuardDecision =
  | { readonly kind: 'stay' }
  | { readonly kind: 'expired'; readonly clearFlag: true; readonly message: string; readonly to: '/sign/out' }
  | { readonly kind: 'redirect'; readonly to: '/sign/out' };

/**
 * Spec §4/§6 ARS guard, evaluated once the session has loaded (`session` null = signed out, which is not an
 * ARS session). On /sign/out itself it never acts: that is the landing, and acting there would loop.
 * - a non-ARS session with the ARS flag set: the ARS session expired; clear the flag, alert, go to /sign/out;
 * - a non-ARS session on /ars without the flag: go to /sign/out;
 * - an ARS session outside the ARS flow (see ARS_FLOW_PATHS): forced out to /sign/out.
 */
export function arsGuardDecision(input: { path: string; session: Session | null; arsFlag: boolean }): ArsGuardDecision {
  if (isUnderPath(input.path, ARS_SIGN_OUT_PATH)) return { kind: 'stay' };
  const isArs = input.session?.type === 'ars';
  if (!isArs && input.arsFlag) {
    return { kind: 'expired', clearFlag: true, message: ARS_SESSION_EXPIRED_MESSAGE, to: ARS_SIGN_OUT_PATH };
  }
  if (!isArs && isUnderPath(input.path, '/ars')) return { kind: 'redirect', to: ARS_SIGN_OUT_PATH };
  if (isArs && !isInArsFlow(input.path)) return { kind: 'redirect', to: ARS_SIGN_OUT_PATH };
  return { kind: 'stay' };
}
