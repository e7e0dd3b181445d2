import type { PointLedger } from '../ports/point-ledger';

export type ReadPointBalanceResult = { readonly kind: 'read'; readonly balance: number };

/**
 * Spec §2 /mypage/points, §7 GET /point: the points the signed-in customer holds, integer P (a guest holds none: 0,
 * the PointLedger's rule). No session: SessionRequiredError; outages throw.
 */
export class ReadPointBalance {
  constructor(private readonly points: Pick<PointLedger, 'balance'>) {}

  async execute(): Promise<ReadPointBalanceResult> {
    return { kind: 'read', balance: await this.points.balance() };
  }
}
