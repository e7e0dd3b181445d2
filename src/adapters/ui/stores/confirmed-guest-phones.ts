/**
 * The phones guests confirmed in this tab (spec §5 guest path), by the customer each was confirmed for (sessionIdentity):
 * a guest's order history and inquiries show once its phone is confirmed, and no call reads a guest's phone back. Kept
 * in memory, so a new page load asks again; another guest (another session) has confirmed none.
 */
export class ConfirmedGuestPhones {
  private readonly phones = new Map<string, string>();

  confirmed(customer: string, phoneNumber: string): void {
    this.phones.set(customer, phoneNumber);
  }

  /** The phone `customer` confirmed (digits), or null. */
  phoneOf(customer: string): string | null {
    return this.phones.get(customer) ?? null;
  }
}
