import { eq } from 'drizzle-orm';
import { pointsExpireAt } from '../../../src/domain/points/expiry';
import { hashPassword } from '../../auth/passwords';
import type { Database } from '../database';
import { addresses, grades, members, owners, pointLedgerEntries } from '../schema';

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

/** The demo member's default delivery address: a real entry of the seeded address dataset (송파구 문정동). */
const DEMO_ADDRESS = {
  deliveryName: '집',
  fullAddress: '서울특별시 송파구 법원로 114 (문정동)',
  detailAddress: '101동 1203호',
  latitude: 37.485,
  longitude: 127.119,
} as const;

/** Points the demo member starts with (ledger entries; balance = their sum = 12,300P), spec §3 pointAmount. */
const DEMO_POINTS = [
  { kind: 'earned', amount: 3000, description: '회원가입 축하 포인트', occurredAt: '2026-09-01T10:00:00+09:00' },
  {
    kind: 'earned',
    amount: 8500,
    description: '주문 적립 (황금올리브 후라이드 외)',
    occurredAt: '2026-10-12T19:20:00+09:00',
  },
  { kind: 'earned', amount: 2800, description: '주문 적립 (양념치킨 세트)', occurredAt: '2026-11-02T18:45:00+09:00' },
  { kind: 'spent', amount: -2000, description: '주문 시 포인트 사용', occurredAt: '2026-11-02T18:45:00+09:00' },
] as const;

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
    if (inserted.length === 0) return false;
    await tx.insert(addresses).values({ ownerId: DEMO_MEMBER_OWNER_ID, ...DEMO_ADDRESS, isDefault: true });
    await tx.insert(pointLedgerEntries).values(
      DEMO_POINTS.map((entry) => ({
        memberId: DEMO_MEMBER.id,
        kind: entry.kind,
        amount: entry.amount,
        description: entry.description,
        occurredAt: new Date(entry.occurredAt),
        expiresAt: entry.amount > 0 ? pointsExpireAt(entry.occurredAt) : null,
      })),
    );
    return true;
  });
}
