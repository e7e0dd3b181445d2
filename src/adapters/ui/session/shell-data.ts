import type { SignInRequest, SignInResult } from '../../../application/ports/session-gateway';
import type { DefaultAddress, Member, Session } from '../../../domain/session/types';

/** What the shell shows about a session's customer (spec §2 headers and drawer, §4 states). */
export interface ShellDetails {
  /** Null in an ARS call, or when the account could not be read (spec §8: logged and ignored). */
  readonly member: Member | null;
  /** Null when there is none (spec §8 ELEMENT_NOT_FOUND) or when it could not be read. */
  readonly defaultAddress: DefaultAddress | null;
}

/**
 * The source of the shell's session state (the SessionStore reads through it): the sign-in helper's session, the
 * sign-in itself, the customer's details, this tab's ARS flag and the cart badge count.
 */
export interface ShellData {
  /** Null when signed out. Outages throw. */
  session(): Promise<Session | null>;
  signIn(request: SignInRequest): Promise<SignInResult>;
  /** The member and default address of `session`; never throws (failures read as empty and are logged). */
  details(session: Session): Promise<ShellDetails>;
  /** The visible-ARS flag of this tab (session storage). */
  arsFlag(): boolean;
  /** The cart badge count; null when it cannot be read (spec §8: failures ignored). Needs a session. */
  cartCount(): Promise<number | null>;
}
