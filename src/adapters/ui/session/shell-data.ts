import type { DefaultAddress, Member, Session } from '../../../domain/session/types';

/** What the app shell needs to know about the visitor, read in one go (spec §2 headers and drawer, §4 states). */
export interface ShellSnapshot {
  /** Null when signed out. */
  readonly session: Session | null;
  /** Null when signed out, in an ARS call, or when the account could not be read. */
  readonly member: Member | null;
  /** Null when there is none (spec §8 ELEMENT_NOT_FOUND) or without a session. */
  readonly defaultAddress: DefaultAddress | null;
  /** The visible-ARS flag of this tab (session storage). */
  readonly arsFlag: boolean;
}

/**
 * The source of the shell's session state. The sessions step replaces the port-backed implementation with the
 * real sign-in helper (focus refetch, cross-tab events); the shell only depends on this interface.
 */
export interface ShellData {
  snapshot(): Promise<ShellSnapshot>;
  /** The cart badge count; null without a session or when it cannot be read (spec §8: failures ignored). */
  cartCount(): Promise<number | null>;
}
