import { reaction } from 'mobx';
import type { GuardRoute } from '../../../application/use-cases/guard-route';
import { isArsLinkPending } from '../../../domain/session/session-entry';
import type { SessionStore } from '../stores/session-store';
import { sessionIdentity } from './session-identity';

/** What the guard asks the shell to do. */
export interface RouteGuardEffects {
  /** A redirect inside the app (replacing the guarded entry in the history). */
  redirect(to: string): void;
  /** A full page load (spec §4: sign-out lands on /reset with a fresh page). */
  reload(to: string): void;
  /** Spec §4/§8: shows `message` in the alert modal, then `then` once it is confirmed. */
  alert(message: string, then: () => void): void;
}

type Logger = (message: string, error: unknown) => void;

/**
 * Spec §4 route guard and ARS guard in the app shell: runs the GuardRoute use case once the session is known, on every
 * location and whenever the session changes (another customer, an expired refresh token). Only the newest run acts.
 * Nothing runs while an ARS link (/ars?token=…) is being redeemed.
 * - signed out (refresh token expired): the member state is cleared and the page reloads at /reset; a failed
 *   sign-out is logged and its message alerted first (spec §8);
 * - ARS expired: the flag is off; alert the expiry message, then /sign/out;
 * - redirect: /address/permission (a member without a default address) or /sign/out (ARS rules).
 */
export class RouteGuard {
  private run = 0;

  constructor(
    private readonly guard: Pick<GuardRoute, 'execute'>,
    private readonly session: SessionStore,
    private readonly effects: RouteGuardEffects,
    private readonly log: Logger = (message, error) => console.error(message, error),
  ) {}

  /** Guards `currentUrl()` now and whenever it or the session changes; returns the way to stop. */
  start(currentUrl: () => string): () => void {
    return reaction(
      () => ({ url: currentUrl(), key: this.sessionKey() }),
      ({ url }) => void this.check(url),
      { fireImmediately: true, equals: (a, b) => a.url === b.url && a.key === b.key },
    );
  }

  /** Runs the guards for `path` (with its query) and carries out the newest decision. */
  async check(path: string): Promise<void> {
    if (this.session.status === 'loading' || isArsLinkPending(path)) return;
    this.run += 1;
    const run = this.run;
    let result: Awaited<ReturnType<GuardRoute['execute']>>;
    try {
      result = await this.guard.execute({ ready: true, path });
    } catch (error) {
      this.log('the route guard could not run', error);
      return;
    }
    if (run !== this.run) return;
    if (result.kind === 'signed-out') {
      const { to, message } = result;
      this.session.clear();
      if (message === null) {
        this.effects.reload(to);
        return;
      }
      this.log('sign-out failed', message);
      this.effects.alert(message, () => this.effects.reload(to));
      return;
    }
    if (result.kind === 'ars-expired') {
      const { to, message } = result;
      this.session.syncArsFlag();
      this.effects.alert(message, () => this.effects.redirect(to));
      return;
    }
    if (result.kind === 'redirect') this.effects.redirect(result.to);
  }

  private sessionKey(): string {
    const current = this.session.current;
    return `${this.session.status}|${sessionIdentity(current)}|${current?.refreshTokenExpired === true}`;
  }
}
