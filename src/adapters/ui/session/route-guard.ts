import type { GuardRoute } from '../../../application/use-cases/guard-route';
import { isArsLinkPending } from '../../../domain/session/session-entry';
import type { AlertStore } from '../stores/alert-store';
import type { SessionStore } from '../stores/session-store';
import { sessionIdentity } from './session-identity';

/** Where the route guard sends the customer instead of the page asked for. */
export type GuardOutcome =
  | { readonly kind: 'stay' }
  /** Another page of the app. */
  | { readonly kind: 'redirect'; readonly to: string }
  /** A full page load (spec §4: sign-out lands on /reset with a fresh page). */
  | { readonly kind: 'reload'; readonly to: string };

type Logger = (message: string, error: unknown) => void;

const STAY: GuardOutcome = { kind: 'stay' };

/**
 * Spec §4 route guard and ARS guard, asked by the shell's route loader before each page renders (issue 13: a loader
 * redirect, so a guarded page never shows; a newer navigation cancels an older one's loader). It guards the auth
 * context the session store holds, once its read is done (GuardRoute with that context: no call per navigation).
 * Nothing is guarded while an ARS link (/ars?token=…) is being redeemed.
 * - signed out (refresh token expired): the member state is cleared and the page loads /reset; a failed sign-out is
 *   logged and its message alerted first (spec §8);
 * - ARS expired: the flag is off; the expiry message is alerted, then /sign/out;
 * - redirect: /address/permission (a member without a default address), /sign/out (ARS rules), the my-page rules.
 */
export class RouteGuard {
  /** The path (with its query) of the page on screen, as the shell last showed it. */
  private shownPath: string | null = null;

  constructor(
    private readonly guard: Pick<GuardRoute, 'execute'>,
    private readonly session: SessionStore,
    private readonly alerts: Pick<AlertStore, 'show'>,
    private readonly log: Logger = (message, error) => console.error(message, error),
  ) {}

  /** The shell shows the page at `path` (with its query). */
  shown(path: string): void {
    this.shownPath = path;
  }

  /** Whether `path` is the page on screen: a check of it (not a navigation to it). */
  isShown(path: string): boolean {
    return this.shownPath === path;
  }

  /** Where a visit of `path` (with its query) goes. */
  async decide(path: string): Promise<GuardOutcome> {
    if (isArsLinkPending(path)) return STAY;
    await this.session.ready();
    await this.session.settle();
    const { current, member, defaultAddress } = this.session;
    let result: Awaited<ReturnType<GuardRoute['execute']>>;
    try {
      result = await this.guard.execute({ ready: true, path, context: { session: current, member, defaultAddress } });
    } catch (error) {
      this.log('the route guard could not run', error);
      return STAY;
    }
    if (result.kind === 'signed-out') {
      this.session.clear();
      if (result.message !== null) {
        this.log('sign-out failed', result.message);
        await this.alerts.show(result.message);
      }
      return { kind: 'reload', to: result.to };
    }
    if (result.kind === 'ars-expired') {
      this.session.syncArsFlag();
      await this.alerts.show(result.message);
      return { kind: 'redirect', to: result.to };
    }
    return result.kind === 'redirect' ? { kind: 'redirect', to: result.to } : STAY;
  }
}

/**
 * What the guards depend on that can change while a page is on screen (another customer, a sign-out elsewhere, an
 * expired refresh token, the session read after a server-rendered page hydrated): the shell checks the page again
 * when it changes.
 */
export function guardedSessionKey(session: Pick<SessionStore, 'status' | 'current'>): string {
  const current = session.current;
  return `${session.status}|${sessionIdentity(current)}|${current?.refreshTokenExpired === true}`;
}
