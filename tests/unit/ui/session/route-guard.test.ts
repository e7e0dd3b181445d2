import { observable, runInAction } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import '../support/dom';
import { franchiseFixtures } from '../../../../src/adapters/memory/fixtures';
import type { ManualClock } from '../../../../src/adapters/memory/local/manual-clock';
import { uiModule } from '../../../../src/adapters/ui/di/ui-module';
import { UI_TOKENS } from '../../../../src/adapters/ui/di/ui-tokens';
import { RouteGuard } from '../../../../src/adapters/ui/session/route-guard';
import { GuardRoute } from '../../../../src/application/use-cases/guard-route';
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
  const effects = { redirects: [] as string[], reloads: [] as string[], alerts: [] as string[] };
  let confirm: () => void = () => undefined;
  const logged: unknown[] = [];
  const guard = new RouteGuard(
    get(TOKENS.GuardRoute),
    root.session,
    {
      redirect: (to) => effects.redirects.push(to),
      reload: (to) => effects.reloads.push(to),
      alert: (message, then) => {
        effects.alerts.push(message);
        confirm = then;
      },
    },
    (message, error) => logged.push([message, error]),
  );
  return { get, root, guard, effects, confirm: () => confirm(), logged };
}

describe('the route guard in the shell (spec §4)', () => {
  it('a member without a default address is sent to address permission with the current path', async () => {
    const { guard, effects } = await guardFor('member', { fixtures: memberWithoutAddress });
    await guard.check('/cart?mealType=delivery');
    expect(effects.redirects).toEqual(['/address/permission?redirect_to=%2Fcart%3FmealType%3Ddelivery']);
  });

  it('never on /address pages, and never for a guest without an address', async () => {
    const member = await guardFor('member', { fixtures: memberWithoutAddress });
    await member.guard.check('/address/search?redirect_to=%2F');
    expect(member.effects.redirects).toEqual([]);
    const guest = await guardFor('guest');
    await guest.guard.check('/categories/1');
    expect(guest.effects.redirects).toEqual([]);
  });

  it('an expired refresh token signs out, clears the member state and reloads at /reset', async () => {
    const { get, root, guard, effects } = await guardFor('member');
    (get(TOKENS.Clock) as ManualClock).advance(franchiseFixtures.refreshTokenLifetimeMs + 1);
    await root.session.refetch();
    await guard.check('/mypage');
    expect(effects.reloads).toEqual(['/reset']);
    expect(root.session.status).toBe('unauthenticated');
    expect(await get(TOKENS.SessionGateway).session()).toBeNull();
  });

  it('a failed sign-out is logged, its message alerted, then /reset', async () => {
    const { get, root, guard, effects, confirm, logged } = await guardFor('member');
    (get(TOKENS.Clock) as ManualClock).advance(franchiseFixtures.refreshTokenLifetimeMs + 1);
    await root.session.refetch();
    vi.spyOn(get(TOKENS.SessionGateway), 'signOut').mockRejectedValue(new Error('로그아웃 서버 오류'));
    await guard.check('/mypage');
    expect(effects.alerts).toEqual(['로그아웃 서버 오류']);
    expect(logged).toHaveLength(1);
    expect(effects.reloads).toEqual([]);
    confirm();
    expect(effects.reloads).toEqual(['/reset']);
  });

  it('a non-ARS tab still flagged for ARS: the flag turns off, the expiry is alerted, then /sign/out', async () => {
    const { get, root, guard, effects, confirm } = await guardFor('member', { arsFlag: true });
    expect(root.session.arsFlag).toBe(true);
    await guard.check('/categories/1');
    expect(effects.alerts).toEqual(['보이는 ARS 세션이 만료되었습니다. 다른 탭을 닫고 다시 시도해주세요.']);
    expect(get(TOKENS.ArsFlag).isOn()).toBe(false);
    expect(root.session.arsFlag).toBe(false);
    confirm();
    expect(effects.redirects).toEqual(['/sign/out']);
  });

  it('an ARS session is forced out of pages outside the ARS flow, and stays inside it', async () => {
    const { guard, effects } = await guardFor('ars', { arsFlag: true });
    await guard.check('/categories/1?mealType=takeout&branchId=7');
    await guard.check('/ars');
    expect(effects.redirects).toEqual([]);
    await guard.check('/mypage');
    expect(effects.redirects).toEqual(['/sign/out']);
  });

  it('waits while the session loads and while an ARS link is being redeemed', async () => {
    const loading = await guardFor('member', { fixtures: memberWithoutAddress, load: false });
    await loading.guard.check('/cart');
    expect(loading.effects.redirects).toEqual([]);
    const link = await guardFor('signed-out');
    await link.guard.check('/ars?token=ars-call-1');
    expect(link.effects.redirects).toEqual([]);
  });

  it('guards again on every location and when the session changes; only the newest run acts', async () => {
    const { get, root, guard, effects } = await guardFor('member', { fixtures: memberWithoutAddress });
    const runs = vi.spyOn(GuardRoute.prototype, 'execute');
    const url = observable.box('/address/permission?redirect_to=%2F');
    const stop = guard.start(() => url.get());
    await vi.waitFor(() => expect(runs).toHaveBeenCalledTimes(1));
    expect(effects.redirects).toEqual([]);
    runInAction(() => url.set('/events'));
    runInAction(() => url.set('/faq'));
    await vi.waitFor(() => expect(effects.redirects).toEqual(['/address/permission?redirect_to=%2Ffaq']));
    expect(runs).toHaveBeenCalledTimes(3);
    await get(TOKENS.SessionGateway).signOut('/reset');
    root.session.clear();
    await vi.waitFor(() => expect(runs).toHaveBeenCalledTimes(4));
    // The guard acts on a run's answer in the same turn it arrives: once that answer is in, nothing more is coming.
    await runs.mock.results[3]?.value;
    expect(effects.redirects).toHaveLength(1);
    stop();
    runInAction(() => url.set('/cart'));
    expect(runs).toHaveBeenCalledTimes(4);
  });
});
