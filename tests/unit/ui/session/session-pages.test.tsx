import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../support/dom';
import { franchiseFixtures } from '../../../../src/adapters/memory/fixtures';
import { memoryGuestToken } from '../../../../src/adapters/memory/in-memory-session-gateway';
import { uiModule } from '../../../../src/adapters/ui/di/ui-module';
import { UI_TOKENS } from '../../../../src/adapters/ui/di/ui-tokens';
import {
  createContainer,
  createMemoryBackendModule,
  memoryLocalModule,
  type Resolve,
  resolverOf,
  TOKENS,
} from '../../../../src/composition-root';
import { GUEST_PHONE, MEMBER } from '../../application/memory-world';
import { memoryServices, PAGE_LOAD, renderStorefront } from '../support/app-harness';

async function fillLogin(username: string, password: string) {
  const field = await screen.findByLabelText('아이디', {}, PAGE_LOAD);
  fireEvent.change(field, { target: { value: username } });
  fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: password } });
}

describe('/member/login', () => {
  it('로그인 is disabled until both fields are filled; a wrong password is told in Korean', async () => {
    renderStorefront(await memoryServices(), '/member/login');
    const button = await screen.findByRole('button', { name: '로그인' }, PAGE_LOAD);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await fillLogin(MEMBER.username, 'wrong!pass1');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(button);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        '아이디 또는 비밀번호가 일치하지 않습니다. 다시 확인해주세요.',
      ),
    );
    const help = screen.getByRole('navigation', { name: '계정 도움' });
    expect(within(help).getByRole('link', { name: '아이디/비밀번호 찾기' }).getAttribute('href')).toBe('/member/find');
    expect(within(help).getByRole('link', { name: '회원가입' }).getAttribute('href')).toBe('/member/join');
  });

  it('a login goes to callbackUrl and the header greets the member by name with 님', async () => {
    const get = await memoryServices();
    const { router } = renderStorefront(get, '/member/login?callbackUrl=%2Fevents');
    await fillLogin(MEMBER.username, MEMBER.password);
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/events'));
    const header = screen.getByTestId('desktop-header');
    expect(await within(header).findByText('김치킨님')).toBeTruthy();
    expect(within(header).getByText('골드')).toBeTruthy();
  });

  it('a guest holding coupons is warned first (쿠폰 알림); 그냥 로그인할게요 shows the form', async () => {
    const fixtures = {
      ...franchiseFixtures,
      accounts: franchiseFixtures.accounts.map((a) =>
        a.type === 'guest' ? { ...a, membershipCoupons: franchiseFixtures.accounts[0]?.membershipCoupons ?? [] } : a,
      ),
    };
    const get: Resolve = resolverOf(
      createContainer([createMemoryBackendModule(fixtures), memoryLocalModule, uiModule]),
    );
    const phone = get(TOKENS.PhoneVerification);
    await phone.create({ name: '비회원', phoneNumber: GUEST_PHONE });
    await phone.confirm({ name: '비회원', phoneNumber: GUEST_PHONE, authCode: fixtures.verificationCode });
    await get(TOKENS.SessionGateway).signIn({ provider: 'guest', guestToken: memoryGuestToken(GUEST_PHONE) });
    await get(UI_TOKENS.RootStore).load();
    renderStorefront(get, '/member/login');
    const dialog = await screen.findByRole('alertdialog', { name: '쿠폰 알림' }, PAGE_LOAD);
    expect(dialog.textContent).toContain('로그인하시면 기존에 등록된 E-쿠폰 및 상품권 정보가 초기화되어');
    expect(within(dialog).getByRole('button', { name: '쿠폰 사용하고 로그인할게요' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '그냥 로그인할게요' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByLabelText('아이디')).toBeTruthy();
  });
});

describe('the sign-out landings', () => {
  it('/reset says the customer is logged out and offers 홈으로 and 로그인, inside the shell', async () => {
    renderStorefront(await memoryServices(), '/reset');
    expect(await screen.findByRole('heading', { level: 1, name: '로그아웃되었습니다' }, PAGE_LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: '홈으로' }).getAttribute('href')).toBe('/');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: '로그인' }).getAttribute('href')).toBe('/member/login');
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('/sign/out ends the ARS session and the flag, without header or footer, and offers the phone line', async () => {
    const get = await memoryServices('ars', true);
    renderStorefront(get, '/sign/out');
    expect(
      await screen.findByRole('heading', { level: 1, name: '보이는 ARS가 종료되었습니다' }, PAGE_LOAD),
    ).toBeTruthy();
    expect(screen.queryByTestId('desktop-header')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('link', { name: '전화주문 1588-9282' }).getAttribute('href')).toBe('tel:1588-9282');
    await waitFor(() => expect(get(TOKENS.ArsFlag).isOn()).toBe(false));
    expect(await get(TOKENS.SessionGateway).session()).toBeNull();
  });
});

describe('/ars', () => {
  it('an SMS link is redeemed: ARS session, flag on, the token leaves the URL', async () => {
    const get = await memoryServices();
    const { router } = renderStorefront(get, '/ars?token=ars-call-1');
    expect(await screen.findByRole('heading', { level: 1, name: '보이는 ARS' }, PAGE_LOAD)).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/ars');
    expect((await get(TOKENS.SessionGateway).session())?.type).toBe('ars');
    expect(get(TOKENS.ArsFlag).isOn()).toBe(true);
    expect(screen.queryByRole('button', { name: '전체 메뉴 열기' })).toBeNull();
  });

  it("the caller's branch is shown with takeout at that branch", async () => {
    const get: Resolve = resolverOf(createContainer([createMemoryBackendModule(), memoryLocalModule, uiModule]));
    await get(TOKENS.SessionGateway).signIn({ provider: 'ars', token: 'ars-call-1' });
    get(TOKENS.ArsFlag).turnOn('2');
    await get(UI_TOKENS.RootStore).load();
    renderStorefront(get, '/ars');
    expect(await screen.findByText('가락시장점', {}, PAGE_LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: '이 매장에서 포장 주문하기' }).getAttribute('href')).toBe(
      '/categories/1?mealType=takeout&branchId=2',
    );
  });

  it('a used or unknown link says so with the ARS expiry alert, and the phone-order line', async () => {
    renderStorefront(await memoryServices(), '/ars?token=used-link');
    expect(await screen.findByRole('heading', { name: '보이는 ARS 링크를 사용할 수 없어요' }, PAGE_LOAD)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      '보이는 ARS 세션이 만료되었습니다. 다른 탭을 닫고 다시 시도해주세요.',
    );
    expect(screen.getByRole('link', { name: '전화주문 1588-9282' })).toBeTruthy();
  });

  it('without an ARS session /ars is left for /sign/out (ARS guard)', async () => {
    const { router } = renderStorefront(await memoryServices('member'), '/ars');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign/out'), PAGE_LOAD);
  });
});
