/**
 * Whether the storefront may show what only this visit knows: the session's answers, the device's stored order form
 * (issue 13). A server-rendered page is hydrated with the markup the server rendered without them (signed out, an
 * empty order form); shown before that, a part would not match it (React error 418: the whole page is rendered again)
 * and each change would force the rest of the page to hydrate at once. Done from the start unless the page is
 * hydrating; main.tsx finishes it once the hydration is committed.
 */
export class Hydration {
  private finished: () => void = () => undefined;
  private readonly whenDone: Promise<void>;
  private isDone: boolean;

  constructor(hydrating = false) {
    this.isDone = !hydrating;
    this.whenDone = hydrating
      ? new Promise((resolve) => {
          this.finished = resolve;
        })
      : Promise.resolve();
  }

  get done(): boolean {
    return this.isDone;
  }

  /** Settles once the page is hydrated (at once when it was not server-rendered). */
  settled(): Promise<void> {
    return this.whenDone;
  }

  finish(): void {
    this.isDone = true;
    this.finished();
  }
}
