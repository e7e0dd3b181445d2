import { safeRedirectPath } from '../navigation/redirect';
import { isUnderPath, parseQuery, pathnameOf, splitUrl, withQuery } from '../navigation/url';
import { DEFAULT_CATEGORY_PATH } from '../shared/constants';
import { mealTypeParam } from '../shared/meal-type';
import { ARS_SIGN_OUT_PATH } from './ars';

/** Spec §2: the visible-ARS landing the phone-order line's SMS link opens. */
export const ARS_PATH = '/ars';

/**
 * Spec §1 "guests can order" / issue 4 "guest on a first visit so a guest can shop and order": a visit without a
 * session signs in as an anonymous guest, except on the ARS pages: on /ars an SMS link is about to become the ARS
 * session (a guest session there would be forced out), and /sign/out is where an ARS caller was just forced out.
 */
export function signsInAsGuestOnArrival(path: string): boolean {
  return !isUnderPath(path, ARS_PATH) && !isUnderPath(path, ARS_SIGN_OUT_PATH);
}

/** The token of an ARS link (`/ars?token=…`, spec §2 /ars); null on any other path or with a blank token. */
export function arsLinkToken(path: string): string | null {
  if (pathnameOf(path) !== ARS_PATH) return null;
  const token = parseQuery(splitUrl(path).search)['token']?.trim() ?? '';
  return token === '' ? null : token;
}

/**
 * Spec §4 guards wait while an ARS link is redeemed: until then the tab has no ARS session yet, and the ARS guard
 * would send it to /sign/out.
 */
export function isArsLinkPending(path: string): boolean {
  return arsLinkToken(path) !== null;
}

/**
 * Spec §2 Sidebar: in the ARS flow, takeout goes straight to /categories/1 with mealType=takeout and the call's
 * branch. Null without a branch (the caller then chooses a store like anyone else).
 */
export function arsTakeoutPath(branchId: number | string | null | undefined): string | null {
  const branch = branchId === null || branchId === undefined ? '' : String(branchId).trim();
  if (branch === '') return null;
  return withQuery(DEFAULT_CATEGORY_PATH, { mealType: mealTypeParam('TAKEOUT'), branchId: branch });
}

/** Pages a signed-in customer must not be sent back to: the login itself and the sign-out landings. */
const NOT_AFTER_LOGIN = ['/member', '/reset', ARS_SIGN_OUT_PATH, ARS_PATH] as const;

/**
 * Spec §5 sign-in flow: after logging in, go to callbackUrl when it is a same-site path (open-redirect guard),
 * else home. The login, sign-up and find pages and the sign-out landings lead home instead (going back there
 * would show a signed-in customer a form or a "signed out" notice).
 */
export function afterLoginPath(callbackUrl: string | null | undefined): string {
  const path = safeRedirectPath(callbackUrl, '/');
  return NOT_AFTER_LOGIN.some((prefix) => isUnderPath(path, prefix)) ? '/' : path;
}
