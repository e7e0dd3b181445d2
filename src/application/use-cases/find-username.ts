import { formatSeoulDate } from '../../domain/money/calendar';
import type { AccountRecovery } from '../ports/account-recovery';
import type { IdentityProof } from './start-registration';

export type FindUsernameResult =
  /** The masked id and the join date as YYYY.MM.DD (spec §9 dates, Asia/Seoul). */
  | { readonly kind: 'found'; readonly username: string; readonly joinedOn: string }
  /** No such member, a spent code, a bad ciToken: the server's Korean message. */
  | { readonly kind: 'rejected'; readonly message: string };

/**
 * Spec §7 아이디 찾기: /member/find/username with the typed name and the phone proved by its code, or
 * /username-ci with a ciToken; the id comes back masked.
 */
export class FindUsername {
  constructor(private readonly recovery: Pick<AccountRecovery, 'findUsername' | 'findUsernameByCi'>) {}

  async execute(proof: IdentityProof): Promise<FindUsernameResult> {
    const result =
      proof.kind === 'phone'
        ? await this.recovery.findUsername({
            name: proof.name,
            phoneNumber: proof.phoneNumber,
            authCode: proof.authCode,
          })
        : await this.recovery.findUsernameByCi(proof.ciToken);
    if (result.kind === 'rejected') return { kind: 'rejected', message: result.message };
    return { kind: 'found', username: result.found.username, joinedOn: formatSeoulDate(result.found.joinedAt) };
  }
}
