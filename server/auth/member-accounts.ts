import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { members } from '../db/schema';

/** What the member sign-in needs of an account. */
export interface MemberCredentials {
  readonly id: string;
  readonly ownerId: string;
  readonly name: string;
  readonly passwordHash: string;
}

/** The active (not resigned) member whose username equals `username` ignoring case; null when there is none. */
export async function findMemberByUsername(db: Database, username: string): Promise<MemberCredentials | null> {
  const [row] = await db
    .select({ id: members.id, ownerId: members.ownerId, name: members.name, passwordHash: members.passwordHash })
    .from(members)
    .where(and(sql`lower(${members.username}) = lower(${username})`, isNull(members.resignedAt)));
  return row ?? null;
}

/** The display name of an active member (spec §2 "name followed by 님"); null once resigned or unknown. */
export async function activeMemberName(db: Database, memberId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: members.name })
    .from(members)
    .where(and(eq(members.id, memberId), isNull(members.resignedAt)));
  return row?.name ?? null;
}
