import type { AxiosInstance } from 'axios';
import type { Page } from '../../application/ports/page';
import type { HappyPointInfo, PointHistoryEntry, PointLedger, PointStatus } from '../../application/ports/point-ledger';
import {
  type HappyPointInfoWire,
  happyPointInfoSchema,
  memberEndpoints,
  pointPageSchema,
  pointStatusSchema,
} from '../../contract/account';
import { isHttpStatus } from './http-error';
import { callEndpoint } from './wire';

/** Spec §4 points held by a session that is not a member's. */
const NO_POINTS: PointStatus = { currentPoint: 0, expiringPoint: 0 };

/** Spec §3 hpcPointState: SUCCESS with its balance, CI_REQUIRED, NOT_HPC_MEMBER, or a partner status kept raw. */
function toHappyPoint(wire: HappyPointInfoWire): HappyPointInfo {
  if (wire.status === 'SUCCESS' && wire.currentPoint !== null) return { status: 'SUCCESS', balance: wire.currentPoint };
  if (wire.status === 'CI_REQUIRED' || wire.status === 'NOT_HPC_MEMBER') return { status: wire.status };
  return { status: 'raw', raw: wire.status };
}

/** A member-only read: a session that is not a member's (403) reads `fallback`. */
async function orFallback<T>(read: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (isHttpStatus(error, 403)) return fallback;
    throw error;
  }
}

/**
 * PointLedger over spec §7 GET /point, /point/status (Account) and /point/hpc/info (Delivery). A guest or ARS session
 * (403) holds none: 0, an empty history and NOT_HPC_MEMBER. Points are integer P.
 */
export class AxiosPointLedger implements PointLedger {
  constructor(private readonly http: AxiosInstance) {}

  async balance(): Promise<number> {
    return (await this.status()).currentPoint;
  }

  async status(): Promise<PointStatus> {
    return orFallback(() => callEndpoint(this.http, memberEndpoints.pointStatus, pointStatusSchema), NO_POINTS);
  }

  async history(page: number, size: number): Promise<Page<PointHistoryEntry>> {
    return orFallback(
      async () => {
        const wire = await callEndpoint(this.http, memberEndpoints.points, pointPageSchema, { query: { page, size } });
        return { items: wire.list, page: wire.page, size: wire.size, totalCount: wire.totalCount };
      },
      { items: [], page, size, totalCount: 0 },
    );
  }

  async happyPoint(): Promise<HappyPointInfo> {
    return orFallback(
      async () => toHappyPoint(await callEndpoint(this.http, memberEndpoints.happyPoint, happyPointInfoSchema)),
      { status: 'NOT_HPC_MEMBER' },
    );
  }
}
