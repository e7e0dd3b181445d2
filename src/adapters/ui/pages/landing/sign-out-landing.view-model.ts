import { makeAutoObservable, runInAction } from 'mobx';
import type { ArsFlag } from '../../../../application/ports/ars-flag';
import type { SessionGateway } from '../../../../application/ports/session-gateway';
import { ARS_SIGN_OUT_PATH } from '../../../../domain/session/ars';
import type { Session } from '../../../../domain/session/types';

export interface SignOutLandingDeps {
  readonly session: { readonly current: Session | null; ready(): Promise<void>; clear(): void; syncArsFlag(): void };
  readonly sessions: Pick<SessionGateway, 'signOut'>;
  readonly arsFlag: Pick<ArsFlag, 'turnOff'>;
  readonly log?: (message: string, error: unknown) => void;
}

/**
 * Spec §2 /sign/out, the ARS forced-out landing: the visible-ARS call is over, so an ARS session still open ends here
 * and this tab's ARS flag turns off; leaving the page then starts an ordinary visit. A failed sign-out is logged:
 * the session is short-lived and the landing shows the same either way.
 */
export class SignOutLandingViewModel {
  ended = false;

  constructor(private readonly deps: SignOutLandingDeps) {
    makeAutoObservable<SignOutLandingViewModel, 'deps'>(this, { deps: false });
  }

  async start(): Promise<void> {
    await this.deps.session.ready();
    if (this.deps.session.current?.type === 'ars') {
      try {
        await this.deps.sessions.signOut(ARS_SIGN_OUT_PATH);
      } catch (error) {
        (this.deps.log ?? ((m, e) => console.error(m, e)))('the ARS session could not be signed out', error);
      }
      this.deps.session.clear();
    }
    this.deps.arsFlag.turnOff();
    this.deps.session.syncArsFlag();
    runInAction(() => {
      this.ended = true;
    });
  }
}
