import { describe, expect, it } from 'vitest';
import { SessionRequiredError } from '../../../src/application/ports/session-required-error';
import { ReadPointBalance } from '../../../src/application/use-cases/read-point-balance';
import { memoryWorld } from './memory-world';

describe('ReadPointBalance', () => {
  it("reads the member's points (the fixture member holds 12,300P)", async () => {
    const world = memoryWorld();
    await world.signInMember();
    expect(await new ReadPointBalance(world.points).execute()).toEqual({ kind: 'read', balance: 12_300 });
  });

  it('a guest holds no points', async () => {
    const world = memoryWorld();
    await world.signInGuest();
    expect(await new ReadPointBalance(world.points).execute()).toEqual({ kind: 'read', balance: 0 });
  });

  it('without a session it throws SessionRequiredError', async () => {
    const world = memoryWorld();
    await expect(new ReadPointBalance(world.points).execute()).rejects.toBeInstanceOf(SessionRequiredError);
  });
});
