import { makeAutoObservable, runInAction } from 'mobx';
import type { EndArsCall } from '../../../../application/use-cases/end-ars-call';
import type { Session } from '../../../../domain/session/types';

export interface SignOutLandingDeps {
  readonly session: { readonly current: Session | null; ready(): Promise<void>; clear(): void; syncArsFlag(): void };
  readonly endCall: Pick<EndArsCall, 'execute'>;
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
    const result = await this.deps.endCall.execute({ sessionType: this.deps.session.current?.type ?? null });
    if (result.kind === 'sign-out-failed') {
      (this.deps.log ?? ((m, e) => console.error(m, e)))('the ARS session could not be signed out', result.error);
    }
    if (result.kind === 'sign-out-failed' || result.signedOut) this.deps.session.clear();
    this.deps.session.syncArsFlag();
    runInAction(() => {
      this.ended = true;
    });
  }
}
