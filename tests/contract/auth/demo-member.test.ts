import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../../server/auth/passwords';
import { grades, members, owners } from '../../../server/db/schema';
import { seedData } from '../../../server/db/seed/data/index';
import { DEMO_MEMBER, DEMO_MEMBER_OWNER_ID, seedDemoMember } from '../../../server/db/seed/demo-member';
import { seedDatabase } from '../../../server/db/seed/seed';
import { describeOnDatabases, sqlStateOf } from '../support/databases';

describeOnDatabases('the demo member', (database) => {
  it('seeding creates 김치킨 (demo / chicken1234!), graded 골드, linked to its member owner', async () => {
    const { db } = database.current;
    await seedDatabase(db, seedData);
    const [row] = await db
      .select({ member: members, gradeName: grades.name })
      .from(members)
      .leftJoin(grades, eq(grades.id, members.gradeId))
      .where(eq(members.username, 'demo'));
    expect(row?.member).toMatchObject({
      id: DEMO_MEMBER.id,
      ownerId: DEMO_MEMBER_OWNER_ID,
      name: '김치킨',
      phoneNumber: '01012345678',
      resignedAt: null,
    });
    expect(row?.gradeName).toBe('골드');
    expect(await verifyPassword(row!.member.passwordHash, 'chicken1234!')).toBe(true);
    const [owner] = await db.select().from(owners).where(eq(owners.id, DEMO_MEMBER_OWNER_ID));
    expect(owner?.kind).toBe('member');
  });

  it('seeding again leaves the demo member as it is (no second row, same password hash)', async () => {
    const { db } = database.current;
    const [before] = await db.select().from(members).where(eq(members.id, DEMO_MEMBER.id));
    expect(await seedDemoMember(db)).toBe(false);
    await seedDatabase(db, seedData, { force: true });
    const rows = await db.select().from(members).where(eq(members.id, DEMO_MEMBER.id));
    expect(rows).toEqual([before]);
  });

  it('usernames are unique regardless of case; phone numbers among members who have not resigned', async () => {
    const { db } = database.current;
    const other = { id: '00000000-0000-4000-8000-000000000001', passwordHash: 'x', name: '다른 사람' };
    await db.insert(owners).values({ id: `member:${other.id}`, kind: 'member' });
    const clash = db
      .insert(members)
      .values({ ...other, ownerId: `member:${other.id}`, username: 'DEMO', phoneNumber: '01000000000' });
    await expect(clash).rejects.toSatisfy((error) => sqlStateOf(error) === '23505');
    const samePhone = db
      .insert(members)
      .values({ ...other, ownerId: `member:${other.id}`, username: 'other', phoneNumber: DEMO_MEMBER.phoneNumber });
    await expect(samePhone).rejects.toSatisfy((error) => sqlStateOf(error) === '23505');
    const badPhone = db
      .insert(members)
      .values({ ...other, ownerId: `member:${other.id}`, username: 'other', phoneNumber: '010-1234-5678' });
    await expect(badPhone).rejects.toSatisfy((error) => sqlStateOf(error) === '23514');
  });
});

describe('password hashing', () => {
  it('hashes with argon2id, 19,456 KiB of memory, 2 passes', async () => {
    const hash = await hashPassword('chicken1234!');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'chicken1234!')).toBe(true);
    expect(await verifyPassword(hash, 'chicken1234?')).toBe(false);
  });

  it('an unreadable hash verifies as false, and the dummy check always fails', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
    expect(await verifyAgainstDummy('dummy password that no account has')).toBe(false);
  });
});
