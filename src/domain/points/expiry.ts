import { inSeoul } from '../money/seoul-time';

/** Earned points can be spent for 365 days: an earning made at 19:00 in Seoul lapses at 19:00, 365 days later. */
export const POINT_VALIDITY_DAYS = 365;

/** When points earned at `earnedAt` expire (Asia/Seoul days). */
export function pointsExpireAt(earnedAt: Date | string): Date {
  return inSeoul(earnedAt).add(POINT_VALIDITY_DAYS, 'day').toDate();
}
