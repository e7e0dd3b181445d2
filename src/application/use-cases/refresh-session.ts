import {
  afterRefresh,
  type CachedRefresh,
  isRefreshCacheFresh,
  planRefresh,
  type RefreshOutcome,
} from '../../domain/session/refresh';
import type { Clock } from '../ports/clock';
import type { SessionGateway } from '../ports/session-gateway';
import { SIGN_OUT_CALLBACK } from './log-out';

export interface RefreshSessionInput<T> {
  /** Sends the call that came back 401 again, with the new access token. Called at most once. */
  readonly replay: (accessToken: string) => Promise<T>;
}

export type RefreshSessionResult<T> =
  | { readonly kind: 'replayed'; readonly value: T }
  | { readonly kind: 'signed-out'; readonly to: typeof SIGN_OUT_CALLBACK };

/**
 * Spec §7/§8 the 401 policy: refresh the token with the provider of the session type and replay the call once.
 * Concurrent callers share ONE refresh (a caller arriving while it runs awaits the same promise) and its outcome
 * is reused for 10,000 ms (Clock). No refresh session, an expired refresh token or a failed refresh (refused or
 * thrown) signs out once, and every caller is told 'signed-out' to /reset. A replay that fails throws to its caller.
 */
export class RefreshSession {
  private cache: CachedRefresh | null = null;
  private running: Promise<RefreshOutcome> | null = null;

  constructor(
    private readonly sessions: SessionGateway,
    private readonly clock: Clock,
  ) {}

  async execute<T>(input: RefreshSessionInput<T>): Promise<RefreshSessionResult<T>> {
    const decision = afterRefresh({ replayed: false, outcome: await this.outcome() });
    if (decision.kind !== 'replay') return { kind: 'signed-out', to: SIGN_OUT_CALLBACK };
    return { kind: 'replayed', value: await input.replay(decision.accessToken) };
  }

  private outcome(): Promise<RefreshOutcome> {
    if (this.cache !== null && isRefreshCacheFresh(this.cache, this.clock.now())) {
      return Promise.resolve(this.cache.outcome);
    }
    if (this.running === null) {
      this.running = this.refreshOnce().finally(() => {
        this.running = null;
      });
    }
    return this.running;
  }

  private async refreshOnce(): Promise<RefreshOutcome> {
    const outcome = await this.tryRefresh();
    this.cache = { settledAt: this.clock.now(), outcome };
    if (outcome.kind === 'failed') await this.signOut();
    return outcome;
  }

  private async tryRefresh(): Promise<RefreshOutcome> {
    try {
      const plan = planRefresh(await this.sessions.session(), this.clock.now());
      if (plan.kind === 'sign-out') return { kind: 'failed' };
      const result = await this.sessions.refresh(plan.provider, plan.refreshToken);
      return result.kind === 'refreshed'
        ? { kind: 'refreshed', accessToken: result.session.accessToken }
        : { kind: 'failed' };
    } catch {
      return { kind: 'failed' };
    }
  }

  /** Spec §8: a failed sign-out still ends at /reset; nothing more can be done here. */
  private async signOut(): Promise<void> {
    try {
      await this.sessions.signOut(SIGN_OUT_CALLBACK);
    } catch {
      // The caller goes to /reset either way; the reset page ends the browser session.
    }
  }
}
