import { MEMBER_LOGIN_PATH } from '../session/guest-login-warning';
import type { Session } from '../session/types';
import { DEFAULT_CATEGORY_PATH } from '../shared/constants';
import { isUnderPath, pathnameOf, withQuery } from './url';

/**
 * Spec §6 roles as the navigation sees them: a member, or everyone else (a guest session, an ARS caller or a
 * signed-out visitor), who sees the guest variant of every menu.
 */
export type Viewer = 'member' | 'guest';

/** Who may see an entry: everyone, or members only (spec §2/§6). */
export type Audience = 'everyone' | 'members';

/** The viewer for a session: only a member session is a member. */
export function viewerOf(session: Session | null | undefined): Viewer {
  return session?.type === 'member' ? 'member' : 'guest';
}

/**
 * Spec §5 guest path (/mypage/orders, /mypage/inquiry): a member sees its own orders and inquiries; a guest once it has
 * confirmed a phone (the one it ordered with), before which nothing of its own is read.
 */
export function seesOwnRecords(viewer: Viewer, confirmedPhone: string | null): boolean {
  return viewer === 'member' || confirmedPhone !== null;
}

/** True when an entry for `audience` shows to `viewer`. */
export function canSee(audience: Audience, viewer: Viewer): boolean {
  return audience === 'everyone' || viewer === 'member';
}

export type MyPageKey =
  | 'information'
  | 'order'
  | 'coupon'
  | 'point'
  | 'address'
  | 'inquiry'
  | 'guide'
  | 'membership'
  | 'bulkpurchase';

export interface MyPageEntry {
  readonly key: MyPageKey;
  readonly label: string;
  /** The label a guest sees instead, when it differs (spec §2: guests have no quick order). */
  readonly guestLabel?: string;
  readonly path: string;
  readonly audience: Audience;
}

/** Spec §2 my-page menu, in order. */
export const MY_PAGE_MENU: readonly MyPageEntry[] = [
  { key: 'information', label: '내 정보', path: '/mypage', audience: 'members' },
  {
    key: 'order',
    label: '주문 이력 & 퀵오더 등록',
    guestLabel: '주문 이력',
    path: '/mypage/orders',
    audience: 'everyone',
  },
  { key: 'coupon', label: '쿠폰북', path: '/mypage/coupons', audience: 'everyone' },
  { key: 'point', label: '나의 포인트', path: '/mypage/points', audience: 'members' },
  { key: 'address', label: '배송지 관리', path: '/mypage/address', audience: 'everyone' },
  { key: 'inquiry', label: '나의 문의', path: '/mypage/inquiry', audience: 'everyone' },
  { key: 'guide', label: '이용 안내', path: '/mypage/guide', audience: 'everyone' },
  { key: 'membership', label: '멤버십 안내', path: '/mypage/membership', audience: 'members' },
  { key: 'bulkpurchase', label: '대량 구매 안내', path: '/mypage/bulk-purchase', audience: 'everyone' },
];

/** Spec §2: where a guest opening a members-only my-page entry is sent. */
export const GUEST_MY_PAGE_HOME = '/mypage/orders';

/** Spec §2: the my-page entries the viewer sees, with the viewer's label. */
export function myPageMenu(viewer: Viewer): readonly { key: MyPageKey; label: string; path: string }[] {
  return MY_PAGE_MENU.filter((entry) => canSee(entry.audience, viewer)).map((entry) => ({
    key: entry.key,
    label: viewer === 'guest' && entry.guestLabel !== undefined ? entry.guestLabel : entry.label,
    path: entry.path,
  }));
}

/**
 * The my-page entry a path belongs to: the entry whose path it equals or lies under (/mypage/coupons/3 is the
 * coupon book). /mypage itself (내 정보) matches only exactly, so an unknown /mypage/... page matches nothing.
 */
export function activeMyPageKey(path: string): MyPageKey | null {
  const pathname = pathnameOf(path).replace(/(.)\/+$/, '$1');
  const entry = MY_PAGE_MENU.find(
    (e) => pathname === e.path || (e.key !== 'information' && isUnderPath(pathname, e.path)),
  );
  return entry?.key ?? null;
}

/**
 * Spec §2: a guest opening /mypage (내 정보) is sent to /mypage/orders, the my-page home of a guest. A guest on
 * another members-only entry (/mypage/points, /mypage/membership) asked for that page: they go to member login,
 * callbackUrl bringing them back to it (with its query) once signed in. Null = stay.
 */
export function myPageRedirect(path: string, viewer: Viewer): string | null {
  if (viewer === 'member') return null;
  const key = activeMyPageKey(path);
  const entry = MY_PAGE_MENU.find((e) => e.key === key);
  if (entry?.audience !== 'members') return null;
  return entry.key === 'information' ? GUEST_MY_PAGE_HOME : withQuery(MEMBER_LOGIN_PATH, { callbackUrl: path });
}

/** Spec §2: where the header person icon, the mobile my-page icon and the drawer's 마이 페이지 lead the viewer. */
export function myPageHome(viewer: Viewer): string {
  return viewer === 'member' ? '/mypage' : GUEST_MY_PAGE_HOME;
}

/** A drawer or header target: a route of the storefront, or one of the external links (spec §2). */
export type NavTarget =
  | { readonly kind: 'internal'; readonly path: string }
  | { readonly kind: 'external'; readonly link: 'franchise-info' };

export interface DrawerItem {
  readonly label: string;
  readonly target: NavTarget;
  readonly audience: Audience;
}

/** Spec §2 navigation drawer items, in order. 창업정보 opens the external franchise-information site. */
export const DRAWER_ITEMS: readonly DrawerItem[] = [
  { label: '메뉴', target: { kind: 'internal', path: DEFAULT_CATEGORY_PATH }, audience: 'everyone' },
  { label: '매장 찾기', target: { kind: 'internal', path: '/stores/map' }, audience: 'everyone' },
  { label: '퀵오더', target: { kind: 'internal', path: '/quickorder' }, audience: 'members' },
  { label: '마이 페이지', target: { kind: 'internal', path: '/mypage' }, audience: 'everyone' },
  { label: '포인트', target: { kind: 'internal', path: '/mypage/points' }, audience: 'members' },
  { label: '쿠폰', target: { kind: 'internal', path: '/mypage/coupons' }, audience: 'everyone' },
  { label: '창업정보', target: { kind: 'external', link: 'franchise-info' }, audience: 'everyone' },
  { label: '이용안내', target: { kind: 'internal', path: '/faq' }, audience: 'everyone' },
];

/** Spec §2: the drawer items the viewer sees. */
export function drawerItems(viewer: Viewer): readonly DrawerItem[] {
  return DRAWER_ITEMS.filter((item) => canSee(item.audience, viewer));
}

/** Spec §2 app shell: the sticky quick-order button's target. */
export const QUICK_ORDER_PATH = '/quickorder';

/** Spec §2/§6: the sticky quick-order button shows to members, except on checkout, products and cart paths. */
export function showsStickyQuickOrder(viewer: Viewer, path: string): boolean {
  if (!canSee('members', viewer)) return false;
  return !['/checkout', '/products', '/cart'].some((prefix) => isUnderPath(path, prefix));
}
