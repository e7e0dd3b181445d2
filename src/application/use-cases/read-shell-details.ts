import type { Address } from '../../domain/address/types';
import { isMemberSession } from '../../domain/session/status';
import type { DefaultAddress, Member, Session } from '../../domain/session/types';
import type { AddressBook } from '../ports/address-book';
import { failureDetail, type Logger } from '../ports/logger';
import type { MemberAccount } from '../ports/member-account';

/** The events the shell's ignored reads are logged under (spec §8). */
export const SHELL_READ_EVENTS = {
  /** The member info behind the header's points, grade tag and coupon counts. */
  member: 'member-info.unavailable',
  /** The default (delivery) address behind the address line and the pin's '?'. */
  deliveryInfo: 'delivery-info.unavailable',
} as const;

export interface ReadShellDetailsInput {
  readonly session: Session;
}

export type ReadShellDetailsResult = {
  readonly kind: 'read';
  /** Null for a session that is not a member's, or when the account could not be read (logged). */
  readonly member: Member | null;
  /** Null when there is none, or when it could not be read (logged). */
  readonly defaultAddress: DefaultAddress | null;
};

/**
 * Spec §2 headers and drawer, §8: what the shell shows about a session's customer, read side by side. Only a member
 * session has an account to show (the server refuses a guest or an ARS call member info, and the shell shows them
 * the guest variant anyway). Spec §8 lists the member's point status and grade and the delivery info among the reads
 * whose failures are logged and ignored: a failed read shows as empty, the shell shows what it has, and this never
 * throws.
 */
export class ReadShellDetails {
  constructor(
    private readonly members: Pick<MemberAccount, 'info'>,
    private readonly addresses: Pick<AddressBook, 'defaultAddress'>,
    private readonly log: Logger,
  ) {}

  async execute(input: ReadShellDetailsInput): Promise<ReadShellDetailsResult> {
    const [member, defaultAddress] = await Promise.all([
      isMemberSession(input.session) ? this.member() : null,
      this.defaultAddress(),
    ]);
    return { kind: 'read', member, defaultAddress };
  }

  private async member(): Promise<Member | null> {
    try {
      return await this.members.info();
    } catch (error) {
      this.log.warn(SHELL_READ_EVENTS.member, failureDetail(error));
      return null;
    }
  }

  private async defaultAddress(): Promise<DefaultAddress | null> {
    try {
      return toDefault(await this.addresses.defaultAddress());
    } catch (error) {
      this.log.warn(SHELL_READ_EVENTS.deliveryInfo, failureDetail(error));
      return null;
    }
  }
}

function toDefault(address: Address | null): DefaultAddress | null {
  return address === null ? null : { fullAddress: address.fullAddress, detailAddress: address.detailAddress };
}
