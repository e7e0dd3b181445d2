import type { MemberAccount } from '../ports/member-account';

export type ConnectIdentityResult =
  | { readonly kind: 'connected' }
  /** The token was bad or expired, or the person's CI is another member's (the server's Korean message). */
  | { readonly kind: 'rejected'; readonly message: string };

/**
 * Spec §2 내 정보 본인 인증: the identity service proved the person (ciToken from the identity popup); PATCH
 * /member/info/ci records their CI on the member. Not a member: SessionRequiredError; outages throw.
 */
export class ConnectIdentity {
  constructor(private readonly members: Pick<MemberAccount, 'connectIdentity'>) {}

  async execute(input: { readonly ciToken: string }): Promise<ConnectIdentityResult> {
    const result = await this.members.connectIdentity(input);
    return result.kind === 'connected' ? result : { kind: 'rejected', message: result.message };
  }
}
