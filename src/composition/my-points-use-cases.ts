import type { Bind } from 'inversify';
import { ReadMembership } from '../application/use-cases/read-membership';
import { ReadPointBalance } from '../application/use-cases/read-point-balance';
import { ReadPointHistory } from '../application/use-cases/read-point-history';
import { TOKENS } from '../tokens';
import { provide } from './provide';

/** 나의 포인트 and 멤버십 안내 (issue 11). Stateless, per request. */
export function bindMyPointsUseCases(bind: Bind): void {
  provide(bind, TOKENS.ReadPointBalance, (get) => new ReadPointBalance(get(TOKENS.PointLedger)));
  provide(bind, TOKENS.ReadPointHistory, (get) => new ReadPointHistory(get(TOKENS.PointLedger), get(TOKENS.Logger)));
  provide(bind, TOKENS.ReadMembership, (get) => new ReadMembership(get(TOKENS.MemberAccount), get(TOKENS.Logger)));
}
