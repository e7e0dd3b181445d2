import { makeAutoObservable } from 'mobx';

/**
 * The shell's alert for what happens between pages (spec §4/§8: the route guard's ARS-expiry and sign-out-failure
 * messages): one message at a time in the alert modal, shown by the shell and by its first-load fallback alike, so a
 * guard that alerts before any page has rendered is still seen. Shared and long-lived (one per app).
 */
export class AlertStore {
  message: string | null = null;
  private confirmed: (() => void) | null = null;

  constructor() {
    makeAutoObservable<AlertStore, 'confirmed'>(this, { confirmed: false });
  }

  /** Shows `message`; settles once the customer presses 확인. A newer message replaces one still open. */
  show(message: string): Promise<void> {
    this.confirm();
    this.message = message;
    return new Promise((resolve) => {
      this.confirmed = resolve;
    });
  }

  /** 확인: closes the alert; whoever showed it goes on. */
  confirm(): void {
    const confirmed = this.confirmed;
    this.message = null;
    this.confirmed = null;
    confirmed?.();
  }
}
