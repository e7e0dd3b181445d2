import { describe, expect, it } from 'vitest';
import { RecordingLogger } from '../../../src/adapters/memory/local/recording-logger';
import { CART_COUNT_UNAVAILABLE } from '../../../src/application/use-cases/cart-count';
import { ReadCartCount } from '../../../src/application/use-cases/read-cart-count';
import { MEMBERSHIP_READ_EVENTS, ReadMembership } from '../../../src/application/use-cases/read-membership';
import { POINT_STATUS_UNAVAILABLE, ReadPointHistory } from '../../../src/application/use-cases/read-point-history';
import { ReadShellDetails, SHELL_READ_EVENTS } from '../../../src/application/use-cases/read-shell-details';
import { memoryWorld } from './memory-world';

const outage = () => Promise.reject(new Error('503 점검 중'));

/** Spec §8: cart count, point status, delivery info, grade and membership list failures are logged and ignored. */
async function signedInMember() {
  const world = memoryWorld();
  const session = await world.signInMember();
  return { world, session, log: new RecordingLogger() };
}

describe('reads spec §8 ignores are logged through the Logger port', () => {
  it('cart count: null for the badge, one cart-count.unavailable entry', async () => {
    const { world, log } = await signedInMember();
    expect(await new ReadCartCount(world.cart, log).execute()).toEqual({ kind: 'read', count: 0 });
    expect(log.entries).toEqual([]);
    expect(await new ReadCartCount({ count: outage }, log).execute()).toEqual({ kind: 'read', count: null });
    expect(log.entries).toEqual([
      { level: 'warn', event: CART_COUNT_UNAVAILABLE, detail: { error: 'Error: 503 점검 중' } },
    ]);
  });

  it('delivery info: no default address, the member still read, one delivery-info.unavailable entry', async () => {
    const { world, session, log } = await signedInMember();
    const result = await new ReadShellDetails(world.members, { defaultAddress: outage }, log).execute({ session });
    expect(result.defaultAddress).toBeNull();
    expect(result.member?.name).toBe('김치킨');
    expect(log.entries.map((e) => e.event)).toEqual([SHELL_READ_EVENTS.deliveryInfo]);
  });

  it('member info (the header points and grade): no member, the address still read, one member-info entry', async () => {
    const { world, session, log } = await signedInMember();
    const ok = await new ReadShellDetails(world.members, world.addresses, log).execute({ session });
    const result = await new ReadShellDetails({ info: outage }, world.addresses, log).execute({ session });
    expect(result).toEqual({ kind: 'read', member: null, defaultAddress: ok.defaultAddress });
    expect(log.entries.map((e) => e.event)).toEqual([SHELL_READ_EVENTS.member]);
  });

  it('point status: the history page still reads, 소멸 예정 0, one point-status.unavailable entry', async () => {
    const { world, log } = await signedInMember();
    const points = { history: world.points.history.bind(world.points), status: outage };
    const result = await new ReadPointHistory(points, log).execute({ page: 1 });
    expect(result.entries.length).toBeGreaterThan(0);
    expect(result.expiringPoint).toBe(0);
    expect(log.entries.map((e) => e.event)).toEqual([POINT_STATUS_UNAVAILABLE]);
  });

  it('grade: the guide lists the grades with no standing, one grade.unavailable entry', async () => {
    const { world, log } = await signedInMember();
    const members = { grades: world.members.grades.bind(world.members), membershipStanding: outage };
    const result = await new ReadMembership(members, log).execute();
    expect(result.grades.length).toBeGreaterThan(0);
    expect(result).toMatchObject({ currentGradeId: null, progress: null });
    expect(log.entries.map((e) => e.event)).toEqual([MEMBERSHIP_READ_EVENTS.grade]);
  });

  it('membership list: an empty guide, the standing still read, one membership-list.unavailable entry', async () => {
    const { world, log } = await signedInMember();
    const standing = await world.members.membershipStanding();
    const members = { grades: outage, membershipStanding: world.members.membershipStanding.bind(world.members) };
    const result = await new ReadMembership(members, log).execute();
    expect(result.grades).toEqual([]);
    expect(result.currentGradeId).toBe(standing?.gradeId ?? null);
    expect(log.entries.map((e) => e.event)).toEqual([MEMBERSHIP_READ_EVENTS.membershipList]);
  });
});
