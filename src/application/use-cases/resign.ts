import type { MemberAccount } from '../ports/member-account';
import type { OrderFormRepository } from '../ports/order-form-repository';
import type { SessionGateway } from '../ports/session-gateway';
import { SIGN_OUT_CALLBACK } from './log-out';

export type ResignResult = { readonly kind: 'resigned'; readonly to: typeof SIGN_OUT_CALLBACK };

/**
 * Spec §2 회원 탈퇴: DELETE /member/info (the server ends every session of the member), then this browser's session
 * and local order form go too, and the customer lands on /reset. The sign-out after resigning is tidying up: the
 * server already ended the session, so its failure changes nothing. Not a member: SessionRequiredError; outages of
 * the DELETE throw (nothing was resigned).
 */
export class Resign {
  constructor(
    private readonly members: Pick<MemberAccount, 'resign'>,
    private readonly sessions: Pick<SessionGateway, 'signOut'>,
    private readonly orderForms: OrderFormRepository,
  ) {}

  async execute(): Promise<ResignResult> {
    await this.members.resign();
    try {
      await this.sessions.signOut(SIGN_OUT_CALLBACK);
    } catch {
      // The server ended the session with the account; a refused sign-out leaves nothing behind.
    } finally {
      this.orderForms.clear();
      this.orderForms.saveCartId(null);
      this.orderForms.saveRemovableCartId(null);
    }
    return { kind: 'resigned', to: SIGN_OUT_CALLBACK };
  }
}
