import type { AddressBook } from '../../../application/ports/address-book';
import type { ArsFlag } from '../../../application/ports/ars-flag';
import type { CartGateway } from '../../../application/ports/cart-gateway';
import type { MemberAccount } from '../../../application/ports/member-account';
import type { SessionGateway, SignInRequest, SignInResult } from '../../../application/ports/session-gateway';
import { refreshedCartCount } from '../../../application/use-cases/cart-count';
import type { Address } from '../../../domain/address/types';
import { isMemberSession } from '../../../domain/session/status';
import type { DefaultAddress, Member, Session } from '../../../domain/session/types';
import type { ShellData, ShellDetails } from './shell-data';

/** Reports a read the shell can live without (spec §8: logged and ignored). */
export type ShellLogger = (message: string, error: unknown) => void;

const consoleLogger: ShellLogger = (message, error) => console.error(message, error);

/**
 * ShellData over the backend ports. A session's member and default address are read side by side; only a member
 * session has an account to show (a guest's or an ARS call's member reads null: the server refuses them member
 * info, and the shell shows them the guest variant anyway). A member read that fails shows the shell as for an unknown member; a
 * default-address read that fails shows no address; both are logged (spec §8).
 */
export class PortShellData implements ShellData {
  constructor(
    private readonly sessions: SessionGateway,
    private readonly members: MemberAccount,
    private readonly addresses: AddressBook,
    private readonly cart: CartGateway,
    private readonly ars: ArsFlag,
    private readonly log: ShellLogger = consoleLogger,
  ) {}

  session(): Promise<Session | null> {
    return this.sessions.session();
  }

  signIn(request: SignInRequest): Promise<SignInResult> {
    return this.sessions.signIn(request);
  }

  async details(session: Session): Promise<ShellDetails> {
    const [member, defaultAddress] = await Promise.all([
      isMemberSession(session) ? this.member() : null,
      this.defaultAddress(),
    ]);
    return { member, defaultAddress };
  }

  arsFlag(): boolean {
    return this.ars.isOn();
  }

  async cartCount(): Promise<number | null> {
    return refreshedCartCount(this.cart);
  }

  private async member(): Promise<Member | null> {
    try {
      return await this.members.info();
    } catch (error) {
      this.log('member info could not be read', error);
      return null;
    }
  }

  private async defaultAddress(): Promise<DefaultAddress | null> {
    try {
      return toDefault(await this.addresses.defaultAddress());
    } catch (error) {
      this.log('default address could not be read', error);
      return null;
    }
  }
}

function toDefault(address: Address | null): DefaultAddress | null {
  return address === null ? null : { fullAddress: address.fullAddress, detailAddress: address.detailAddress };
}
