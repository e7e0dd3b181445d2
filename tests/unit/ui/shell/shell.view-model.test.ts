import { describe, expect, it, vi } from 'vitest';
import type { ShellData } from '../../../../src/adapters/ui/session/shell-data';
import { RootStore } from '../../../../src/adapters/ui/stores/root-store';
import '../support/dom';
import { uiModule } from '../../../../src/adapters/ui/di/ui-module';
import { UI_TOKENS } from '../../../../src/adapters/ui/di/ui-tokens';
import { ShellViewModel } from '../../../../src/adapters/ui/shell/shell.view-model';
import { createContainer, memoryModules, type Resolve, resolverOf, TOKENS } from '../../../../src/composition-root';
import { memoryServices, type Visitor } from '../support/app-harness';

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36';

async function shellFor(visitor: Visitor, path = '/', search = '', options: { ua?: string; arsFlag?: boolean } = {}) {
  const get: Resolve = await memoryServices(visitor, options.arsFlag ?? false);
  const navigations: string[] = [];
  const reloads: string[] = [];
  const shell = new ShellViewModel({
    root: get(UI_TOKENS.RootStore),
    chooseMealType: get(TOKENS.ChooseMealType),
    logOut: get(TOKENS.LogOut),
    effects: { navigate: (to) => navigations.push(to), reload: (to) => reloads.push(to) },
    userAgent: options.ua ?? DESKTOP_UA,
  });
  shell.setLocation(path, search);
  return { shell, get, navigations, reloads };
}

describe('ShellViewModel over the memory backend', () => {
  it('a signed-out visitor sees the guest drawer: no 퀵오더 or 포인트, login and sign-up, no address', async () => {
    const { shell } = await shellFor('signed-out');
    expect(shell.drawerLinks.map((l) => l.label)).toEqual([
      '메뉴',
      '매장 찾기',
      '마이 페이지',
      '쿠폰',
      '창업정보',
      '이용안내',
    ]);
    expect(shell.account).toMatchObject({ kind: 'guest' });
    expect(shell.addressLine).toEqual({ text: '(기본 주소 없음)', href: '/mypage/address' });
    expect(shell.cartCount).toBeNull();
    expect(shell.cartLabel).toBe('장바구니');
    expect(shell.memberFigures).toBeNull();
    expect(shell.showsLoginCard).toBe(true);
  });

  it('a member sees 퀵오더 and 포인트, the name with 님, the grade, the default address and the figures', async () => {
    const { shell } = await shellFor('member', '/categories/2');
    expect(shell.drawerLinks.map((l) => l.label)).toEqual([
      '메뉴',
      '매장 찾기',
      '퀵오더',
      '마이 페이지',
      '포인트',
      '쿠폰',
      '창업정보',
      '이용안내',
    ]);
    expect(shell.account).toMatchObject({ kind: 'member', greeting: '김치킨님', gradeName: '골드' });
    expect(shell.addressLine.text).toBe('서울특별시 송파구 문정로 11 101동 1001호');
    expect(shell.memberFigures).toEqual([
      // Spec §2: the header shows points "in p".
      { label: '포인트', value: '12,300p', href: '/mypage/points' },
      { label: '멤버십 쿠폰', value: '2장', href: '/mypage/coupons/1' },
      { label: 'E-쿠폰', value: '0장', href: '/mypage/coupons/3' },
    ]);
    expect(shell.cartCount).toBe(0);
    expect(shell.showsLoginCard).toBe(false);
  });

  it("the my-page icons and the drawer's 마이 페이지 lead a member to 내 정보 and a guest to 주문 이력", async () => {
    const member = await shellFor('member', '/categories/2');
    expect(member.shell.myPageHref).toBe('/mypage');
    expect(member.shell.drawerLinks.find((l) => l.label === '마이 페이지')?.href).toBe('/mypage');
    const guest = await shellFor('guest', '/categories/2');
    expect(guest.shell.myPageHref).toBe('/mypage/orders');
    expect(guest.shell.drawerLinks.find((l) => l.label === '마이 페이지')?.href).toBe('/mypage/orders');
  });

  it('the address pin shows ? and goes to address permission without a default address, search with one', async () => {
    const guest = await shellFor('guest', '/cart', 'mealType=delivery');
    expect(guest.shell.pin).toEqual({
      href: '/address/permission?redirect_to=%2Fcart%3FmealType%3Ddelivery',
      badge: '?',
    });
    const member = await shellFor('member', '/events');
    expect(member.shell.pin).toEqual({ href: '/address/search?redirect_to=%2Fevents', badge: null });
  });

  it("before the session is read (a page the server rendered), the pin and the address show no one's state", async () => {
    // The root store not loaded yet: what the server renders, and what the browser hydrates with.
    const get = resolverOf(createContainer([...memoryModules, uiModule]));
    const root = get(UI_TOKENS.RootStore);
    const shell = new ShellViewModel({
      root,
      chooseMealType: get(TOKENS.ChooseMealType),
      logOut: get(TOKENS.LogOut),
      effects: { navigate: () => undefined, reload: () => undefined },
      userAgent: DESKTOP_UA,
    });
    shell.setLocation('/cart', '');
    expect(shell.visitorKnown).toBe(false);
    expect(shell.pin.badge).toBeNull();
    expect(shell.addressLine.text).toBe('');
    // Read: a visitor without a default address is told so.
    await root.load();
    expect(shell.visitorKnown).toBe(true);
    expect(shell.pin.badge).toBe('?');
    expect(shell.addressLine.text).toBe('(기본 주소 없음)');
  });

  it('the header item of the first path segment is active and links keep mealType and branchId', async () => {
    const { shell } = await shellFor('signed-out', '/stores/map', 'mealType=takeout&branchId=3&mc=1-1');
    const active = shell.headerMenu.filter((item) => item.active).map((item) => item.label);
    expect(active).toEqual(['매장 찾기']);
    expect(shell.headerMenu[0]).toMatchObject({ label: '메뉴', href: '/categories/1?mealType=takeout&branchId=3' });
    expect(shell.headerMenu.find((i) => i.label === '창업 문의')).toMatchObject({ external: true });
    expect(shell.cartHref).toBe('/cart?mealType=takeout&branchId=3');
  });

  it('on the cart the store-finder link carries redirect_to with the current path', async () => {
    const { shell } = await shellFor('signed-out', '/cart');
    expect(shell.headerMenu.find((i) => i.label === '매장 찾기')?.href).toBe('/stores/map?redirect_to=%2Fcart');
  });

  it('header and footer are hidden on /ars and /sign/out only', async () => {
    const { shell } = await shellFor('signed-out', '/ars');
    expect(shell.showsChrome).toBe(false);
    shell.setLocation('/sign/out', '');
    expect(shell.showsChrome).toBe(false);
    shell.setLocation('/arsenal', '');
    expect(shell.showsChrome).toBe(true);
  });

  it('in ARS mode (an ARS session or the flag) the mobile header title is 보이는 ARS', async () => {
    expect((await shellFor('ars', '/categories/1')).shell.arsHeaderTitle).toBe('보이는 ARS');
    expect((await shellFor('signed-out', '/categories/1', '', { arsFlag: true })).shell.arsHeaderTitle).toBe(
      '보이는 ARS',
    );
    expect((await shellFor('member', '/categories/1')).shell.arsHeaderTitle).toBeNull();
  });

  it('the sticky quick-order button shows to members except on checkout, products and cart', async () => {
    const { shell } = await shellFor('member', '/');
    expect(shell.showsStickyQuickOrder).toBe(true);
    for (const path of ['/checkout', '/products/101', '/cart']) {
      shell.setLocation(path, '');
      expect(shell.showsStickyQuickOrder).toBe(false);
    }
    expect((await shellFor('guest', '/')).shell.showsStickyQuickOrder).toBe(false);
  });

  it('the 배달 / 포장 card of the mealType parameter is highlighted, case-insensitively', async () => {
    const { shell } = await shellFor('signed-out', '/categories/1', 'mealType=TakeOut');
    expect(shell.mealTypeCards).toEqual([
      { mealType: 'DELIVERY', label: '배달', highlighted: false },
      { mealType: 'TAKEOUT', label: '포장', highlighted: true },
    ]);
  });

  it('the app banner shows on a mobile user agent until closed, never on a desktop one', async () => {
    const phone = await shellFor('signed-out', '/', '', { ua: PHONE_UA });
    expect(phone.shell.showsAppBanner).toBe(true);
    phone.shell.dismissAppBanner();
    expect(phone.shell.showsAppBanner).toBe(false);
    expect((await shellFor('signed-out', '/')).shell.showsAppBanner).toBe(false);
  });

  it('the sidebar shows beside categories and products pages only', async () => {
    const { shell } = await shellFor('signed-out', '/categories/1');
    expect(shell.showsSidebar).toBe(true);
    shell.setLocation('/products/101', '');
    expect(shell.showsSidebar).toBe(true);
    shell.setLocation('/cart', '');
    expect(shell.showsSidebar).toBe(false);
  });

  it('a drawer whose code could not be fetched closes, with the alert; 확인 stays on the page', async () => {
    const { shell, navigations, reloads } = await shellFor('signed-out', '/categories/1');
    shell.openDrawer();
    shell.drawerFailed();
    expect(shell.drawerOpen).toBe(false);
    expect(shell.alertMessage).toBe('화면을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.');
    shell.confirmAlert();
    expect(shell.alertMessage).toBeNull();
    expect([...navigations, ...reloads]).toEqual([]);
    shell.openDrawer();
    expect(shell.drawerOpen).toBe(true);
  });

  it('choosing 배달 with a default address goes to the same category page with mealType=delivery', async () => {
    const { shell, navigations } = await shellFor('member', '/categories/2');
    shell.openDrawer();
    await shell.chooseMealType('DELIVERY');
    expect(navigations).toEqual(['/categories/2?mealType=delivery']);
    expect(shell.drawerOpen).toBe(false);
    expect(shell.choosing).toBeNull();
  });

  it('choosing 배달 without a default address goes to address permission; 포장 goes to the store map', async () => {
    const { shell, navigations } = await shellFor('signed-out', '/');
    await shell.chooseMealType('DELIVERY');
    await shell.chooseMealType('TAKEOUT');
    expect(navigations).toEqual([
      '/address/permission?redirect_to=%2Fcategories%2F1%3FmealType%3Ddelivery',
      '/stores/map?for=takeout&redirect_to=%2Fcategories%2F1',
    ]);
  });

  it('logging out clears the member state and the cart badge and reloads at /reset', async () => {
    const { shell, reloads, get } = await shellFor('member', '/');
    await shell.logOut();
    expect(reloads).toEqual(['/reset']);
    expect(shell.account.kind).toBe('guest');
    expect(shell.cartCount).toBeNull();
    expect(await get(TOKENS.SessionGateway).session()).toBeNull();
  });

  it('a failed sign-out alerts its message and goes to /reset once the alert is confirmed', async () => {
    const { get, reloads } = await shellFor('member', '/');
    const failing = new ShellViewModel({
      root: get(UI_TOKENS.RootStore),
      chooseMealType: { execute: async () => ({ kind: 'navigate', to: '/' }) },
      logOut: { execute: async () => ({ kind: 'sign-out-failed', message: '로그아웃 서버 오류', to: '/reset' }) },
      effects: { navigate: () => undefined, reload: (to) => reloads.push(to) },
      userAgent: DESKTOP_UA,
    });
    await failing.logOut();
    expect(failing.alertMessage).toBe('로그아웃 서버 오류');
    expect(reloads).toEqual([]);
    failing.confirmAlert();
    expect(failing.alertMessage).toBeNull();
    expect(reloads).toEqual(['/reset']);
  });

  it('a new path closes the drawer; a new query on the same path does not', async () => {
    const { shell } = await shellFor('signed-out', '/');
    shell.openDrawer();
    shell.setLocation('/', 'mealType=delivery');
    expect(shell.drawerOpen).toBe(true);
    shell.setLocation('/events', '');
    expect(shell.drawerOpen).toBe(false);
  });
});

describe('ShellViewModel over a ShellData source', () => {
  function shellOver(data: ShellData) {
    const root = new RootStore(data);
    const shell = new ShellViewModel({
      root,
      chooseMealType: { execute: async () => ({ kind: 'navigate', to: '/' }) },
      logOut: { execute: async () => ({ kind: 'signed-out', to: '/reset' }) },
      effects: { navigate: () => undefined, reload: () => undefined },
      userAgent: DESKTOP_UA,
    });
    return { root, shell };
  }

  const session = { type: 'member', accessToken: 'a', refreshTokenInfo: null, refreshTokenExpired: false } as const;
  const member = {
    name: '이양념',
    phoneNumber: '01000000000',
    grade: null,
    membershipCouponCount: 0,
    ecouponCount: 0,
    pointAmount: 0,
    defaultAddress: null,
  };

  it('a member without a grade shows 알 수 없음; while loading there is no greeting yet', async () => {
    const { root, shell } = shellOver({
      session: async () => session,
      signIn: async () => ({ kind: 'rejected', error: 'CredentialsSignin' }),
      details: async () => ({ member, defaultAddress: null }),
      arsFlag: () => false,
      cartCount: async () => 3,
    });
    expect(shell.account).toMatchObject({ kind: 'guest' });
    await root.load();
    expect(shell.account).toMatchObject({ kind: 'member', greeting: '이양념님', gradeName: '알 수 없음' });
    expect(shell.cartLabel).toBe('장바구니, 3개 담김');
  });

  it('a source that cannot be read shows the signed-out shell instead of loading forever', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { root, shell } = shellOver({
      session: async () => {
        throw new Error('session helper down');
      },
      signIn: async () => ({ kind: 'rejected', error: 'CredentialsSignin' }),
      details: async () => ({ member: null, defaultAddress: null }),
      arsFlag: () => false,
      cartCount: async () => null,
    });
    await root.load();
    expect(root.session.session).toEqual({ status: 'loaded', value: null });
    expect(shell.account.kind).toBe('guest');
    expect(logged).toHaveBeenCalled();
  });
});
