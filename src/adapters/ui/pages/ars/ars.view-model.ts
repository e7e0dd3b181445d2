import { makeAutoObservable, runInAction } from 'mobx';
import type { OpenArsLink } from '../../../../application/use-cases/open-ars-link';
import type { ReadArsBranch } from '../../../../application/use-cases/read-ars-branch';
import { ARS_PATH, arsLinkToken, arsTakeoutPath } from '../../../../domain/session/session-entry';
import type { Session } from '../../../../domain/session/types';
import type { Store } from '../../../../domain/store/types';

/** The /ars landing's texts (ours: spec §2 only names the visible-ARS flow). */
export const ARS_MESSAGES = {
  lead: '전화로 주문 중인 매장에서 메뉴를 직접 보고 골라보세요.',
  branchHeading: '주문 매장',
  takeout: '이 매장에서 포장 주문하기',
  redeeming: '보이는 ARS에 연결하고 있어요.',
  invalidTitle: '보이는 ARS 링크를 사용할 수 없어요',
  invalidText: '링크의 사용 시간이 지났거나 이미 사용한 링크예요. 전화주문으로 다시 연결해주세요.',
  noBranch: '연결된 매장 정보를 찾을 수 없어요. 전화주문으로 문의해주세요.',
  branchFailed: '매장 정보를 불러오지 못했어요. 포장 주문은 계속할 수 있어요.',
  notice: '주문을 마치기 전에 다른 화면으로 이동하면 보이는 ARS가 종료돼요.',
} as const;

export type ArsStatus = 'connecting' | 'ready' | 'invalid' | 'not-ars';

export interface ArsViewModelDeps {
  readonly session: {
    readonly current: Session | null;
    ready(): Promise<void>;
    settle(): Promise<void>;
    adopt(session: Session): Promise<void>;
    syncArsFlag(): void;
  };
  readonly openLink: Pick<OpenArsLink, 'execute'>;
  readonly readBranch: Pick<ReadArsBranch, 'execute'>;
  /** Replaces the link's URL (its single-use token) with /ars once it is redeemed. */
  readonly replace: (to: string) => void;
  readonly log?: (message: string, error: unknown) => void;
}

/**
 * Spec §2 /ars, the visible-ARS flow entry: an SMS link (/ars?token=…) is redeemed through the ars sign-in provider,
 * the tab's ARS flag is set with the call's branch (session storage, spec §2 Sidebar), then the caller chooses
 * takeout at that branch (/categories/1?mealType=takeout&branchId=…). A used or expired link says so; without an ARS
 * session the ARS guard sends the tab to /sign/out.
 */
export class ArsViewModel {
  status: ArsStatus = 'connecting';
  branchId: number | null = null;
  branch: Store | null = null;
  branchStatus: 'idle' | 'loading' | 'loaded' | 'failed' = 'idle';
  private started = false;

  constructor(private readonly deps: ArsViewModelDeps) {
    makeAutoObservable<ArsViewModel, 'deps' | 'started'>(this, { deps: false, started: false });
  }

  /** `path`: the page's path with its query. Runs once: a link token is single-use. */
  async start(path: string): Promise<void> {
    if (this.started) return;
    this.started = true;
    const token = arsLinkToken(path);
    if (token !== null) {
      const redeemed = await this.redeem(token);
      if (!redeemed) return;
    }
    await this.show();
  }

  /** Spec §2 Sidebar ARS takeout: the categories page at the call's branch; null without a branch. */
  get takeoutHref(): string | null {
    return arsTakeoutPath(this.branchId);
  }

  private async redeem(token: string): Promise<boolean> {
    try {
      await this.deps.session.settle();
      const result = await this.deps.openLink.execute({ token });
      if (result.kind === 'invalid') {
        runInAction(() => {
          this.status = 'invalid';
        });
        return false;
      }
      await this.deps.session.adopt(result.session);
      this.deps.session.syncArsFlag();
      this.deps.replace(ARS_PATH);
      return true;
    } catch (error) {
      this.log('the ARS link could not be redeemed', error);
      runInAction(() => {
        this.status = 'invalid';
      });
      return false;
    }
  }

  private async show(): Promise<void> {
    await this.deps.session.ready();
    const result = await this.deps.readBranch.execute({ session: this.deps.session.current });
    if (result.kind === 'branch-unreadable') this.log('the ARS branch could not be read', result.error);
    runInAction(() => {
      if (result.kind === 'not-ars') {
        this.status = 'not-ars';
        return;
      }
      this.status = 'ready';
      if (result.kind === 'no-branch') return;
      this.branchId = result.branchId;
      this.branch = result.kind === 'branch' ? result.store : null;
      this.branchStatus = result.kind === 'branch' ? 'loaded' : 'failed';
    });
  }

  private log(message: string, error: unknown): void {
    (this.deps.log ?? ((m, e) => console.error(m, e)))(message, error);
  }
}
