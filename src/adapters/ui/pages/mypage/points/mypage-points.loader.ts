import type { ReadPointHistoryResult } from '../../../../../application/use-cases/read-point-history';
import { parsePageParam } from '../../../../../domain/navigation/route-ids';
import { TOKENS } from '../../../../../tokens';
import { type MembersOnlyPreload, membersOnlyLoader } from '../../../routes/loader-part';

/** What /mypage/points shows of a member's points: the balance and the asked page of the ledger history. */
export interface PointsRead {
  readonly balance: number;
  readonly history: ReadPointHistoryResult;
}

/** What the /mypage/points loader read (issue 13): nothing for a visitor who is not a member. */
export type PointsPreload = MembersOnlyPreload<PointsRead>;

/** The /mypage/points URL of a page of the history (page 1 stays out of the URL). */
export function pointsPagePath(page: number): string {
  return page > 1 ? `/mypage/points?page=${page}` : '/mypage/points';
}

/** The route loader of /mypage/points: the balance and the `?page=` of the history (ReadPointBalance, ReadPointHistory). */
export const mypagePointsLoader = membersOnlyLoader(async (resolve, url): Promise<PointsRead> => {
  const page = parsePageParam(url.searchParams.get('page'));
  const [balance, history] = await Promise.all([
    resolve(TOKENS.ReadPointBalance).execute(),
    resolve(TOKENS.ReadPointHistory).execute({ page }),
  ]);
  return { balance: balance.balance, history };
}, 'the points');
