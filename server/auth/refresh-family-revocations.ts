import type { Database } from '../db/database';
import type { RefreshFamilyRevokeReason } from '../db/schema';
import { isRefreshFamilyRevoked, revokeRefreshFamily } from './refresh-tokens';

/**
 * How long a "not revoked" answer is trusted, ms: the bound on how long a family revoked on another instance (sign-out,
 * password or phone change, reset, resignation, replay) keeps its access tokens working here (issue 15 finding 6). An
 * active family costs each instance at most one primary-key read per 2 s.
 */
const REVOCATION_TTL_MS = 2000;

/** How many families one process remembers (LRU): 5,000 × ~100 bytes stay well under 1 MB. */
const REVOCATION_CACHE_ENTRIES = 5000;

interface Remembered {
  readonly revoked: boolean;
  /** performance.now() of the read: the bound is real elapsed time, whatever the server's (test) clock says. */
  readonly readAtMs: number;
}

/**
 * Whether an access token's refresh family still lives, for requireSession on every request (issue 15: an access token
 * must not outlive sign-out by its 15 minutes). The database is the truth every instance shares; this process keeps
 * the answers in a small LRU: "revoked" is final and kept until evicted, "not revoked" for REVOCATION_TTL_MS. So a
 * family revoked through `revoke` here is refused here at once, one revoked anywhere else within 2 s.
 */
export class RefreshFamilyRevocations {
  private readonly remembered = new Map<string, Remembered>();
  /** Bumped by every local revocation: a read begun before one may be stale and is not remembered. */
  private generation = 0;

  constructor(private readonly db: Database) {}

  /** True once `familyId` is revoked (an unknown family is not); at most 2 s late for revocations elsewhere. */
  async isRevoked(familyId: string): Promise<boolean> {
    const known = this.remembered.get(familyId);
    if (known !== undefined && (known.revoked || performance.now() - known.readAtMs < REVOCATION_TTL_MS)) {
      this.remember(familyId, known);
      return known.revoked;
    }
    const generation = this.generation;
    const readAtMs = performance.now();
    const revoked = await isRefreshFamilyRevoked(this.db, familyId);
    if (revoked || generation === this.generation) this.remember(familyId, { revoked, readAtMs });
    return revoked;
  }

  /** Revokes `familyId` (sign-out) in the database and, at once, for this process's access-token checks. */
  async revoke(familyId: string, reason: RefreshFamilyRevokeReason, now: Date): Promise<void> {
    await revokeRefreshFamily(this.db, familyId, reason, now);
    this.generation++;
    this.remember(familyId, { revoked: true, readAtMs: performance.now() });
  }

  /** Moves `familyId` to the young end of the LRU, evicting the oldest entry past the bound. */
  private remember(familyId: string, entry: Remembered): void {
    this.remembered.delete(familyId);
    this.remembered.set(familyId, entry);
    if (this.remembered.size > REVOCATION_CACHE_ENTRIES) {
      const oldest = this.remembered.keys().next();
      if (oldest.done !== true) this.remembered.delete(oldest.value);
    }
  }
}
