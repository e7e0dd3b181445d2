import type { Address } from '../../domain/address/types';
import { myPageRedirect, viewerOf } from '../../domain/navigation/role-visibility';
import { arsGuardDecision, routeGuardDecision } from '../../domain/session/guards';
import type { DefaultAddress, Loadable, Member, Session } from '../../domain/session/types';
import type { AddressBook } from '../ports/address-book';
import type { ArsFlag } from '../ports/ars-flag';
import type { MemberAccount } from '../ports/member-account';
import type { SessionGateway } from '../ports/session-gateway';
import { messageOf, SIGN_OUT_CALLBACK } from './log-out';

/** Spec §4 auth context: the session (null: signed out), the member and the default address, each as loaded. */
export interface AuthContext {
  readonly session: Session | null;
  readonly member: Loadable<Member>;
  readonly defaultAddress: Loadable<DefaultAddress>;
}

export interface GuardRouteInput {
  readonly ready: boolean;
  /** The current path with its query. */
  readonly path: string;
  /**
   * The auth context the app already holds (the browser's session store, kept fresh by the flows that change it):
   * guarded as it is, with no call. Absent: the session, member and default address are read here.
   */
  readonly context?: AuthContext;
}

export type GuardRouteResult =
  | { readonly kind: 'stay' }
  | { readonly kind: 'signed-out'; readonly to: typeof SIGN_OUT_CALLBACK; readonly message: string | null }
  | { readonly kind: 'ars-expired'; readonly message: string; readonly to: '/sign/out' }
  | { readonly kind: 'redirect'; readonly to: string };

const LOADING = { status: 'loading' } as const;

/**
 * Spec §4 guards in order: an expired refresh token signs out to /reset (a failed sign-out still goes there, with
 * the message to alert); then the ARS guard (an expired ARS tab turns its flag off and goes to /sign/out); then a
 * loaded member without a default address goes to /address/permission; then the my-page rule (spec §2): a guest
 * on 내 정보 goes to /mypage/orders, on another members-only my-page entry to login with the way back.
 */
export class GuardRoute {
  constructor(
    private readonly sessions: SessionGateway,
    private readonly members: MemberAccount,
    private readonly addresses: AddressBook,
    private readonly arsFlag: ArsFlag,
  ) {}

  async execute(input: GuardRouteInput): Promise<GuardRouteResult> {
    if (!input.ready) return { kind: 'stay' };
    const session = input.context === undefined ? await this.sessions.session() : input.context.session;
    const { member, defaultAddress } = input.context ?? (await this.load(session));
    const route = routeGuardDecision({ ready: true, path: input.path, session, member, defaultAddress });
    if (route.kind === 'sign-out') return this.signOut();
    const ars = arsGuardDecision({ path: input.path, session, arsFlag: this.arsFlag.isOn() });
    if (ars.kind === 'expired') {
      this.arsFlag.turnOff();
      return { kind: 'ars-expired', message: ars.message, to: ars.to };
    }
    if (ars.kind === 'redirect') return ars;
    if (route.kind !== 'stay') return route;
    const myPage = myPageRedirect(input.path, viewerOf(session));
    return myPage === null ? route : { kind: 'redirect', to: myPage };
  }

  /**
   * Signed out, a guest or an ARS call: nothing to load (spec §4 (b) concerns a member's default address). An expired
   * refresh token: do not call with it (the guard signs out anyway).
   */
  private async load(
    session: Session | null,
  ): Promise<{ member: Loadable<Member>; defaultAddress: Loadable<DefaultAddress> }> {
    if (session === null || session.type !== 'member') {
      return { member: { status: 'loaded', value: null }, defaultAddress: LOADING };
    }
    if (session.refreshTokenExpired) return { member: LOADING, defaultAddress: LOADING };
    const [member, address] = await Promise.all([this.members.info(), this.addresses.defaultAddress()]);
    return {
      member: { status: 'loaded', value: member },
      defaultAddress: { status: 'loaded', value: toDefault(address) },
    };
  }

  private async signOut(): Promise<GuardRouteResult> {
    try {
      await this.sessions.signOut(SIGN_OUT_CALLBACK);
      return { kind: 'signed-out', to: SIGN_OUT_CALLBACK, message: null };
    } catch (error) {
      return { kind: 'signed-out', to: SIGN_OUT_CALLBACK, message: messageOf(error) };
    }
  }
}

function toDefault(address: Address | null): DefaultAddress | null {
  return address === null ? null : { fullAddress: address.fullAddress, detailAddress: address.detailAddress };
}
