import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../support/dom';
import { browserSessionSignals, SESSION_CHANGED_KEY } from '../../../../src/adapters/ui/session/session-signals';
import { TOKENS } from '../../../../src/composition-root';
import { MEMBER } from '../../application/memory-world';
import { sessionWorld } from './session-world';

describe('the session store: status', () => {
  it('is loading until the first read, then authenticated with a session', async () => {
    const { store, signInElsewhere } = sessionWorld();
    await signInElsewhere();
    expect(store.status).toBe('loading');
    await store.load();
    expect(store.status).toBe('authenticated');
    expect(store.current?.type).toBe('member');
    expect(store.member).toMatchObject({ status: 'loaded', value: { name: '김치킨' } });
    expect(store.defaultAddress.status).toBe('loaded');
  });

  it('is unauthenticated without a session when no guest is made on arrival', async () => {
    const { store } = sessionWorld();
    await store.load();
    expect(store.status).toBe('unauthenticated');
    expect(store.accessToken).toBeNull();
    expect(store.member).toEqual({ status: 'loaded', value: null });
  });

  it('a first visit without a session signs in as an anonymous guest, so the guest can shop', async () => {
    const { store, root } = sessionWorld({ guestOnArrival: true, currentPath: () => '/categories/1' });
    await root.load();
    expect(store.status).toBe('authenticated');
    expect(store.current?.type).toBe('guest');
    expect(store.accessToken).not.toBeNull();
    expect(root.cart.count).toEqual({ status: 'loaded', value: 0 });
  });

  it('the guest made on arrival is a new owner: its address and cart are known empty, not read', async () => {
    const { store, root, calls } = sessionWorld({ guestOnArrival: true, currentPath: () => '/categories/1' });
    await root.load();
    expect(store.isArrivalGuest).toBe(true);
    expect(store.defaultAddress).toEqual({ status: 'loaded', value: null });
    expect(store.member).toEqual({ status: 'loaded', value: null });
    expect(root.cart.count).toEqual({ status: 'loaded', value: 0 });
    expect(calls).toMatchObject({ signIn: 1, details: 0, cartCount: 0 });
    // Adopting a session (a phone-confirmed guest may be the same owner, with what it added since) reads it.
    const current = store.current;
    if (current === null) throw new Error('no session');
    await store.adopt(current);
    expect(store.isArrivalGuest).toBe(false);
    expect(calls.details).toBe(1);
    // A member signing in later is read as usual.
    await store.signIn({ provider: 'member', ...MEMBER });
    expect(calls.details).toBe(2);
    expect(store.member.status === 'loaded' && store.member.value).toBeTruthy();
    // A visit that finds a session (here a member's) reads its details and cart.
    const again = sessionWorld();
    await again.signInElsewhere();
    await again.root.load();
    expect(again.store.isArrivalGuest).toBe(false);
    expect(again.calls).toMatchObject({ details: 1, cartCount: 1 });
  });

  it('no guest is made on the ARS pages (a link becomes the ARS session there) nor when a session exists', async () => {
    for (const path of ['/ars?token=abc', '/sign/out']) {
      const { store, calls } = sessionWorld({ guestOnArrival: true, currentPath: () => path });
      await store.load();
      expect(store.status, path).toBe('unauthenticated');
      expect(calls.signIn, path).toBe(0);
    }
    const member = sessionWorld({ guestOnArrival: true });
    await member.signInElsewhere();
    await member.store.load();
    expect(member.store.current?.type).toBe('member');
    expect(member.calls.signIn).toBe(0);
  });

  it('a member sign-in during the guest sign-in on arrival waits for it, so the member session is the last one set', async () => {
    const { store, calls, get } = sessionWorld({ guestOnArrival: true, currentPath: () => '/member/login' });
    const arriving = store.load();
    const signedIn = await store.signIn({ provider: 'member', ...MEMBER });
    await arriving;
    expect(signedIn.kind).toBe('signed-in');
    expect(calls.signIn).toBe(2);
    expect(store.current?.type).toBe('member');
    expect((await get(TOKENS.SessionGateway).session())?.type).toBe('member');
  });

  it('ready() settles once the session is known, before the member details arrive', async () => {
    const { store, signInElsewhere } = sessionWorld();
    await signInElsewhere();
    const loading = store.load();
    await store.ready();
    expect(store.accessToken).not.toBeNull();
    await loading;
    expect(store.member.status).toBe('loaded');
  });

  it('a helper that cannot be reached shows the signed-out shell rather than loading forever', async () => {
    const { store, get } = sessionWorld();
    vi.spyOn(get(TOKENS.SessionGateway), 'session').mockRejectedValue(new Error('down'));
    await store.load();
    expect(store.status).toBe('unauthenticated');
  });
});

describe('the session store: refetching (spec §4)', () => {
  it('is refetched on window focus: a sign-in made in another tab shows up', async () => {
    const { store, signInElsewhere } = sessionWorld({ signals: browserSessionSignals(window) });
    await store.load();
    const stop = store.listen();
    await signInElsewhere();
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(store.current?.type).toBe('member'));
    await waitFor(() => expect(store.member).toMatchObject({ status: 'loaded', value: { name: '김치킨' } }));
    stop();
  });

  it('is refetched when another tab announces a session change (storage event), not for other keys', async () => {
    const { store, calls, signInElsewhere } = sessionWorld({ signals: browserSessionSignals(window) });
    await store.load();
    const stop = store.listen();
    await signInElsewhere();
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else', newValue: '1' }));
    await Promise.resolve();
    expect(calls.session).toBe(1);
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_CHANGED_KEY, newValue: '2' }));
    await waitFor(() => expect(store.current?.type).toBe('member'));
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_CHANGED_KEY, newValue: '3' }));
    await Promise.resolve();
    expect(calls.session).toBe(2);
  });

  it('is refetched on the optional poll interval', async () => {
    vi.useFakeTimers();
    const { store, calls } = sessionWorld({ signals: browserSessionSignals(window), pollIntervalMs: 60_000 });
    await store.load();
    const stop = store.listen();
    await vi.advanceTimersByTimeAsync(60_000 * 3);
    expect(calls.session).toBe(4);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls.session).toBe(4);
  });

  it('a refetch for the same customer keeps the member details; a different customer reloads them and the cart', async () => {
    const { store, root, calls, signInElsewhere, get } = sessionWorld();
    await get(TOKENS.SessionGateway).signIn({ provider: 'guest' });
    await root.load();
    expect(calls.details).toBe(1);
    const before = store.session;
    await store.refetch();
    expect(calls.details).toBe(1);
    expect(store.session).toBe(before);
    await signInElsewhere();
    await store.refetch();
    expect(calls.details).toBe(2);
    expect(store.member).toMatchObject({ value: { name: '김치킨' } });
  });

  it('a sign-out in another tab turns this one unauthenticated on its next refetch', async () => {
    const { store, sessions, signInElsewhere } = sessionWorld();
    await signInElsewhere();
    await store.load();
    await sessions.signOut('/reset');
    await store.refetch();
    expect(store.status).toBe('unauthenticated');
    expect(store.member).toEqual({ status: 'loaded', value: null });
  });
});

describe('the session store: sign-in and sign-out', () => {
  it('a sign-in shows the session and member at once and tells the other tabs', async () => {
    const { store, root } = sessionWorld({ signals: browserSessionSignals(window) });
    await store.load();
    const announced = window.localStorage.getItem(SESSION_CHANGED_KEY);
    const result = await root.signIn({ provider: 'member', ...MEMBER });
    expect(result.kind).toBe('signed-in');
    expect(store.status).toBe('authenticated');
    expect(store.member).toMatchObject({ value: { name: '김치킨', grade: { name: '골드' } } });
    expect(window.localStorage.getItem(SESSION_CHANGED_KEY)).not.toBe(announced);
    await waitFor(() => expect(root.cart.count.status).toBe('loaded'));
  });

  it('a refused sign-in changes nothing', async () => {
    const { store, root } = sessionWorld();
    await store.load();
    const result = await root.signIn({ provider: 'member', username: MEMBER.username, password: 'wrong!pass1' });
    expect(result).toMatchObject({ kind: 'rejected', error: 'CredentialsSignin' });
    expect(store.status).toBe('unauthenticated');
  });

  it('clearing (logout) empties the member state and tells the other tabs', async () => {
    const { store, signInElsewhere } = sessionWorld({ signals: browserSessionSignals(window) });
    await signInElsewhere();
    await store.load();
    const announced = window.localStorage.getItem(SESSION_CHANGED_KEY);
    store.clear();
    expect(store.status).toBe('unauthenticated');
    expect(store.member).toEqual({ status: 'loaded', value: null });
    expect(window.localStorage.getItem(SESSION_CHANGED_KEY)).not.toBe(announced);
  });

  it('a refreshed access token is used at once', async () => {
    const { store, signInElsewhere } = sessionWorld();
    await signInElsewhere();
    await store.load();
    store.adoptAccessToken('access-refreshed');
    expect(store.accessToken).toBe('access-refreshed');
  });
});
