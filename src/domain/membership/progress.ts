import { inSeoul } from '../money/seoul-time';

/**
 * Membership grades (ours, as the seeded grade guide states): a grade is held by members with at least
 * `minOrderCount` completed orders in the last GRADE_WINDOW_MONTHS months, reassessed monthly. The membership page
 * shows how many more completed orders the next grade up needs.
 */
export const GRADE_WINDOW_MONTHS = 6;

/** What the progress rule needs of a grade. */
export interface GradeStep {
  readonly id: number;
  readonly name: string;
  /** Completed orders in the window that qualify for the grade (0: every member). */
  readonly minOrderCount: number;
}

export type GradeProgress =
  /** The member's grade is the top one: nothing further to reach. */
  | { readonly kind: 'top'; readonly current: GradeStep }
  | {
      readonly kind: 'next';
      readonly current: GradeStep | null;
      readonly next: GradeStep;
      /** Completed orders still needed (0 when already enough: the next monthly reassessment raises the grade). */
      readonly ordersLeft: number;
      /** For the progress bar: orders counted so far (capped at the target) out of the target. */
      readonly value: number;
      readonly max: number;
      /** 0..100, whole percent rounded down (never 100 before the target is reached). */
      readonly percent: number;
    };

function byThreshold(a: GradeStep, b: GradeStep): number {
  return a.minOrderCount - b.minOrderCount || a.id - b.id;
}

/**
 * How far the member with grade `currentGradeId` (null: none yet) and `recentOrderCount` completed orders in the
 * window is from the next grade: the lowest grade whose threshold is above the current grade's. A member without
 * a grade aims at the lowest grade needing orders. Null when there are no grades at all.
 */
export function gradeProgress(
  grades: readonly GradeStep[],
  currentGradeId: number | null,
  recentOrderCount: number,
): GradeProgress | null {
  const ladder = [...grades].sort(byThreshold);
  if (ladder.length === 0) return null;
  const current = ladder.find((grade) => grade.id === currentGradeId) ?? null;
  const floor = current?.minOrderCount ?? 0;
  const next = ladder.find((grade) => grade.minOrderCount > floor);
  if (next === undefined) return current === null ? null : { kind: 'top', current };
  const count = Number.isSafeInteger(recentOrderCount) && recentOrderCount > 0 ? recentOrderCount : 0;
  const value = Math.min(count, next.minOrderCount);
  return {
    kind: 'next',
    current,
    next,
    ordersLeft: next.minOrderCount - value,
    value,
    max: next.minOrderCount,
    percent: Math.floor((value * 100) / next.minOrderCount),
  };
}

/** The first instant whose completed orders count towards the grade: GRADE_WINDOW_MONTHS months before `now`. */
export function gradeWindowStart(now: Date): Date {
  return inSeoul(now).subtract(GRADE_WINDOW_MONTHS, 'month').toDate();
}
