import { observable, reaction, runInAction } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import '../support/dom';
import { franchiseFixtures } from '../../../../src/adapters/memory/fixtures';
import type { ManualClock } from '../../../../src/adapters/memory/local/manual-clock';
import { uiModule } from '../../../../src/adapters/ui/di/ui-module';
import { UI_TOKENS } from '../../../../src/adapters/ui/di/ui-tokens';
import { guardedSessionKey, RouteGuard } from '../../../../src/adapters/ui/session/route-guard';
import { AlertStore } from '../../../../src/adapters/ui/stores/alert-store';
import {
  createContainer,
  createMemoryBackendModule,
  memoryLocalModule,
  type Resolve,
  resolverOf,
  TOKENS,
} from '../../../../src/composition-root';
import { MEMBER } from '../../application/memory-world';

/** The fixtures with the member's address book empty. */
const memberWithoutAddress = {
  ...franchiseFixtures,
  accounts: franchiseFixtures.accounts.map((a) => (a.type === 'member' ? { ...a, addresses: [] } : a)),
};

async function guardFor(
  visitor: 'signed-out' | 'member' | 'ars' | 'guest',
  options: { fixtures?: typeof franchiseFixtures; arsFlag?: boolean; load?: boolean } = {},
) {
  const get: Resolve = resolverOf(
    createContainer([createMemoryBackendModule(options.fixtures), memoryLocalModule, uiModule]),
  );
  const sessions = get(TOKENS.SessionGateway);
  if (visitor === 'member') await sessions.signIn({ provider: 'member', ...MEMBER });
  if (visitor === 'ars') await sessions.signIn({ provider: 'ars', token: 'ars-call-1' });
  if (visitor === 'guest') await sessions.signIn({ provider: 'guest' });
  if (options.arsFlag === true) get(TOKENS.ArsFlag).turnOn('7');
  const root = get(UI_TOKENS.RootStore);
  if (options.load !== false) await root.load();
  const alerts = new AlertStore();
  const logged: unknown[] = [];
  const guard = new RouteGuard(get(TOKENS.GuardRoute), root.session, alerts, (message, error) =>
    logged.push([message, error]),
  );
  return { get, root, guard, alerts, logged };
}

/** Settles once `alerts` shows a message. */
async function alerted(alerts: AlertStore): Promise<string> {
  await vi.waitFor(() => expect(alerts.message).not.toBeNull());
  return alerts.message ?? '';
}

describe('the route guard the shell asks before each page (spec §4)', () => {
  it('a member without a default address is sent to address permission with the current path', async () => {
    const { guard } = await guardFor('member', { fixtures: memberWithoutAddress });
    expect(await guard.decide('/cart?mealType=delivery')).toEqual({
      kind: 'redirect',
      to: '/address/permission?redirect_to=%2Fcart%3FmealType%3Ddelivery',
    });
  });

  it('never on /address pages, and never for a guest without an address', async () => {
    const member = await guardFor('member', { fixtures: memberWithoutAddress });
    expect(await member.guard.decide('/address/search?redirect_to=%2F')).toEqual({ kind: 'stay' });
    const guest = await guardFor('guest');
    expect(await guest.guard.decide('/categories/1')).toEqual({ kind: 'stay' });
  });

  it('guards the auth context the session store holds: no call to the backend per page', async () => {
    const { get, guard } = await guardFor('member', { fixtures: memberWithoutAddress });
    const session = vi.spyOn(get(TOKENS.SessionGateway), 'session');
    const info = vi.spyOn(get(TOKENS.MemberAccount), 'info');
    const address = vi.spyOn(get(TOKENS.AddressBook), 'defaultAddress');
    for (const path of ['/', '/events', '/cart']) expect((await guard.decide(path)).kind).toBe('redirect');
    expect([session.mock.calls, info.mock.calls, address.mock.calls]).toEqual([[], [], []]);
  });

  it('an expired refresh token signs out, clears the member state and loads /reset', async () => {
    const { get, root, guard } = await guardFor('member');
    (get(TOKENS.Clock) as ManualClock).advance(franchiseFixtures.refreshTokenLifetimeMs + 1);
    await root.session.refetch();
    expect(await guard.decide('/mypage')).toEqual({ kind: 'reload', to: '/reset' });
    expect(root.session.status).toBe('unauthenticated');
    expect(await get(TOKENS.SessionGateway).session()).toBeNull();
  });

  it('a failed sign-out is logged and its message alerted; /reset loads once it is confirmed', async () => {
    const { get, root, guard, alerts, logged } = await guardFor('member');
    (get(TOKENS.Clock) as ManualClock).advance(franchiseFixtures.refreshTokenLifetimeMs + 1);
    await root.session.refetch();
    vi.spyOn(get(TOKENS.SessionGateway), 'signOut').mockRejectedValue(new Error('로그아웃 서버 오류'));
    let outcome: unknown = null;
    const deciding = guard.decide('/mypage').then((result) => {
      outcome = result;
    });
    expect(await alerted(alerts)).toBe('로그아웃 서버 오류');
    expect(logged).toHaveLength(1);
    expect(outcome).toBeNull();
    alerts.confirm();
    await deciding;
    expect(outcome).toEqual({ kind: 'reload', to: '/reset' });
  });

  it('a non-ARS tab still flagged for ARS: the flag turns off, the expiry is alerted, then /sign/out', async () => {
    const { get, root, guard, alerts } = await guardFor('member', { arsFlag: true });
    expect(root.session.arsFlag).toBe(true);
    const deciding = guard.decide('/categories/1');
    expect(await alerted(alerts)).toBe('보이는 ARS 세션이 만료되었습니다. 다른 탭을 닫고 다시 시도해주세요.');
    expect(get(TOKENS.ArsFlag).isOn()).toBe(false);
    expect(root.session.arsFlag).toBe(false);
    alerts.confirm();
    expect(await deciding).toEqual({ kind: 'redirect', to: '/sign/out' });
  });

  it('an ARS session is forced out of pages outside the ARS flow, and stays inside it', async () => {
    const { guard } = await guardFor('ars', { arsFlag: true });
    expect(await guard.decide('/categories/1?mealType=takeout&branchId=7')).toEqual({ kind: 'stay' });
    expect(await guard.decide('/ars')).toEqual({ kind: 'stay' });
    expect(await guard.decide('/mypage')).toEqual({ kind: 'redirect', to: '/sign/out' });
  });

  it("waits for the session store's first read (and the member details), and leaves an ARS link being redeemed alone", async () => {
    const { root, guard } = await guardFor('member', { fixtures: memberWithoutAddress, load: false });
    const loading = root.load();
    const decided = guard.decide('/cart');
    await loading;
    expect(await decided).toEqual({ kind: 'redirect', to: '/address/permission?redirect_to=%2Fcart' });
    const link = await guardFor('signed-out');
    expect(await link.guard.decide('/ars?token=ars-call-1')).toEqual({ kind: 'stay' });
  });

  it('the page is checked again when the session changes, not when only the member details are read again', () => {
    const session = observable({ status: 'authenticated', current: { type: 'member', accessToken: 'a' } });
    const keys: string[] = [];
    const stop = reaction(
      () => guardedSessionKey(session as never),
      (key) => keys.push(key),
    );
    runInAction(() => {
      session.current = { type: 'member', accessToken: 'a' };
    });
    runInAction(() => {
      session.current = { type: 'guest', accessToken: 'b' };
    });
    runInAction(() => {
      session.status = 'unauthenticated';
    });
    stop();
    expect(keys).toEqual(['authenticated|guest:b|false', 'unauthenticated|guest:b|false']);
  });
});
