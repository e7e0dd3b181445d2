import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../support/dom';
import { franchiseFixtures } from '../../../../src/adapters/memory/fixtures';
import type { ManualClock } from '../../../../src/adapters/memory/local/manual-clock';
import { uiModule } from '../../../../src/adapters/ui/di/ui-module';
import { UI_TOKENS } from '../../../../src/adapters/ui/di/ui-tokens';
import {
  createContainer,
  createMemoryBackendModule,
  memoryLocalModule,
  resolverOf,
  TOKENS,
} from '../../../../src/composition-root';
import { MEMBER } from '../../application/memory-world';
import { memoryServices, PAGE_LOAD, renderStorefront } from '../support/app-harness';

// Issue 13: the spec §4 guards run in the shell's route loader, before the page renders.

describe('the guards as the shell route loader', { timeout: 20_000 }, () => {
  it('a visitor following a link to a members-only page goes straight to login: the page never shows, back returns', async () => {
    const get = await memoryServices();
    const { router } = renderStorefront(get, '/events');
    await screen.findByRole('heading', { level: 1, name: '이벤트' }, PAGE_LOAD);
    await router.navigate('/mypage/points');
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/login'));
    expect(router.state.location.search).toContain('mypage%2Fpoints');
    expect(screen.queryByRole('heading', { level: 1, name: '나의 포인트' })).toBeNull();
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/events'));
  });

  it('the page on screen is checked again when the session changes: a member without an address is sent on', async () => {
    const fixtures = {
      ...franchiseFixtures,
      accounts: franchiseFixtures.accounts.map((a) => (a.type === 'member' ? { ...a, addresses: [] } : a)),
    };
    const get = resolverOf(createContainer([createMemoryBackendModule(fixtures), memoryLocalModule, uiModule]));
    const root = get(UI_TOKENS.RootStore);
    await root.load();
    const { router } = renderStorefront(get, '/events');
    await screen.findByRole('heading', { level: 1, name: '이벤트' }, PAGE_LOAD);
    expect(router.state.location.pathname).toBe('/events');

    // Signed in in another tab: this tab reads the session again (focus, storage event).
    await get(TOKENS.SessionGateway).signIn({ provider: 'member', ...MEMBER });
    await root.session.refetch();
    await waitFor(() => expect(router.state.location.pathname).toBe('/address/permission'));
    expect(router.state.location.search).toBe('?redirect_to=%2Fevents');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('a refresh token that expires while a page is on screen signs out to /reset (the sign-out does not cancel it)', async () => {
    const get = await memoryServices('member');
    const root = get(UI_TOKENS.RootStore);
    renderStorefront(get, '/events');
    await screen.findByRole('heading', { level: 1, name: '이벤트' }, PAGE_LOAD);
    const loads = vi.spyOn(get(UI_TOKENS.PageLoads), 'load').mockImplementation(() => undefined);
    (get(TOKENS.Clock) as ManualClock).advance(franchiseFixtures.refreshTokenLifetimeMs + 1);
    await root.session.refetch();
    await waitFor(() => expect(loads).toHaveBeenCalledWith('/reset'));
    expect(root.session.status).toBe('unauthenticated');
    expect(await get(TOKENS.SessionGateway).session()).toBeNull();
    expect(loads).toHaveBeenCalledTimes(1);
    loads.mockRestore();
  });
});
