import { describe, expect, it } from 'vitest';
import '../support/dom';
import { franchiseFixtures } from '../../../../src/adapters/memory/fixtures';
import { memoryGuestToken } from '../../../../src/adapters/memory/in-memory-session-gateway';
import { uiModule } from '../../../../src/adapters/ui/di/ui-module';
import { UI_TOKENS } from '../../../../src/adapters/ui/di/ui-tokens';
import { LoginViewModel } from '../../../../src/adapters/ui/pages/member/login/login.view-model';
import { SignInMember } from '../../../../src/application/use-cases/sign-in-member';
import {
  createContainer,
  createMemoryBackendModule,
  memoryLocalModule,
  type Resolve,
  resolverOf,
  TOKENS,
} from '../../../../src/composition-root';
import type { MembershipCoupon } from '../../../../src/domain/coupon/types';
import { GUEST_PHONE, MEMBER } from '../../application/memory-world';

const COUPON: MembershipCoupon = {
  couponNo: 'G-1',
  couponName: '비회원 웰컴 쿠폰',
  benefitType: 'FLAT_DISCOUNT',
  discountAmount: 1000,
  discountRate: 0,
  maxDiscountAmount: 1000,
  useEndsAt: '2026-12-31T23:59:59+09:00',
  isUsable: true,
  unUsableReason: null,
};

/** The fixtures with the guest of GUEST_PHONE holding one registered coupon. */
const guestWithCoupon = {
  ...franchiseFixtures,
  accounts: franchiseFixtures.accounts.map((a) => (a.type === 'guest' ? { ...a, membershipCoupons: [COUPON] } : a)),
};

type Visitor = 'signed-out' | 'guest' | 'member';

async function loginFor(visitor: Visitor, options: { fixtures?: typeof franchiseFixtures; search?: string } = {}) {
  const get: Resolve = resolverOf(
    createContainer([createMemoryBackendModule(options.fixtures), memoryLocalModule, uiModule]),
  );
  const sessions = get(TOKENS.SessionGateway);
  if (visitor === 'member') await sessions.signIn({ provider: 'member', ...MEMBER });
  if (visitor === 'guest') {
    const phone = get(TOKENS.PhoneVerification);
    await phone.create({ name: '비회원', phoneNumber: GUEST_PHONE });
    await phone.confirm({ name: '비회원', phoneNumber: GUEST_PHONE, authCode: franchiseFixtures.verificationCode });
    await sessions.signIn({ provider: 'guest', guestToken: memoryGuestToken(GUEST_PHONE) });
  }
  const root = get(UI_TOKENS.RootStore);
  await root.load();
  const replaced: string[] = [];
  const login = new LoginViewModel({
    session: root.session,
    signIn: get(TOKENS.SignInMember),
    couponWarning: get(TOKENS.CheckGuestLoginCouponWarning),
    effects: { replace: (to) => replaced.push(to) },
    log: () => undefined,
  });
  login.setQuery(options.search ?? '');
  return { login, root, replaced };
}

describe('the login screen', () => {
  it('로그인 is disabled while the username or the password is empty (blank usernames count as empty)', async () => {
    const { login } = await loginFor('signed-out');
    expect(login.canSubmit).toBe(false);
    login.setUsername('   ');
    login.setPassword('golden!olive1');
    expect(login.canSubmit).toBe(false);
    login.setUsername('chicken');
    expect(login.canSubmit).toBe(true);
    login.setPassword('');
    expect(login.canSubmit).toBe(false);
  });

  it('로그인 is disabled while the sign-in runs', async () => {
    const { login } = await loginFor('signed-out');
    login.setUsername(MEMBER.username);
    login.setPassword(MEMBER.password);
    const submitting = login.submit();
    expect(login.submitting).toBe(true);
    expect(login.canSubmit).toBe(false);
    await submitting;
    expect(login.submitting).toBe(false);
  });

  it('wrong credentials show the Korean message, clear the password and stay on the page', async () => {
    const { login, replaced, root } = await loginFor('signed-out');
    login.setUsername(MEMBER.username);
    login.setPassword('wrong!pass1');
    await login.submit();
    expect(login.error).toBe('아이디 또는 비밀번호가 일치하지 않습니다. 다시 확인해주세요.');
    expect(login.password).toBe('');
    expect(replaced).toEqual([]);
    expect(root.session.status).toBe('unauthenticated');
    login.setPassword('x');
    expect(login.error).toBeNull();
  });

  it('the login rate limit shows the server message (429)', async () => {
    const replaced: string[] = [];
    const login = new LoginViewModel({
      session: {
        current: null,
        ready: async () => undefined,
        settle: async () => undefined,
        adopt: async () => undefined,
      },
      signIn: new SignInMember({
        signIn: async () => ({
          kind: 'rejected',
          error: 'RATE_LIMITED',
          message: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.',
        }),
      }),
      couponWarning: { execute: async () => ({ kind: 'proceed', to: '/member/login' }) },
      effects: { replace: (to) => replaced.push(to) },
    });
    login.setUsername('demo');
    login.setPassword('x');
    await login.submit();
    expect(login.error).toBe('로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.');
  });

  it('a successful login goes to callbackUrl, and the header knows the member at once', async () => {
    const { login, replaced, root } = await loginFor('signed-out', {
      search: '?callbackUrl=%2Fcart%3FmealType%3Ddelivery',
    });
    login.setUsername(MEMBER.username);
    login.setPassword(MEMBER.password);
    await login.submit();
    expect(replaced).toEqual(['/cart?mealType=delivery']);
    expect(root.session.member).toMatchObject({ value: { name: '김치킨' } });
  });

  it('without a safe callbackUrl a login goes home', async () => {
    const { login, replaced } = await loginFor('signed-out', { search: '?callbackUrl=https%3A%2F%2Fevil.example' });
    login.setUsername(MEMBER.username);
    login.setPassword(MEMBER.password);
    await login.submit();
    expect(replaced).toEqual(['/']);
  });

  it('a member opening the login page is sent on (already logged in)', async () => {
    const { login, replaced } = await loginFor('member', { search: '?callbackUrl=%2Fmypage' });
    await login.start();
    expect(replaced).toEqual(['/mypage']);
  });

  it('a page that needs a session says so (error=SessionRequired)', async () => {
    const { login } = await loginFor('signed-out', { search: '?error=SessionRequired' });
    expect(login.notice).toBe('로그인이 필요한 서비스입니다. 로그인해주세요.');
  });
});

describe('the guest-login coupon warning (spec §5/§6)', () => {
  it('a guest holding registered coupons sees 쿠폰 알림 first', async () => {
    const { login } = await loginFor('guest', { fixtures: guestWithCoupon });
    await login.start();
    expect(login.warningOpen).toBe(true);
    expect(login.warning).toMatchObject({
      title: '쿠폰 알림',
      useCouponsLabel: '쿠폰 사용하고 로그인할게요',
      loginAnywayLabel: '그냥 로그인할게요',
    });
  });

  it('쿠폰 사용하고 로그인할게요 only closes the warning: the guest stays on the login page (spec §6)', async () => {
    const { login, replaced } = await loginFor('guest', { fixtures: guestWithCoupon });
    await login.start();
    login.useCoupons();
    expect(login.warningOpen).toBe(false);
    expect(replaced).toEqual([]);
  });

  it('그냥 로그인할게요 closes the warning and leaves the form to log in with', async () => {
    const { login, replaced } = await loginFor('guest', { fixtures: guestWithCoupon });
    await login.start();
    login.loginAnyway();
    expect(login.warningOpen).toBe(false);
    expect(replaced).toEqual([]);
    login.setUsername(MEMBER.username);
    login.setPassword(MEMBER.password);
    expect(login.canSubmit).toBe(true);
  });

  it('a guest without coupons and a signed-out visitor see no warning', async () => {
    const guest = await loginFor('guest');
    await guest.login.start();
    expect(guest.login.warningOpen).toBe(false);
    const visitor = await loginFor('signed-out', { fixtures: guestWithCoupon });
    await visitor.login.start();
    expect(visitor.login.warningOpen).toBe(false);
  });
});
