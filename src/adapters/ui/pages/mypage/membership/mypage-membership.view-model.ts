import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { MembershipGrade } from '../../../../../application/ports/member-account';
import type { ReadMembership, ReadMembershipResult } from '../../../../../application/use-cases/read-membership';
import { myPageMenu, type Viewer, viewerOf } from '../../../../../domain/navigation/role-visibility';
import { sessionIdentity } from '../../../session/session-identity';
import type { SessionStore } from '../../../stores/session-store';
import { MEMBERSHIP_TEXT } from './membership-text';

export type MembershipView = 'loading' | 'members-only' | 'membership';
export type MembershipStatus = 'idle' | 'loading' | 'ready' | 'failed';

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

/**
 * /mypage/membership (spec §2, members only; issue 11): the grade guide (icon, condition, benefits), the member's
 * own grade highlighted and how many completed orders the next grade needs, as a progress bar (ReadMembership). A
 * guest reaching the page sees the members-only message.
 */
export class MypageMembershipViewModel {
  status: MembershipStatus = 'idle';
  result: ReadMembershipResult | null = null;
  private readSequence = 0;

  constructor(
    private readonly session: Pick<SessionStore, 'status' | 'current'>,
    private readonly readMembership: Pick<ReadMembership, 'execute'>,
  ) {
    makeAutoObservable<MypageMembershipViewModel, 'session' | 'readMembership' | 'readSequence'>(this, {
      session: false,
      readMembership: false,
      readSequence: false,
    });
  }

  start(): () => void {
    return reaction(
      () => (this.view === 'membership' ? sessionIdentity(this.session.current) : null),
      (identity) => {
        if (identity !== null) void this.load();
      },
      { fireImmediately: true },
    );
  }

  get viewer(): Viewer {
    return viewerOf(this.session.current);
  }

  get view(): MembershipView {
    if (this.session.status === 'loading') return 'loading';
    return this.viewer === 'member' ? 'membership' : 'members-only';
  }

  get title(): string {
    return myPageMenu('member').find((entry) => entry.key === 'membership')?.label ?? '멤버십 안내';
  }

  get cards(): readonly GradeCardView[] {
    const result = this.result;
    return result === null ? [] : result.grades.map((grade) => gradeCard(grade, result.currentGradeId));
  }

  get currentGrade(): GradeCardView | null {
    return this.cards.find((card) => card.current) ?? null;
  }

  get progress(): ProgressView | null {
    const progress = this.result?.progress ?? null;
    if (progress === null || progress.kind === 'top') return null;
    const { next, value, max, percent, ordersLeft } = progress;
    return {
      label: MEMBERSHIP_TEXT.progressLabel(next.name),
      value,
      max,
      percent,
      valueText: MEMBERSHIP_TEXT.counted(value, max),
      message:
        ordersLeft === 0 ? MEMBERSHIP_TEXT.reached(next.name) : MEMBERSHIP_TEXT.ordersLeft(next.name, ordersLeft),
    };
  }

  get isTop(): boolean {
    return this.result?.progress?.kind === 'top';
  }

  async load(): Promise<void> {
    const sequence = ++this.readSequence;
    this.status = 'loading';
    try {
      const result = await this.readMembership.execute();
      if (sequence !== this.readSequence) return;
      runInAction(() => {
        this.result = result;
        this.status = 'ready';
      });
    } catch {
      // An outage: the page offers 다시 시도.
      if (sequence !== this.readSequence) return;
      runInAction(() => {
        this.status = 'failed';
      });
    }
  }

  retry(): Promise<void> {
    return this.load();
  }
}
