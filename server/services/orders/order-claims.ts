import { randomUUID } from 'node:crypto';
import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { ReusedStatement, setValue } from '../../db/reused-statement';
import { orderRequests } from '../../db/schema';

/**
 * How long an IN_FLIGHT claim stands without a renewal, ms. The attempt holding it renews it every third of this
 * while it works, so a live attempt keeps it and a dead instance's claim is taken over by a retry within this time.
 */
export const DEFAULT_CLAIM_LEASE_MS = 1_500;

/** A claim from before leases (no lease_until) is taken over after this, as the old stale rule did, ms. */
const LEGACY_CLAIM_STALE_MS = 15_000;

type Row = typeof orderRequests.$inferSelect;

/** A condition's value: a call's own, or a placeholder of a statement built once. */
type Value = string | Placeholder;

/** The holder of an IN_FLIGHT claim lost it to a retry that took over (its lease ran out): its work must not commit. */
export class LeaseLost extends Error {
  constructor() {
    super('the idempotency claim was taken over by another attempt');
  }
}

/** One attempt's hold on (owner, key): renewed on a timer until released. */
export interface ClaimLease {
  readonly token: string;
  /** Stops the renewals (the claim itself stays until settled or released). */
  end(): void;
}

export type ClaimResult =
  | { readonly kind: 'claimed'; readonly lease: ClaimLease }
  | { readonly kind: 'held'; readonly row: Row };

/**
 * The idempotency claims of POST /order/process as leases on the database clock (so instances whose clocks differ
 * agree): INSERT … ON CONFLICT DO NOTHING claims a new key; an IN_FLIGHT row whose lease ran out is taken over by a
 * conditional UPDATE that changes its token. Every write of the holder names its token (renew, settle, release), so
 * an attempt that lost its claim can neither commit an order nor free the key under the attempt that took it over.
 */
export class OrderClaims {
  /** A new key's claim (every order starts with it), built once: its lease length is this instance's. */
  private readonly claimNew = new ReusedStatement(
    (db) =>
      db
        .insert(orderRequests)
        .values({
          ownerId: sql.placeholder('ownerId'),
          idempotencyKey: sql.placeholder('key'),
          bodyHash: sql.placeholder('bodyHash'),
          state: 'IN_FLIGHT',
          claimedAt: sql.placeholder('now'),
          updatedAt: sql.placeholder('now'),
          leaseToken: sql.placeholder('token'),
          leaseUntil: this.leaseEnd(),
        })
        .onConflictDoNothing()
        .returning({ key: orderRequests.idempotencyKey }),
    { key: orderRequests.idempotencyKey },
  );

  constructor(
    private readonly db: Database,
    private readonly leaseMs: number = DEFAULT_CLAIM_LEASE_MS,
  ) {}

  async claim(ownerId: string, key: string, bodyHash: string, now: Date): Promise<ClaimResult> {
    const token = randomUUID();
    const inserted = await this.claimNew.rows(this.db, { ownerId, key, bodyHash, now, token });
    if (inserted.length > 0) return { kind: 'claimed', lease: this.hold(ownerId, key, token) };
    const [row] = await this.db.select().from(orderRequests).where(keyIs(ownerId, key));
    if (row === undefined) return this.claim(ownerId, key, bodyHash, now); // released between the two statements
    if (row.state !== 'IN_FLIGHT' || row.bodyHash !== bodyHash) return { kind: 'held', row };
    const legacyEnd = sql`${orderRequests.claimedAt} + ${LEGACY_CLAIM_STALE_MS} * interval '1 millisecond'`;
    const taken = await this.db
      .update(orderRequests)
      .set({ claimedAt: now, updatedAt: now, leaseToken: token, leaseUntil: this.leaseEnd() })
      .where(
        and(
          keyIs(ownerId, key),
          eq(orderRequests.state, 'IN_FLIGHT'),
          sql`coalesce(${orderRequests.leaseUntil}, ${legacyEnd}) < clock_timestamp()`,
        ),
      )
      .returning({ key: orderRequests.idempotencyKey });
    if (taken.length > 0) return { kind: 'claimed', lease: this.hold(ownerId, key, token) };
    const [latest] = await this.db.select().from(orderRequests).where(keyIs(ownerId, key));
    // Settled by its holder meanwhile: answer that; still held (or freed, which a retry will claim): in flight.
    return { kind: 'held', row: latest ?? row };
  }

  /** Marks the claim FAILED with the refusal's code and message; throws LeaseLost when `token` no longer holds it. */
  async settleFailed(
    ownerId: string,
    key: string,
    token: string,
    failure: Pick<Row, 'failureCode' | 'failureMessage'>,
    now: Date,
  ): Promise<void> {
    const settled = await this.db
      .update(orderRequests)
      .set({ state: 'FAILED', ...failure, updatedAt: now, leaseToken: null, leaseUntil: null })
      .where(heldBy(ownerId, key, token))
      .returning({ key: orderRequests.idempotencyKey });
    if (settled.length === 0) throw new LeaseLost();
  }

  /** Frees the key for a retry to start over (an attempt that failed with no answer), if `token` still holds it. */
  async release(ownerId: string, key: string, token: string): Promise<void> {
    await this.db.delete(orderRequests).where(heldBy(ownerId, key, token));
  }

  private hold(ownerId: string, key: string, token: string): ClaimLease {
    const timer = setInterval(
      () => {
        this.db
          .update(orderRequests)
          .set({ leaseUntil: this.leaseEnd() })
          .where(heldBy(ownerId, key, token))
          .catch(() => undefined); // an outage: the settle will tell whether the claim still holds
      },
      Math.max(1, Math.floor(this.leaseMs / 3)),
    );
    timer.unref();
    return { token, end: () => clearInterval(timer) };
  }

  private leaseEnd(): SQL {
    return sql`clock_timestamp() + ${this.leaseMs} * interval '1 millisecond'`;
  }
}

function keyIs(ownerId: Value, key: Value): SQL | undefined {
  return and(eq(orderRequests.ownerId, ownerId), eq(orderRequests.idempotencyKey, key));
}

function heldBy(ownerId: Value, key: Value, token: Value): SQL | undefined {
  return and(keyIs(ownerId, key), eq(orderRequests.state, 'IN_FLIGHT'), eq(orderRequests.leaseToken, token));
}

/**
 * The claim marked DONE with its order, for a statement built once in the order's transaction: order-record.ts runs
 * it with the order's payment in one statement (one round trip less per order). Placeholders: ownerId, key, token,
 * orderId, now. It returns the key only while `token` still holds the claim; no row means the attempt lost it to a
 * retry (LeaseLost), and its order must not commit.
 */
export function settleDoneUpdate(db: Database) {
  return db
    .update(orderRequests)
    .set({
      state: 'DONE',
      orderId: setValue('orderId'),
      updatedAt: setValue('now'),
      leaseToken: null,
      leaseUntil: null,
    })
    .where(heldBy(sql.placeholder('ownerId'), sql.placeholder('key'), sql.placeholder('token')))
    .returning({ key: orderRequests.idempotencyKey });
}
