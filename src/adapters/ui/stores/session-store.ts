import { makeAutoObservable, runInAction } from 'mobx';
import type { SignInRequest, SignInResult } from '../../../application/ports/session-gateway';
import { signsInAsGuestOnArrival } from '../../../domain/session/session-entry';
import { type SessionStatus, sessionStatus } from '../../../domain/session/status';
import type { DefaultAddress, Loadable, Member, Session } from '../../../domain/session/types';
import { sameSession, sessionIdentity } from '../session/session-identity';
import type { SessionSignals } from '../session/session-signals';
import type { ShellData } from '../session/shell-data';

const LOADING = { status: 'loading' } as const;

type Logger = (message: string, error: unknown) => void;

export interface SessionStoreOptions {
  /** Issue 4: a visit without a session signs in as an anonymous guest, so a guest can shop (the browser: on). */
  readonly guestOnArrival?: boolean;
  /** The current path with its query (the guest-on-arrival rule leaves the ARS pages alone). */
  readonly currentPath?: () => string;
  /** Focus, other tabs and timers (spec §4); absent: the store reads only when asked. */
  readonly signals?: SessionSignals | null;
  /** Spec §4 "an optional poll interval", ms; absent or null: no polling. */
  readonly pollIntervalMs?: number | null;
  /** Called after the customer changed (another sign-in, a sign-out elsewhere): the cart badge follows. */
  readonly onCustomerChange?: () => void;
  /**
   * Issue 13: awaited before an answer (the session, the member and address) is shown. The browser yields there, so
   * reading an answer and the re-render that shows it are tasks of their own, not one long task on a phone.
   */
  readonly beforeShowing?: () => Promise<void>;
  readonly log?: Logger;
}

const consoleLogger: Logger = (message, error) => console.error(message, error);

/**
 * The visitor's session, member and default address (spec §4: each loading, then loaded with a value or empty), the
 * session status (loading, authenticated, unauthenticated) and the ARS flag. Shared and long-lived: one per app, in
 * the RootStore. The session is read again on focus, when another tab signs in or out, and on the poll interval;
 * the member details are read again only when the customer changed. Sign-ins and sign-outs are announced to the
 * other tabs. API calls take their access token from here (accessToken, after ready()).
 */
export class SessionStore {
  session: Loadable<Session> = LOADING;
  member: Loadable<Member> = LOADING;
  defaultAddress: Loadable<DefaultAddress> = LOADING;
  arsFlag = false;
  /**
   * Who the guest signed in on arrival is (sessionIdentity), while that is still the session: a first-visit guest is
   * a new owner (server/auth/credentials-providers.ts), with no address and an empty cart, so nothing of theirs is
   * read for it.
   */
  private arrivalGuest: string | null = null;
  private firstRead: Promise<void> | null = null;
  private reading: Promise<void> | null = null;
  /** Bumped by every change made here, so a read that started before it does not overwrite it. */
  private generation = 0;

  constructor(
    private readonly source: ShellData,
    private readonly options: SessionStoreOptions = {},
  ) {
    makeAutoObservable<SessionStore, 'source' | 'options' | 'arrivalGuest' | 'firstRead' | 'reading' | 'generation'>(
      this,
      {
        source: false,
        options: false,
        arrivalGuest: false,
        isArrivalGuest: false,
        firstRead: false,
        reading: false,
        generation: false,
      },
    );
  }

  /** Spec §4 session status. */
  get status(): SessionStatus {
    return sessionStatus(this.session);
  }

  get current(): Session | null {
    return this.session.status === 'loaded' ? this.session.value : null;
  }

  /** The access token API calls carry; null without a session. */
  get accessToken(): string | null {
    return this.current?.accessToken ?? null;
  }

  /** The session is the new guest this store signed in on arrival (a new owner: no address, an empty cart). */
  get isArrivalGuest(): boolean {
    return this.arrivalGuest !== null && this.arrivalGuest === sessionIdentity(this.current);
  }

  /** Settles once the first read knows the session (not waiting for the member details). */
  ready(): Promise<void> {
    return this.firstRead ?? Promise.resolve();
  }

  /**
   * Reads the session and the member details (on start; a guest session is made on arrival when configured). With
   * `shownAfter`, the calls start at once but nothing is shown before it settles (issue 13: a server-rendered page is
   * hydrated with the signed-out shell the server rendered; a session shown earlier would not match that markup).
   */
  load(shownAfter?: Promise<void>): Promise<void> {
    return this.read(true, shownAfter);
  }

  /** Reads the session again; the member details only when the customer changed. */
  refetch(): Promise<void> {
    return this.read(false);
  }

  /** Listens to focus, the other tabs and the poll interval (spec §4); returns the way to stop. */
  listen(): () => void {
    const signals = this.options.signals;
    if (signals == null) return () => undefined;
    const refetch = () => void this.refetch();
    const stops = [signals.onFocus(refetch), signals.onOtherTabChange(refetch)];
    const poll = this.options.pollIntervalMs;
    if (poll != null && poll > 0) stops.push(signals.every(poll, refetch));
    return () => {
      for (const stop of stops) stop();
    };
  }

  /**
   * Signs in through the helper; on success the session and its member details are shown and other tabs told. A
   * session read still running (with its guest sign-in on arrival) is let finish first: its late answer would
   * otherwise set the guest's cookie over this sign-in's.
   */
  async signIn(request: SignInRequest): Promise<SignInResult> {
    await this.settle();
    const result = await this.source.signIn(request);
    if (result.kind === 'signed-in') await this.adopt(result.session);
    return result;
  }

  /**
   * Waits for a session read still running (with its guest sign-in on arrival). A use case that signs in calls this
   * first: the read's late answer would otherwise set the guest's cookie over that sign-in's.
   */
  async settle(): Promise<void> {
    if (this.reading !== null) await this.reading.catch(() => undefined);
  }

  /** A session a use case signed in (ARS link, guest phone): shown with its member details, other tabs told. */
  async adopt(session: Session): Promise<void> {
    runInAction(() => {
      this.generation += 1;
      this.arrivalGuest = null; // a confirmed guest may be the same owner, with what it added since: read it
      this.session = { status: 'loaded', value: session };
      this.arsFlag = this.source.arsFlag();
    });
    this.options.signals?.announceChange();
    await this.loadDetails(session, this.generation);
    this.options.onCustomerChange?.();
  }

  /** Spec §4 logout: the member state is cleared before the page reloads; the other tabs are told. */
  clear(): void {
    this.generation += 1;
    this.settleSignedOut();
    this.options.signals?.announceChange();
  }

  /** Spec §7: a refreshed access token is used at once; the rotated session is read back in the background. */
  adoptAccessToken(accessToken: string): void {
    const current = this.current;
    if (current === null || accessToken === '' || current.accessToken === accessToken) return;
    this.generation += 1;
    this.session = { status: 'loaded', value: { ...current, accessToken } };
    void this.refetch();
  }

  /** Reads the ARS flag again after something turned it on or off (the /ars landing, the ARS guard). */
  syncArsFlag(): void {
    this.arsFlag = this.source.arsFlag();
  }

  private read(withDetails: boolean, shownAfter?: Promise<void>): Promise<void> {
    if (this.reading !== null) return this.reading;
    let known: () => void = () => undefined;
    const sessionKnown = new Promise<void>((resolve) => {
      known = resolve;
    });
    this.firstRead ??= sessionKnown;
    this.reading = this.readOnce(withDetails, known, shownAfter).finally(() => {
      known();
      this.reading = null;
    });
    return this.reading;
  }

  private async readOnce(withDetails: boolean, known: () => void, shownAfter?: Promise<void>): Promise<void> {
    const generation = this.generation;
    const before = this.current;
    let next: Session | null;
    let arrived = false;
    try {
      next = await this.source.session();
      if (next === null && this.signsInAsGuest()) {
        next = await this.signInGuest();
        arrived = next !== null;
        this.arrivalGuest = arrived ? sessionIdentity(next) : null;
      }
    } catch (error) {
      await shownAfter;
      this.log('session could not be read', error);
      // Unreachable helper on the first read: show the signed-out shell rather than loading forever.
      if (this.session.status === 'loading') runInAction(() => this.settleSignedOut());
      return;
    }
    await shownAfter;
    await this.options.beforeShowing?.();
    if (generation !== this.generation) return;
    const customerChanged = sessionIdentity(before) !== sessionIdentity(next);
    runInAction(() => {
      if (this.session.status === 'loading' || !sameSession(before, next)) {
        this.session = { status: 'loaded', value: next };
      }
      this.arsFlag = this.source.arsFlag();
    });
    known();
    if (!withDetails && !customerChanged && this.member.status === 'loaded') return;
    await this.loadDetails(arrived ? null : next, generation);
    if (!withDetails && customerChanged) this.options.onCustomerChange?.();
  }

  /** `session` null: no member and no address (signed out, or the new guest made on arrival), nothing read. */
  private async loadDetails(session: Session | null, generation: number): Promise<void> {
    const details = session === null ? { member: null, defaultAddress: null } : await this.source.details(session);
    await this.options.beforeShowing?.();
    if (generation !== this.generation) return;
    runInAction(() => {
      this.member = { status: 'loaded', value: details.member };
      this.defaultAddress = { status: 'loaded', value: details.defaultAddress };
    });
  }

  private signsInAsGuest(): boolean {
    if (this.options.guestOnArrival !== true) return false;
    return signsInAsGuestOnArrival(this.options.currentPath?.() ?? '/');
  }

  /** A guest refused (rate limit) or unreachable reads as no session: the shop still shows, signed out. */
  private async signInGuest(): Promise<Session | null> {
    const result = await this.source.signIn({ provider: 'guest' });
    if (result.kind === 'signed-in') {
      this.options.signals?.announceChange();
      return result.session;
    }
    this.log('guest sign-in was refused', result.error);
    return null;
  }

  private settleSignedOut(): void {
    this.session = { status: 'loaded', value: null };
    this.member = { status: 'loaded', value: null };
    this.defaultAddress = { status: 'loaded', value: null };
  }

  private log(message: string, error: unknown): void {
    (this.options.log ?? consoleLogger)(message, error);
  }
}
