import { describe, expect, it } from 'vitest';
import { EndArsCall } from '../../../src/application/use-cases/end-ars-call';
import { OpenArsLink } from '../../../src/application/use-cases/open-ars-link';
import { ReadArsBranch } from '../../../src/application/use-cases/read-ars-branch';
import type { Session } from '../../../src/domain/session/types';
import { memoryWorld } from './memory-world';

describe('the visible-ARS call', () => {
  it('a valid link signs in an ARS session and turns the tab’s ARS flag on', async () => {
    const world = memoryWorld();
    const result = await new OpenArsLink(world.sessions, world.arsFlag).execute({ token: 'ars-call-1' });
    expect(result).toMatchObject({ kind: 'opened', session: { type: 'ars' } });
    expect(world.arsFlag.isOn()).toBe(true);
    expect((await world.sessions.session())?.type).toBe('ars');
  });

  it('a used or unknown link is invalid and leaves the flag off', async () => {
    const world = memoryWorld();
    expect(await new OpenArsLink(world.sessions, world.arsFlag).execute({ token: 'nope' })).toEqual({
      kind: 'invalid',
    });
    expect(world.arsFlag.isOn()).toBe(false);
  });

  it('the branch is the session’s, else the one the flag stored; its details are read', async () => {
    const world = memoryWorld();
    world.arsFlag.turnOn('2');
    const read = new ReadArsBranch(world.arsFlag, world.stores);
    const ars = { type: 'ars', accessToken: 'a' } as Session;
    expect(await read.execute({ session: ars })).toMatchObject({
      kind: 'branch',
      branchId: 2,
      store: { familyName: '가락시장점' },
    });
    const claimed = { ...ars, ars: { branchId: 1 } } as Session;
    expect(await read.execute({ session: claimed })).toMatchObject({ kind: 'branch', branchId: 1 });
  });

  it('no ARS session is not-ars; no branch anywhere is no-branch; a failing read keeps the branch id', async () => {
    const world = memoryWorld();
    const ars = { type: 'ars', accessToken: 'a' } as Session;
    const read = new ReadArsBranch(world.arsFlag, world.stores);
    expect(await read.execute({ session: null })).toEqual({ kind: 'not-ars' });
    expect(await read.execute({ session: { ...ars, type: 'guest' } })).toEqual({ kind: 'not-ars' });
    expect(await read.execute({ session: ars })).toEqual({ kind: 'no-branch' });
    world.arsFlag.turnOn('4');
    const failing = new ReadArsBranch(world.arsFlag, { family: () => Promise.reject(new Error('down')) });
    expect(await failing.execute({ session: ars })).toMatchObject({ kind: 'branch-unreadable', branchId: 4 });
  });

  it('ending the call signs an ARS session out and turns the flag off', async () => {
    const world = memoryWorld();
    await new OpenArsLink(world.sessions, world.arsFlag).execute({ token: 'ars-call-1' });
    const result = await new EndArsCall(world.sessions, world.arsFlag).execute({ sessionType: 'ars' });
    expect(result).toEqual({ kind: 'ended', signedOut: true });
    expect(world.arsFlag.isOn()).toBe(false);
    expect(await world.sessions.session()).toBeNull();
  });

  it('a member session is left alone; a failed sign-out still turns the flag off', async () => {
    const world = memoryWorld();
    await world.signInMember();
    world.arsFlag.turnOn(null);
    expect(await new EndArsCall(world.sessions, world.arsFlag).execute({ sessionType: 'member' })).toEqual({
      kind: 'ended',
      signedOut: false,
    });
    expect((await world.sessions.session())?.type).toBe('member');
    world.arsFlag.turnOn(null);
    const down = { signOut: () => Promise.reject(new Error('down')) };
    expect(await new EndArsCall(down, world.arsFlag).execute({ sessionType: 'ars' })).toMatchObject({
      kind: 'sign-out-failed',
    });
    expect(world.arsFlag.isOn()).toBe(false);
  });
});
