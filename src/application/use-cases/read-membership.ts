import { type GradeProgress, gradeProgress } from '../../domain/membership/progress';
import { failureDetail, type Logger } from '../ports/logger';
import type { MemberAccount, MembershipGrade, MembershipStanding } from '../ports/member-account';

/** The events the membership reads that failed are logged under (spec §8). */
export const MEMBERSHIP_READ_EVENTS = {
  grade: 'grade.unavailable',
  membershipList: 'membership-list.unavailable',
} as const;

export type ReadMembershipResult = {
  readonly kind: 'read';
  /** Lowest first, as the guide lists them. */
  readonly grades: readonly MembershipGrade[];
  /** The member's grade (null: none yet, or not a member). */
  readonly currentGradeId: number | null;
  /** Completed orders in the grade window (null when the member has no standing). */
  readonly recentOrderCount: number | null;
  /** How far the member is from the next grade (null: no standing, or no grades). */
  readonly progress: GradeProgress | null;
};

/**
 * Spec §2 /mypage/membership, §7 GET /membership/grade, /membership/grade/my: the grade guide, the member's own
 * grade and how many completed orders the next grade needs (src/domain/membership/progress.ts). A guest or a member
 * without a grade reads the guide with no standing. Spec §8: grade and membership list failures are logged and
 * ignored, so a failed list reads empty and a failed grade reads as no standing; this never throws.
 */
export class ReadMembership {
  constructor(
    private readonly members: Pick<MemberAccount, 'grades' | 'membershipStanding'>,
    private readonly log: Logger,
  ) {}

  async execute(): Promise<ReadMembershipResult> {
    const [grades, standing] = await Promise.all([this.grades(), this.standing()]);
    return {
      kind: 'read',
      grades,
      currentGradeId: standing?.gradeId ?? null,
      recentOrderCount: standing?.recentOrderCount ?? null,
      progress: standing === null ? null : gradeProgress(grades, standing.gradeId, standing.recentOrderCount),
    };
  }

  private async grades(): Promise<readonly MembershipGrade[]> {
    try {
      return await this.members.grades();
    } catch (error) {
      this.log.warn(MEMBERSHIP_READ_EVENTS.membershipList, failureDetail(error));
      return [];
    }
  }

  private async standing(): Promise<MembershipStanding | null> {
    try {
      return await this.members.membershipStanding();
    } catch (error) {
      this.log.warn(MEMBERSHIP_READ_EVENTS.grade, failureDetail(error));
      return null;
    }
  }
}
