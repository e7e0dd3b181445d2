import { and, desc, eq } from 'drizzle-orm';
import type { RelayPostWire } from '../../../src/contract/content';
import type { CreateRelayBody, UpdateRelayBody } from '../../../src/contract/inquiry';
import type { Database } from '../../db/database';
import { relays } from '../../db/schema';

/** The JSON document a relay row holds (relays.content is free-form jsonb; these are the fields the API writes). */
interface RelayDocument {
  readonly title: string;
  readonly content: string;
}

const postColumns = { id: relays.id, content: relays.content, createdAt: relays.createdAt };

/**
 * The customer's relay posts (spec §7 /content/relay and /api/proxy-content-relay). Every read and write is scoped
 * to the owner: another owner's post is "not found" (null), exactly like a missing one, so ids never leak.
 */
export class RelayBoard {
  constructor(private readonly db: Database) {}

  /** The owner's posts, newest first. */
  async list(ownerId: string): Promise<RelayPostWire[]> {
    const rows = await this.db
      .select(postColumns)
      .from(relays)
      .where(eq(relays.ownerId, ownerId))
      .orderBy(desc(relays.createdAt), desc(relays.id));
    return rows.map(toPost);
  }

  async get(ownerId: string, id: number): Promise<RelayPostWire | null> {
    const [row] = await this.db.select(postColumns).from(relays).where(ownedBy(ownerId, id));
    return row === undefined ? null : toPost(row);
  }

  async create(ownerId: string, draft: CreateRelayBody, now: Date): Promise<RelayPostWire> {
    const [row] = await this.db
      .insert(relays)
      .values({ ownerId, content: documentOf(draft), createdAt: now, updatedAt: now })
      .returning(postColumns);
    if (row === undefined) throw new Error('relay insert returned no row');
    return toPost(row);
  }

  /** Replaces the post's title and content; null when the owner has no post with that id. */
  async update(ownerId: string, edit: UpdateRelayBody, now: Date): Promise<RelayPostWire | null> {
    const [row] = await this.db
      .update(relays)
      .set({ content: documentOf(edit), updatedAt: now })
      .where(ownedBy(ownerId, edit.id))
      .returning(postColumns);
    return row === undefined ? null : toPost(row);
  }

  /** The id of the owner's removed post; null when the owner has no post with that id. */
  async remove(ownerId: string, id: number): Promise<number | null> {
    const removed = await this.db.delete(relays).where(ownedBy(ownerId, id)).returning({ id: relays.id });
    return removed[0]?.id ?? null;
  }
}

function ownedBy(ownerId: string, id: number) {
  return and(eq(relays.id, id), eq(relays.ownerId, ownerId));
}

function documentOf(draft: CreateRelayBody): RelayDocument {
  return { title: draft.title, content: draft.content };
}

/** A stored document missing a field (written by something else) reads as empty text rather than failing. */
function toPost(row: { id: number; content: unknown; createdAt: Date }): RelayPostWire {
  const document = (typeof row.content === 'object' && row.content !== null ? row.content : {}) as Partial<
    Record<keyof RelayDocument, unknown>
  >;
  return {
    id: row.id,
    title: typeof document.title === 'string' ? document.title : '',
    content: typeof document.content === 'string' ? document.content : '',
    createdAt: row.createdAt.toISOString(),
  };
}
