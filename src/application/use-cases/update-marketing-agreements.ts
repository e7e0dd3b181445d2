import type { MarketingConsent, MemberAccount, MemberProfile } from '../ports/member-account';

export interface UpdateMarketingAgreementsInput {
  /** The member's current name: PUT /member/info always carries it (spec §7), so it is sent unchanged. */
  readonly name: string;
  readonly marketing: MarketingConsent;
}

export type UpdateMarketingAgreementsResult =
  | { readonly kind: 'saved'; readonly marketing: MarketingConsent; readonly member: MemberProfile['member'] }
  | { readonly kind: 'rejected'; readonly message: string };

/**
 * Spec §2 내 정보: the SMS, e-mail and push marketing agreements, saved with PUT /member/info (name unchanged).
 * Not a member: SessionRequiredError; outages throw.
 */
export class UpdateMarketingAgreements {
  constructor(private readonly members: Pick<MemberAccount, 'updateInfo'>) {}

  async execute(input: UpdateMarketingAgreementsInput): Promise<UpdateMarketingAgreementsResult> {
    const result = await this.members.updateInfo({ name: input.name, marketing: input.marketing });
    if (result.kind === 'rejected') return { kind: 'rejected', message: result.message };
    return { kind: 'saved', marketing: input.marketing, member: result.member };
  }
}
