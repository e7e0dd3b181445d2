import { createHmac } from 'node:crypto';

/** Spec §3 hpcPointState.status and the points held when linked; a partner status we do not know is kept raw. */
export interface HappyPointAccount {
  readonly status: string;
  /** Set exactly when status is SUCCESS, integer P. */
  readonly currentPoint: number | null;
}

/** What the partner is asked with: the member's CI (null: none on file) and phone. */
export interface HappyPointMember {
  readonly ci: string | null;
  readonly phoneNumber: string;
}

/**
 * The Happy Point partner (spec §2 checkout "Partner points", §4 Happy Point row). Answers the member's link state;
 * outages throw.
 */
export interface HappyPointPartner {
  accountOf(member: HappyPointMember): Promise<HappyPointAccount>;
}

/**
 * The local stand-in, deterministic per member so every state can be tried: without a CI on file the partner
 * cannot look the person up (CI_REQUIRED, shown 미등록); a phone ending in 0 is not a Happy Point member
 * (NOT_HPC_MEMBER); anyone else holds 1,000..9,900 P, a multiple of 100 fixed by their CI.
 */
export class LocalHappyPointSimulator implements HappyPointPartner {
  constructor(private readonly key: Uint8Array) {}

  async accountOf(member: HappyPointMember): Promise<HappyPointAccount> {
    if (member.ci === null) return { status: 'CI_REQUIRED', currentPoint: null };
    if (member.phoneNumber.endsWith('0')) return { status: 'NOT_HPC_MEMBER', currentPoint: null };
    const digest = createHmac('sha256', this.key).update(member.ci).digest();
    return { status: 'SUCCESS', currentPoint: 1000 + (digest.readUInt16BE(0) % 90) * 100 };
  }
}
