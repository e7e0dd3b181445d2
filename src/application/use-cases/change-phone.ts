import type { MemberAccount } from '../ports/member-account';

export interface ChangePhoneInput {
  /** The new phone and the code the phone-verification popup confirmed for it. */
  readonly phoneNumber: string;
  readonly authCode: string;
}

export type ChangePhoneResult =
  | { readonly kind: 'changed'; readonly phoneNumber: string }
  /** The code was spent or expired, or another member holds the phone (the server's Korean message). */
  | { readonly kind: 'rejected'; readonly message: string };

/**
 * Spec §2 내 정보 휴대폰 번호 변경: after the phone-verification popup proved the new phone, PUT /member/info/phone
 * spends its code; the member's other sessions end. Not a member: SessionRequiredError; outages throw.
 */
export class ChangePhone {
  constructor(private readonly members: Pick<MemberAccount, 'changePhone'>) {}

  async execute(input: ChangePhoneInput): Promise<ChangePhoneResult> {
    const result = await this.members.changePhone(input);
    if (result.kind === 'rejected') return { kind: 'rejected', message: result.message };
    return { kind: 'changed', phoneNumber: input.phoneNumber };
  }
}
