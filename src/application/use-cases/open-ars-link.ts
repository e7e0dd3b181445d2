import type { Session } from '../../domain/session/types';
import type { ArsFlag } from '../ports/ars-flag';
import type { SessionGateway } from '../ports/session-gateway';

export type OpenArsLinkResult =
  /** The ARS session the link signed in, and the branch of the call (null: the call chose none). */
  | { readonly kind: 'opened'; readonly session: Session; readonly branchId: number | null }
  /** Spec §2: a used or expired link (or a sign-in that gave no ARS session); the flag is left as it was. */
  | { readonly kind: 'invalid' };

/**
 * Spec §2 /ars?token=…, the visible-ARS entry: the SMS link's single-use token is redeemed through the ars sign-in
 * provider, then this tab's ARS flag is turned on with the call's branch (session storage, spec §2 Sidebar) so the
 * sidebar and the ARS guard know the tab is in a call. Outages throw.
 */
export class OpenArsLink {
  constructor(
    private readonly sessions: Pick<SessionGateway, 'signIn'>,
    private readonly arsFlag: Pick<ArsFlag, 'turnOn'>,
  ) {}

  async execute(input: { readonly token: string }): Promise<OpenArsLinkResult> {
    const result = await this.sessions.signIn({ provider: 'ars', token: input.token });
    if (result.kind !== 'signed-in' || result.session.type !== 'ars') return { kind: 'invalid' };
    const branchId = result.session.ars?.branchId ?? null;
    this.arsFlag.turnOn(branchId === null ? null : String(branchId));
    return { kind: 'opened', session: result.session, branchId };
  }
}
