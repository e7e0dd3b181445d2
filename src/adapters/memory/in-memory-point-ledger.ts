import type { Page } from '../../application/ports/page';
import type { HappyPointInfo, PointHistoryEntry, PointLedger, PointStatus } from '../../application/ports/point-ledger';
import { dueExpiries, pointsExpiringSoon } from '../../domain/points/ledger';
import type { LedgerMovement } from '../../domain/points/types';
import type { MemoryBackend, OwnerState } from './memory-backend';
import { pageOf } from './paging';

/** The text of an 'expired' movement (as the server writes it). */
const EXPIRED_DESCRIPTION = '유효기간 만료 소멸';

/** Per member, the earning each written expiry lapsed, by the expiry's id (shared by every ledger on the backend). */
const expirySources = new WeakMap<OwnerState, Map<number, number>>();

function sourcesOf(owner: OwnerState): Map<number, number> {
  let sources = expirySources.get(owner);
  if (sources === undefined) {
    sources = new Map();
    expirySources.set(owner, sources);
  }
  return sources;
}

/**
 * Points per customer; only members hold any (guests and ARS callers read 0, empty, NOT_HPC_MEMBER). As the server
 * does, every read first writes the 'expired' movements of earnings that lapsed (src/domain/points/ledger.ts).
 */
export class InMemoryPointLedger implements PointLedger {
  constructor(private readonly backend: MemoryBackend) {}

  async balance(): Promise<number> {
    const owner = this.backend.requireOwner();
    if (owner.type !== 'member') return 0;
    this.settle(owner);
    return owner.points;
  }

  async status(): Promise<PointStatus> {
    const owner = this.backend.requireOwner();
    if (owner.type !== 'member') return { currentPoint: 0, expiringPoint: 0 };
    const movements = this.settle(owner);
    const now = new Date(this.backend.clock.now());
    return { currentPoint: owner.points, expiringPoint: pointsExpiringSoon(movements, now) };
  }

  async history(page: number, size: number): Promise<Page<PointHistoryEntry>> {
    const owner = this.backend.requireOwner();
    if (owner.type === 'member') this.settle(owner);
    const entries = owner.type === 'member' ? owner.pointHistory : [];
    const newestFirst = [...entries].sort((a, b) => Date.parse(b.occurredAt) - Date.parse(a.occurredAt) || b.id - a.id);
    return pageOf(newestFirst, page, size);
  }

  async happyPoint(): Promise<HappyPointInfo> {
    const owner = this.backend.requireOwner();
    return owner.type === 'member' ? owner.happyPoint : { status: 'NOT_HPC_MEMBER' };
  }

  /** Writes the expiries owed now; returns the member's movements after it. */
  private settle(owner: OwnerState): LedgerMovement[] {
    const sources = sourcesOf(owner);
    const movements = () =>
      owner.pointHistory.map((entry) => ({ ...entry, sourceEntryId: sources.get(entry.id) ?? null }));
    const due = dueExpiries(movements(), new Date(this.backend.clock.now()));
    for (const expiry of due) {
      const id = this.backend.nextId();
      sources.set(id, expiry.sourceEntryId);
      owner.points -= expiry.amount;
      owner.pointHistory.push({
        id,
        kind: 'expired',
        description: EXPIRED_DESCRIPTION,
        amount: -expiry.amount,
        occurredAt: expiry.expiredAt.toISOString(),
        expiresAt: null,
        orderId: null,
        orderNo: null,
      });
    }
    return movements();
  }
}
