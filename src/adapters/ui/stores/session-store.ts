import { makeAutoObservable, runInAction } from 'mobx';
import type { DefaultAddress, Loadable, Member, Session } from '../../../domain/session/types';
import type { ShellData } from '../session/shell-data';

const LOADING = { status: 'loading' } as const;

/**
 * The visitor's session, member and default address (spec §4: each loading, then loaded with a value or empty),
 * and the ARS flag. Shared and long-lived: one per app, in the RootStore.
 */
export class SessionStore {
  session: Loadable<Session> = LOADING;
  member: Loadable<Member> = LOADING;
  defaultAddress: Loadable<DefaultAddress> = LOADING;
  arsFlag = false;

  constructor(private readonly source: ShellData) {
    makeAutoObservable<SessionStore, 'source'>(this, { source: false });
  }

  /** Reads everything again from the source (on start, after sign-in or sign-out, on window focus). */
  async load(): Promise<void> {
    let snapshot: Awaited<ReturnType<ShellData['snapshot']>>;
    try {
      snapshot = await this.source.snapshot();
    } catch (error) {
      // The session helper is unreachable: show the signed-out shell rather than loading forever.
      console.error('session could not be read', error);
      runInAction(() => this.clear());
      return;
    }
    runInAction(() => {
      this.session = { status: 'loaded', value: snapshot.session };
      this.member = { status: 'loaded', value: snapshot.member };
      this.defaultAddress = { status: 'loaded', value: snapshot.defaultAddress };
      this.arsFlag = snapshot.arsFlag;
    });
  }

  /** Spec §4 logout: the member state is cleared before the page reloads. */
  clear(): void {
    this.session = { status: 'loaded', value: null };
    this.member = { status: 'loaded', value: null };
    this.defaultAddress = { status: 'loaded', value: null };
  }

  get current(): Session | null {
    return this.session.status === 'loaded' ? this.session.value : null;
  }
}
