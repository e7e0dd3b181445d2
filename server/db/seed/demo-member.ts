import { eq } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords';
import type { Database } from '../database';
import { grades, members, owners } from '../schema';

/**
 * The demo account (issue 4: "seed a demo member so a new user can try every member feature at once"; the README
 * lists these credentials). A fixed id, so later seeds (coupons, points, addresses) can hang rows off it.
 */
export const DEMO_MEMBER = {
  id: '00000000-0000-4000-8000-00000000de70',
  username: 'demo',
  password: 'chicken1234!',
  name: '김치킨',
  phoneNumber: '01012345678',
  gradeName: '골드',
} as const;

/** The demo member's owner id (the access token's `sub`). */
export const DEMO_MEMBER_OWNER_ID = `member:${DEMO_MEMBER.id}`;

/**
 * Creates the demo member when it is missing (idempotent: an existing one, possibly with a changed password, is left
 * alone, so the slow password hash runs once). Graded 골드 when the grade exists, else ungraded. True when created.
 */
export async function seedDemoMember(db: Database): Promise<boolean> {
  const [existing] = await db.select({ id: members.id }).from(members).where(eq(members.id, DEMO_MEMBER.id));
  if (existing !== undefined) return false;
  const [grade] = await db.select({ id: grades.id }).from(grades).where(eq(grades.name, DEMO_MEMBER.gradeName));
  const passwordHash = await hashPassword(DEMO_MEMBER.password);
  return db.transaction(async (tx) => {
    await tx.insert(owners).values({ id: DEMO_MEMBER_OWNER_ID, kind: 'member' }).onConflictDoNothing();
    // Another instance seeding at the same moment, or a real member with the demo username: leave theirs.
    const inserted = await tx
      .insert(members)
      .values({
        id: DEMO_MEMBER.id,
        ownerId: DEMO_MEMBER_OWNER_ID,
        username: DEMO_MEMBER.username,
        passwordHash,
        name: DEMO_MEMBER.name,
        phoneNumber: DEMO_MEMBER.phoneNumber,
        gradeId: grade?.id ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: members.id });
    return inserted.length > 0;
  });
}
