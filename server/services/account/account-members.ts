import { and, asc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { grades, members } from '../../db/schema';

/** An active (not resigned) member as the account calls need it. */
export interface MemberRow {
  readonly id: string;
  readonly ownerId: string;
  readonly username: string;
  readonly passwordHash: string;
  readonly name: string;
  readonly phoneNumber: string;
  readonly gradeId: number | null;
  readonly ci: string | null;
  readonly smsMarketingAgreed: boolean;
  readonly emailMarketingAgreed: boolean;
  readonly pushMarketingAgreed: boolean;
  readonly createdAt: Date;
}

const memberColumns = {
  id: members.id,
  ownerId: members.ownerId,
  username: members.username,
  passwordHash: members.passwordHash,
  name: members.name,
  phoneNumber: members.phoneNumber,
  gradeId: members.gradeId,
  ci: members.ci,
  smsMarketingAgreed: members.smsMarketingAgreed,
  emailMarketingAgreed: members.emailMarketingAgreed,
  pushMarketingAgreed: members.pushMarketingAgreed,
  createdAt: members.createdAt,
};

async function activeMemberWhere(db: Database, condition: SQL): Promise<MemberRow | null> {
  const [row] = await db
    .select(memberColumns)
    .from(members)
    .where(and(condition, isNull(members.resignedAt)))
    .limit(1);
  return row ?? null;
}

/** The active member a session owner id (`member:<uuid>`) names; null once resigned or unknown. */
export function activeMemberByOwner(db: Database, ownerId: string): Promise<MemberRow | null> {
  return activeMemberWhere(db, eq(members.ownerId, ownerId));
}

/** The active member with this phone (unique among active members); null when none. */
export function activeMemberByPhone(db: Database, phoneNumber: string): Promise<MemberRow | null> {
  return activeMemberWhere(db, eq(members.phoneNumber, phoneNumber));
}

/** The active member with this CI (unique among active members); null when none. */
export function activeMemberByCi(db: Database, ci: string): Promise<MemberRow | null> {
  return activeMemberWhere(db, eq(members.ci, ci));
}

/** The active member whose username equals `username` ignoring case; null when none. */
export function activeMemberByUsername(db: Database, username: string): Promise<MemberRow | null> {
  return activeMemberWhere(db, sql`lower(${members.username}) = lower(${username})`);
}

/** Whether any member ever took `username`, ignoring case (a resigned member's id is never handed out again). */
export async function isUsernameTaken(db: Database, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(sql`lower(${members.username}) = lower(${username})`)
    .limit(1);
  return row !== undefined;
}

/** Whether an active member other than `memberId` holds `phoneNumber`. */
export async function isPhoneHeldByAnother(db: Database, phoneNumber: string, memberId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.phoneNumber, phoneNumber), isNull(members.resignedAt), ne(members.id, memberId)))
    .limit(1);
  return row !== undefined;
}

/** Whether an active member other than `memberId` holds `ci`. */
export async function isCiHeldByAnother(db: Database, ci: string, memberId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.ci, ci), isNull(members.resignedAt), ne(members.id, memberId)))
    .limit(1);
  return row !== undefined;
}

/** Issue 4: a new member starts in the lowest seeded grade (lowest point rate, then lowest id); null when none. */
export async function entryGradeId(db: Database): Promise<number | null> {
  const [row] = await db
    .select({ id: grades.id })
    .from(grades)
    .orderBy(asc(grades.pointRatePercent), asc(grades.id))
    .limit(1);
  return row?.id ?? null;
}

/** The SQLSTATE of a failed query, looking through Drizzle's wrapper ('23505': a unique index refused the row). */
export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
