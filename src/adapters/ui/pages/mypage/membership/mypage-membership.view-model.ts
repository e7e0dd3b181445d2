import type { MembershipGrade } from '../../../../../application/ports/member-account';
import type { ReadMembershipResult } from '../../../../../application/use-cases/read-membership';
import { myPageMenu } from '../../../../../domain/navigation/role-visibility';
import { MEMBERSHIP_TEXT } from './membership-text';
import type { MembershipPreload } from './mypage-membership.loader';

/** A grade card as the guide shows it. */
export interface GradeCardView {
  readonly id: number;
  readonly name: string;
  readonly iconUrl: string;
  readonly condition: string;
  readonly benefits: readonly string[];
  readonly description: string;
  readonly current: boolean;
}

/** The member's progress bar (role=progressbar): value of max, with the sentence it stands for. */
export interface ProgressView {
  readonly label: string;
  readonly value: number;
  readonly max: number;
  readonly percent: number;
  readonly valueText: string;
  readonly message: string;
}

function gradeCard(grade: MembershipGrade, currentId: number | null): GradeCardView {
  const benefits = [MEMBERSHIP_TEXT.pointRate(grade.pointRatePercent)];
  if (grade.monthlyCoupon !== '') benefits.push(MEMBERSHIP_TEXT.coupon(grade.monthlyCoupon));
  return {
    id: grade.id,
    name: grade.name,
    iconUrl: grade.iconUrl,
    condition: MEMBERSHIP_TEXT.condition(grade.minOrderCount),
    benefits,
    description: grade.description,
    current: grade.id === currentId,
  };
}

/** What the page shows: the members-only message, the error with 다시 시도, or the grade guide. */
export type MembershipView = 'members-only' | 'failed' | 'membership';

/**
 * /mypage/membership (spec §2, members only; issue 11): the grade guide (icon, condition, benefits), the member's
 * own grade highlighted and how many completed orders the next grade needs, as a progress bar (ReadMembership). A
 * guest reaching the page sees the members-only message. Issue 13: a view of one answer of the route loader
 * (mypage-membership.loader.ts), which reads again for another customer and for 다시 시도.
 */
export class MypageMembershipViewModel {
  readonly view: MembershipView;
  readonly cards: readonly GradeCardView[];
  readonly progress: ProgressView | null;
  readonly isTop: boolean;

  constructor(preload: MembershipPreload) {
    const result = preload.kind === 'read' ? preload.value : null;
    this.view = preload.kind === 'members-only' ? 'members-only' : result === null ? 'failed' : 'membership';
    this.cards = result === null ? [] : result.grades.map((grade) => gradeCard(grade, result.currentGradeId));
    this.progress = progressView(result?.progress ?? null);
    this.isTop = result?.progress?.kind === 'top';
  }

  get title(): string {
    return myPageMenu('member').find((entry) => entry.key === 'membership')?.label ?? '멤버십 안내';
  }

  get currentGrade(): GradeCardView | null {
    return this.cards.find((card) => card.current) ?? null;
  }
}

function progressView(progress: ReadMembershipResult['progress'] | null): ProgressView | null {
  if (progress === null || progress.kind === 'top') return null;
  const { next, value, max, percent, ordersLeft } = progress;
  return {
    label: MEMBERSHIP_TEXT.progressLabel(next.name),
    value,
    max,
    percent,
    valueText: MEMBERSHIP_TEXT.counted(value, max),
    message: ordersLeft === 0 ? MEMBERSHIP_TEXT.reached(next.name) : MEMBERSHIP_TEXT.ordersLeft(next.name, ordersLeft),
  };
}
