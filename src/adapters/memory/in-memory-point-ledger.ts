import type { Page } from '../../application/ports/page';
import type { HappyPointInfo, PointHistoryEntry, PointLedger, PointStatus } from '../../application/ports/point-ledger';
import type { MemoryBackend } from './memory-backend';
import { pageOf } from './paging';

/** Points per customer; only members hold any (guests and ARS callers read 0, empty, NOT_HPC_MEMBER). */
export class InMemoryPointLedger implements PointLedger {
  constructor(private readonly backend: MemoryBackend) {}

  async balance(): Promise<number> {
    const owner = this.backend.requireOwner();
    return owner.type === 'member' ? owner.points : 0;
  }

  async status(): Promise<PointStatus> {
    return { currentPoint: await this.balance(), expiringPoint: 0 };
  }

  async history(page: number, size: number): Promise<Page<PointHistoryEntry>> {
    const owner = this.backend.requireOwner();
    const entries = owner.type === 'member' ? owner.pointHistory : [];
    const newestFirst = [...entries].sort((a, b) => Date.parse(b.occurredAt) - Date.parse(a.occurredAt));
    return pageOf(newestFirst, page, size);
  }

  async happyPoint(): Promise<HappyPointInfo> {
    const owner = this.backend.requireOwner();
    return owner.type === 'member' ? owner.happyPoint : { status: 'NOT_HPC_MEMBER' };
  }
}
