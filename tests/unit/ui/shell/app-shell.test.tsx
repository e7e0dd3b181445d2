import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../support/dom';
import { memoryServices, openDrawer, PAGE_LOAD, renderStorefront } from '../support/app-harness';

describe('the app shell', () => {
  it('the footer shows the phone-order line 1588-9282 as a tel: link and the 2019 copyright', async () => {
    renderStorefront(await memoryServices(), '/events');
    await screen.findByRole('heading', { level: 1, name: '이벤트' }, PAGE_LOAD);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: '전화주문 1588-9282' }).getAttribute('href')).toBe('tel:1588-9282');
    expect(within(footer).getByText(/© 2019/)).toBeTruthy();
  });

  it('the hamburger opens the drawer; the close icon, the backdrop, Escape and any item close it', async () => {
    const { router } = renderStorefront(await memoryServices(), '/events');
    await screen.findByRole('heading', { level: 1, name: '이벤트' }, PAGE_LOAD);

    fireEvent.click(within(await openDrawer()).getByRole('button', { name: '전체 메뉴 닫기' }));
    expect(screen.queryByRole('dialog', { name: '전체 메뉴' })).toBeNull();

    // A click on the native backdrop targets the dialog element itself.
    fireEvent.click(await openDrawer());
    expect(screen.queryByRole('dialog', { name: '전체 메뉴' })).toBeNull();

    fireEvent.keyDown(await openDrawer(), { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: '전체 메뉴' })).toBeNull();

    fireEvent.click(within(await openDrawer()).getByRole('link', { name: /매장 찾기/ }));
    expect(screen.queryByRole('dialog', { name: '전체 메뉴' })).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/stores/map'));
  });

  it('the drawer gives a guest login, sign-up and the no-address line, and the phone order footer', async () => {
    renderStorefront(await memoryServices(), '/events');
    await screen.findByRole('heading', { level: 1, name: '이벤트' }, PAGE_LOAD);
    const drawer = await openDrawer();
    expect(within(drawer).getByRole('link', { name: '로그인' }).getAttribute('href')).toBe('/member/login');
    expect(within(drawer).getByRole('link', { name: '회원가입' }).getAttribute('href')).toBe('/member/join');
    expect(
      within(drawer)
        .getByRole('link', { name: /\(기본 주소 없음\)/ })
        .getAttribute('href'),
    ).toBe('/mypage/address');
    expect(within(drawer).queryByRole('link', { name: /퀵오더/ })).toBeNull();
    expect(within(drawer).getByRole('link', { name: '전화주문 1588-9282' })).toBeTruthy();
    expect(document.activeElement && drawer.contains(document.activeElement)).toBe(true);
  });

  it('a member drawer greets by name with 님 and the grade, lists 퀵오더 and 포인트, and offers 로그아웃', async () => {
    renderStorefront(await memoryServices('member'), '/events');
    await screen.findByRole('heading', { level: 1, name: '이벤트' }, PAGE_LOAD);
    const drawer = await openDrawer();
    expect(within(drawer).getByText('김치킨님')).toBeTruthy();
    expect(within(drawer).getByText('골드')).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: /퀵오더/ })).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: /포인트/ })).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: '로그아웃' })).toBeTruthy();
  });

  it('the desktop header marks the menu item of the current section and shows the member figures', async () => {
    renderStorefront(await memoryServices('member'), '/stores/map');
    await screen.findByRole('heading', { level: 1, name: '매장 찾기' }, PAGE_LOAD);
    const header = screen.getByTestId('desktop-header');
    const menu = within(header).getByRole('navigation', { name: '주 메뉴' });
    expect(within(menu).getByRole('link', { name: '매장 찾기' }).getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByRole('link', { name: '메뉴' }).getAttribute('aria-current')).toBeNull();
    expect(
      within(header)
        .getByRole('link', { name: /포인트 12,300p/ })
        .getAttribute('href'),
    ).toBe('/mypage/points');
    expect(within(header).getByRole('link', { name: '장바구니, 0개 담김' }).getAttribute('href')).toBe('/cart');
  });

  it('a guest header pin shows ? and leads to address permission with redirect_to', async () => {
    renderStorefront(await memoryServices('guest'), '/events');
    await screen.findByRole('heading', { level: 1, name: '이벤트' }, PAGE_LOAD);
    const pin = within(screen.getByTestId('mobile-header')).getByRole('link', { name: /기본 주소 없음/ });
    expect(pin.getAttribute('href')).toBe('/address/permission?redirect_to=%2Fevents');
    expect(pin.textContent).toContain('?');
  });

  it('headers and footer are hidden on /ars', async () => {
    renderStorefront(await memoryServices('ars'), '/ars');
    await screen.findByRole('heading', { level: 1, name: '보이는 ARS' }, PAGE_LOAD);
    expect(screen.queryByTestId('desktop-header')).toBeNull();
    expect(screen.queryByTestId('mobile-header')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('in ARS mode the mobile header shows only the title 보이는 ARS', async () => {
    renderStorefront(await memoryServices('ars'), '/categories/1');
    await screen.findByRole('heading', { level: 1, name: '메뉴' }, PAGE_LOAD);
    const header = screen.getByTestId('mobile-header');
    expect(header.textContent).toBe('보이는 ARS');
    expect(within(header).queryAllByRole('button')).toHaveLength(0);
    expect(within(header).queryAllByRole('link')).toHaveLength(0);
  });

  it('choosing 포장 in the sidebar goes to the store map with a return path', async () => {
    const { router } = renderStorefront(await memoryServices(), '/categories/2');
    await screen.findByRole('heading', { level: 1, name: '메뉴' }, PAGE_LOAD);
    const sidebar = screen.getByRole('complementary', { name: '주문 도우미' });
    fireEvent.click(within(sidebar).getByRole('button', { name: /포장/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/stores/map'));
    expect(router.state.location.search).toBe('?for=takeout&redirect_to=%2Fcategories%2F2');
  });

  it('the card of the mealType parameter is pressed; guests get the login card', async () => {
    renderStorefront(await memoryServices(), '/categories/1?mealType=delivery');
    await screen.findByRole('heading', { level: 1, name: '메뉴' }, PAGE_LOAD);
    const sidebar = screen.getByRole('complementary', { name: '주문 도우미' });
    expect(within(sidebar).getByRole('button', { name: /배달/ }).getAttribute('aria-pressed')).toBe('true');
    expect(within(sidebar).getByRole('button', { name: /포장/ }).getAttribute('aria-pressed')).toBe('false');
    expect(within(sidebar).getByRole('link', { name: '아이디/비밀번호 찾기' })).toBeTruthy();
  });

  it('a member gets the sticky quick-order button, but not on the cart, not even for one frame', async () => {
    const get = await memoryServices('member');
    const { router } = renderStorefront(get, '/events');
    await screen.findByRole('heading', { level: 1, name: '이벤트' }, PAGE_LOAD);
    expect(screen.getByRole('link', { name: '퀵오더' }).getAttribute('href')).toBe('/quickorder');
    // Every DOM change is looked at as it lands: the cart page must never be shown with the button.
    let cartWithButton = 0;
    const frames = new MutationObserver(() => {
      const heading = document.querySelector('h1')?.textContent;
      if (heading === '장바구니' && document.querySelector('a[href="/quickorder"]') !== null) cartWithButton += 1;
    });
    frames.observe(document.body, { subtree: true, childList: true, characterData: true });
    await router.navigate('/cart');
    await screen.findByRole('heading', { level: 1, name: '장바구니' }, PAGE_LOAD);
    frames.disconnect();
    expect(screen.queryByRole('link', { name: '퀵오더' })).toBeNull();
    expect(cartWithButton).toBe(0);
  });

  it('names the browser tab after the page', async () => {
    renderStorefront(await memoryServices(), '/faq');
    await screen.findByRole('heading', { level: 1, name: '고객센터' }, PAGE_LOAD);
    await waitFor(() => expect(document.title).toBe('고객센터 | 치킨 주문하기'));
  });
});
