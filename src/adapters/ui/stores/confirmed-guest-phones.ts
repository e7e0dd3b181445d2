import type { Session } from '../../../domain/session/types';
import { sessionIdentity } from '../session/session-identity';

/**
 * The phones guests confirmed in this tab (spec §5 guest path), by the customer each was confirmed for (the session's
 * identity: a refreshed token of the same guest keeps it): a guest's order history and inquiries show once its phone is
 * confirmed, and no call reads a guest's phone back. Kept in memory, so a new page load asks again; another guest
 * (another session) has confirmed none.
 */
export class ConfirmedGuestPhones {
  private readonly phones = new Map<string, string>();

  /** `session`'s customer confirmed `phoneNumber` (digits). */
  confirmed(session: Session | null, phoneNumber: string): void {
    this.phones.set(sessionIdentity(session), phoneNumber);
  }

  /** The phone `session`'s customer confirmed in this tab, or null. */
  phoneOf(session: Session | null): string | null {
    return this.phones.get(sessionIdentity(session)) ?? null;
  }
}
