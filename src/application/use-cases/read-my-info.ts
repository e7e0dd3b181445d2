import type { MemberAccount, MemberProfile } from '../ports/member-account';
import { SessionRequiredError } from '../ports/session-required-error';

export type ReadMyInfoResult =
  | { readonly kind: 'read'; readonly profile: MemberProfile }
  /** Spec §2/§6: 내 정보 is members only (a guest, an ARS caller or a signed-out visitor has none). */
  | { readonly kind: 'members-only' };

/** Spec §2 /mypage (내 정보), §7 GET /member/info: the member's account as the screen shows it. Outages throw. */
export class ReadMyInfo {
  constructor(private readonly members: Pick<MemberAccount, 'profile'>) {}

  async execute(): Promise<ReadMyInfoResult> {
    try {
      return { kind: 'read', profile: await this.members.profile() };
    } catch (error) {
      if (error instanceof SessionRequiredError) return { kind: 'members-only' };
      throw error;
    }
  }
}
