import type { AddressBook } from '../../../application/ports/address-book';
import type { ArsFlag } from '../../../application/ports/ars-flag';
import type { CartGateway } from '../../../application/ports/cart-gateway';
import type { MemberAccount } from '../../../application/ports/member-account';
import type { SessionGateway } from '../../../application/ports/session-gateway';
import { refreshedCartCount } from '../../../application/use-cases/cart-count';
import type { Address } from '../../../domain/address/types';
import type { DefaultAddress, Member } from '../../../domain/session/types';
import type { ShellData, ShellSnapshot } from './shell-data';

/** Reports a read the shell can live without (spec §8: logged and ignored). */
export type ShellLogger = (message: string, error: unknown) => void;

const consoleLogger: ShellLogger = (message, error) => console.error(message, error);

/**
 * ShellData over the backend ports: the session, then (with one) the member and the default address side by side.
 * Without a session nothing else is asked (those calls would be 401s). A member read that fails shows the shell as
 * for an unknown member; a default-address read that fails shows no address; both are logged (spec §8).
 */
export class PortShellData implements ShellData {
  constructor(
    private readonly sessions: SessionGateway,
    private readonly members: MemberAccount,
    private readonly addresses: AddressBook,
    private readonly cart: CartGateway,
    private readonly arsFlag: ArsFlag,
    private readonly log: ShellLogger = consoleLogger,
  ) {}

  async snapshot(): Promise<ShellSnapshot> {
    const session = await this.sessions.session();
    const arsFlag = this.arsFlag.isOn();
    if (session === null) return { session, member: null, defaultAddress: null, arsFlag };
    const [member, address] = await Promise.all([this.member(), this.defaultAddress()]);
    return { session, member, defaultAddress: address, arsFlag };
  }

  async cartCount(): Promise<number | null> {
    if ((await this.sessions.session()) === null) return null;
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
