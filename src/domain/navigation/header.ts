import { addressPagePath } from '../address/address-page';
import { DEFAULT_CATEGORY_PATH } from '../shared/constants';
import { linkKeepingQuery } from './query';
import type { NavTarget } from './role-visibility';
import { firstSegment, isUnderPath, withQuery } from './url';

export interface HeaderMenuItem {
  readonly label: string;
  readonly target: NavTarget;
}

/** Spec §2 desktop header menu, in order. 창업 문의 opens the external franchise site. */
export const DESKTOP_HEADER_MENU: readonly HeaderMenuItem[] = [
  { label: '메뉴', target: { kind: 'internal', path: DEFAULT_CATEGORY_PATH } },
  { label: '매장 찾기', target: { kind: 'internal', path: '/stores/map' } },
  { label: '이벤트', target: { kind: 'internal', path: '/events' } },
  { label: '비비큐 스토리', target: { kind: 'internal', path: '/story/videos' } },
  { label: '창업 문의', target: { kind: 'external', link: 'franchise-info' } },
];

/** Spec §2: the highlighted desktop menu item: the one whose first path segment is the route's; else null. */
export function activeDesktopMenuItem(path: string): HeaderMenuItem | null {
  const segment = firstSegment(path);
  if (segment === '') return null;
  return (
    DESKTOP_HEADER_MENU.find((item) => item.target.kind === 'internal' && firstSegment(item.target.path) === segment) ??
    null
  );
}

/**
 * Spec §2: the store-finder link. On cart or checkout paths it carries redirect_to with the current path and
 * query, so choosing a store comes back to the order.
 */
export function storeFinderLink(currentPath: string): string {
  const returning = isUnderPath(currentPath, '/cart') || isUnderPath(currentPath, '/checkout');
  return returning ? withQuery('/stores/map', { redirect_to: currentPath }) : '/stores/map';
}

/**
 * Spec §2 address pin (guest desktop header, mobile header): address search with a default address, else
 * address permission, each with redirect_to of the current path; a '?' badge when there is no default address.
 */
export function addressPin(hasDefaultAddress: boolean, currentPath: string): { path: string; badge: '?' | null } {
  return { path: addressPagePath(hasDefaultAddress, currentPath), badge: hasDefaultAddress ? null : '?' };
}

/** Spec §2: the cart icon keeps the current query (the parameters kept towards /cart). */
export function cartLink(query: Readonly<Record<string, string | undefined>>): string {
  return linkKeepingQuery('/cart', query);
}

/** Spec §2 desktop header right section: where each member figure links. */
export const MEMBER_HEADER_LINKS = {
  grade: '/mypage/membership',
  address: '/mypage/address',
  points: '/mypage/points',
  membershipCoupons: '/mypage/coupons/1',
  ecoupons: '/mypage/coupons/3',
} as const;

/** Spec §2 desktop header right section: the guest's login, sign-up and person-icon targets. */
export const GUEST_HEADER_LINKS = {
  login: '/member/login',
  join: '/member/join',
  myPage: '/mypage',
} as const;
