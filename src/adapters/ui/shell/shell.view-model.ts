import { makeAutoObservable, runInAction } from 'mobx';
import type { ChooseMealType } from '../../../application/use-cases/choose-meal-type';
import type { LogOut } from '../../../application/use-cases/log-out';
import { hasDefaultAddress } from '../../../domain/address/default-address';
import { formatCouponCount, formatHeaderPoints } from '../../../domain/money/format';
import { type DrawerAccount, drawerAccount, drawerAddressLine } from '../../../domain/navigation/drawer';
import {
  activeDesktopMenuItem,
  addressPin,
  cartLink,
  DESKTOP_HEADER_MENU,
  GUEST_HEADER_LINKS,
  MEMBER_HEADER_LINKS,
  storeFinderLink,
} from '../../../domain/navigation/header';
import { highlightedMealTypeCard } from '../../../domain/navigation/meal-type';
import { isMenuPage, linkKeepingQuery } from '../../../domain/navigation/query';
import {
  drawerItems,
  myPageHome,
  type NavTarget,
  QUICK_ORDER_PATH,
  showsStickyQuickOrder,
  type Viewer,
  viewerOf,
} from '../../../domain/navigation/role-visibility';
import { parseQuery } from '../../../domain/navigation/url';
import { isArsMode } from '../../../domain/session/ars';
import { cartCountBadge, memberSummary } from '../../../domain/session/member-summary';
import { MEAL_TYPES, type MealType } from '../../../domain/shared/meal-type';
import { isMobileUserAgent } from '../../../domain/shared/user-agent';
import type { RootStore } from '../stores/root-store';
import { EXTERNAL_LINKS } from './external-links';
import { mobileHeaderMode, showsHeaderAndFooter } from './shell-layout';

/** A part of the page whose code could not be fetched (components/lazy-part): the drawer, the coupon-number popup. */
export const PART_FAILED_MESSAGE = '화면을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.';

/** What the shell asks the browser to do; the router and window.location in the app, recorders in tests. */
export interface ShellEffects {
  /** A route change inside the app. */
  navigate(to: string): void;
  /** A full page load (spec §4: logout reloads the page). */
  reload(to: string): void;
}

export interface ShellViewModelDeps {
  readonly root: RootStore;
  readonly chooseMealType: Pick<ChooseMealType, 'execute'>;
  readonly logOut: Pick<LogOut, 'execute'>;
  readonly effects: ShellEffects;
  readonly userAgent: string;
}

/** A link of a header, drawer or footer menu. */
export interface ShellLink {
  readonly label: string;
  readonly href: string;
  readonly external: boolean;
  readonly active: boolean;
}

export interface MealTypeCard {
  readonly mealType: MealType;
  readonly label: '배달' | '포장';
  readonly highlighted: boolean;
}

/** A member figure of the desktop header (points, coupon counts) with its page. */
export interface MemberFigure {
  readonly label: string;
  readonly value: string;
  readonly href: string;
}

const MEAL_TYPE_LABELS: Readonly<Record<MealType, '배달' | '포장'>> = { DELIVERY: '배달', TAKEOUT: '포장' };

/**
 * The app shell's state (spec §2 App shell, headers, drawer, sidebar, footer): every decision is a domain function
 * over the current location and the shared session and cart stores. One per mounted shell.
 */
export class ShellViewModel {
  pathname = '/';
  search = '';
  drawerOpen = false;
  appBannerDismissed = false;
  mobileViewport = false;
  /** The order method being chosen (its card is busy). */
  choosing: MealType | null = null;
  loggingOut = false;
  /** A message for the alert modal (spec §8 sign-out failure), and where to go once it is confirmed. */
  alertMessage: string | null = null;
  private afterAlert: string | null = null;

  constructor(private readonly deps: ShellViewModelDeps) {
    makeAutoObservable<ShellViewModel, 'deps' | 'afterAlert'>(this, { deps: false, afterAlert: false });
  }

  /** The router's location; a new path closes the drawer (spec §2: choosing any item closes it). */
  setLocation(pathname: string, search: string): void {
    if (pathname !== this.pathname) this.drawerOpen = false;
    this.pathname = pathname;
    this.search = search.startsWith('?') ? search.slice(1) : search;
  }

  setMobileViewport(mobile: boolean): void {
    this.mobileViewport = mobile;
  }

  get query(): Record<string, string> {
    return parseQuery(this.search);
  }

  /** The current path with its query: what redirect_to carries. */
  get currentUrl(): string {
    return this.search === '' ? this.pathname : `${this.pathname}?${this.search}`;
  }

  get viewer(): Viewer {
    return viewerOf(this.deps.root.session.current);
  }

  get isMember(): boolean {
    return this.viewer === 'member';
  }

  /**
   * Whether this visit's session has been read. A page the server rendered is everyone's (or, for /cart and
   * /checkout, rendered without the header's session): until the session is read once hydrated, the header's personal
   * parts keep their space and show no one's (not a guest's 로그인 or (기본 주소 없음) to a member; issue 13).
   */
  get visitorKnown(): boolean {
    return this.deps.root.session.status !== 'loading';
  }

  get arsMode(): boolean {
    return isArsMode(this.deps.root.session.current, this.deps.root.session.arsFlag);
  }

  /** Spec §2: header and footer are hidden on /ars and /sign/out. */
  get showsChrome(): boolean {
    return showsHeaderAndFooter(this.pathname);
  }

  /** Spec §2: in ARS mode the mobile header shows only the title 보이는 ARS. */
  get arsHeaderTitle(): string | null {
    const mode = mobileHeaderMode(this.arsMode);
    return mode.kind === 'ars' ? mode.title : null;
  }

  /** Spec §2 desktop header menu, the item of the current first path segment active. */
  get headerMenu(): readonly ShellLink[] {
    const active = activeDesktopMenuItem(this.pathname);
    return DESKTOP_HEADER_MENU.map((item) => ({
      label: item.label,
      ...this.resolve(item.target),
      active: item === active,
    }));
  }

  /** Spec §2 drawer items for the viewer (퀵오더 and 포인트 for members only). */
  get drawerLinks(): readonly ShellLink[] {
    return drawerItems(this.viewer).map((item) => ({ label: item.label, ...this.resolve(item.target), active: false }));
  }

  /**
   * Spec §2 address pin: address search or permission with redirect_to, and '?' without a default address (once the
   * visitor is known).
   */
  get pin(): { readonly href: string; readonly badge: '?' | null } {
    const pin = addressPin(hasDefaultAddress(this.defaultAddress), this.currentUrl);
    return { href: pin.path, badge: this.visitorKnown ? pin.badge : null };
  }

  /** Spec §2: the cart icon keeps the current query. */
  get cartHref(): string {
    return cartLink(this.query);
  }

  /** Spec §4: the badge count, null (no badge) while loading or when there is no count. */
  get cartCount(): number | null {
    return cartCountBadge(this.deps.root.cart.count);
  }

  /** The cart icon's accessible name: the count is read with it. */
  get cartLabel(): string {
    return this.cartCount === null ? '장바구니' : `장바구니, ${this.cartCount}개 담김`;
  }

  /** Spec §2 drawer account: a member's name + 님, grade (fallback 알 수 없음) and logout, or login and sign-up. */
  get account(): DrawerAccount {
    const member = this.deps.root.session.member;
    return drawerAccount(this.viewer, member.status === 'loaded' ? member.value : null);
  }

  /** Spec §2 desktop header: the member's points and coupon counts with their pages; null for guests or loading. */
  get memberFigures(): readonly MemberFigure[] | null {
    if (!this.isMember) return null;
    const summary = memberSummary(this.deps.root.session.member);
    if (summary === null) return null;
    return [
      { label: '포인트', value: formatHeaderPoints(summary.pointAmount), href: MEMBER_HEADER_LINKS.points },
      {
        label: '멤버십 쿠폰',
        value: formatCouponCount(summary.membershipCouponCount),
        href: MEMBER_HEADER_LINKS.membershipCoupons,
      },
      { label: 'E-쿠폰', value: formatCouponCount(summary.ecouponCount), href: MEMBER_HEADER_LINKS.ecoupons },
    ];
  }

  /** Spec §2: the default address line (or '(기본 주소 없음)'; nothing until the visitor is known) and its page. */
  get addressLine(): { readonly text: string; readonly href: string } {
    const line = drawerAddressLine(this.defaultAddress);
    return { text: this.visitorKnown ? line.text : '', href: line.path };
  }

  /** Spec §2 배달 / 포장 cards, the one of the mealType parameter highlighted. */
  get mealTypeCards(): readonly MealTypeCard[] {
    const highlighted = highlightedMealTypeCard(this.query['mealType']);
    return MEAL_TYPES.map((mealType) => ({
      mealType,
      label: MEAL_TYPE_LABELS[mealType],
      highlighted: mealType === highlighted,
    }));
  }

  /** Spec §2/§6: the sticky quick-order button (members; not on checkout, products or cart). */
  get showsStickyQuickOrder(): boolean {
    return this.showsChrome && showsStickyQuickOrder(this.viewer, this.pathname);
  }

  /** The logo's link home, keeping the general query parameters. */
  get homeHref(): string {
    return linkKeepingQuery('/', this.query);
  }

  get quickOrderHref(): string {
    return QUICK_ORDER_PATH;
  }

  /** Spec §2: the app-download banner on mobile user agents until closed (not in the ARS phone flow). */
  get showsAppBanner(): boolean {
    return this.showsChrome && !this.arsMode && !this.appBannerDismissed && isMobileUserAgent(this.deps.userAgent);
  }

  /** Spec §2 Sidebar: shown beside the menu pages (categories and products). */
  get showsSidebar(): boolean {
    return this.showsChrome && isMenuPage(this.pathname);
  }

  /** Spec §2 Sidebar login card: for non-members only. */
  get showsLoginCard(): boolean {
    return !this.isMember;
  }

  get guestLinks(): typeof GUEST_HEADER_LINKS {
    return GUEST_HEADER_LINKS;
  }

  /** Spec §2: the person icon, the mobile my-page icon and the drawer's 마이 페이지 (a guest lands on 주문 이력). */
  get myPageHref(): string {
    return myPageHome(this.viewer);
  }

  get gradeHref(): string {
    return MEMBER_HEADER_LINKS.grade;
  }

  openDrawer(): void {
    this.drawerOpen = true;
  }

  closeDrawer(): void {
    this.drawerOpen = false;
  }

  /** The drawer's code could not be fetched (offline, or a deploy since the page loaded): closed, with a message. */
  drawerFailed(): void {
    this.drawerOpen = false;
    this.alertMessage = PART_FAILED_MESSAGE;
  }

  dismissAppBanner(): void {
    this.appBannerDismissed = true;
  }

  /** Spec §2 Sidebar / §4: remembers the order method and goes where the domain says (menu, address or map). */
  async chooseMealType(mealType: MealType): Promise<void> {
    this.choosing = mealType;
    this.drawerOpen = false;
    try {
      const result = await this.deps.chooseMealType.execute({
        mealType,
        currentPath: this.pathname,
        query: this.query,
      });
      this.deps.effects.navigate(result.to);
    } finally {
      runInAction(() => {
        this.choosing = null;
      });
    }
  }

  /**
   * Spec §4 logout: sign out, clear the member state and the cart badge, reload at /reset. Spec §8: a failed
   * sign-out alerts its message first and then goes to /reset.
   */
  async logOut(): Promise<void> {
    this.loggingOut = true;
    const result = await this.deps.logOut.execute();
    runInAction(() => {
      this.deps.root.session.clear();
      this.deps.root.cart.setCount(null);
      this.drawerOpen = false;
      this.loggingOut = false;
      if (result.kind === 'signed-out') {
        this.deps.effects.reload(result.to);
        return;
      }
      this.alertMessage = result.message;
      this.afterAlert = result.to;
    });
  }

  /** The alert's 확인: closes it and goes on where the failed action was heading. */
  confirmAlert(): void {
    const to = this.afterAlert;
    this.alertMessage = null;
    this.afterAlert = null;
    if (to !== null) this.deps.effects.reload(to);
  }

  private get defaultAddress() {
    const address = this.deps.root.session.defaultAddress;
    return address.status === 'loaded' ? address.value : null;
  }

  /** An internal target keeps the general query parameters (spec §2); the store finder may carry redirect_to. */
  private resolve(target: NavTarget): { href: string; external: boolean } {
    if (target.kind === 'external') return { href: EXTERNAL_LINKS[target.link], external: true };
    const path =
      target.path === '/stores/map'
        ? storeFinderLink(this.currentUrl)
        : target.path === myPageHome('member')
          ? this.myPageHref
          : target.path;
    return { href: linkKeepingQuery(path, this.query), external: false };
  }
}
