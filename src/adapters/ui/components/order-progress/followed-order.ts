import { makeAutoObservable, observableRef } from 'mobx';

/** Where a followed order's page stands: the states every such page has, and its own refusals `S`. */
export type FollowedOrderStatus<S extends string> = 'loading' | 'ready' | 'failed' | S;

/** What a page gives its follow use case (FollowOrderStatus, FollowTrackedOrder): the stop and where reads go. */
export interface FollowCallbacks<O> {
  readonly signal: AbortSignal;
  readonly onRead: (order: O) => void;
  readonly onReadFailed: (error: unknown) => void;
}

/** One follow of a page: its use case run, and how the page reads the outcomes. */
export interface FollowRun<O, R, S extends string> {
  /** Runs the use case with `callbacks`; resolves when the following is over. */
  readonly execute: (callbacks: FollowCallbacks<O>) => Promise<R>;
  /** The page's status for the use case's result (a refusal), or null: what is shown stays. */
  readonly statusOf: (result: R, shown: O | null) => S | null;
  /** The page's status for an error it shows its own way (a lost session), or null: logged, `failed` if nothing shows. */
  readonly statusOfError?: (error: unknown) => S | null;
  /** Asked after each read: false stops the following (the page is no longer shown). */
  readonly keepFollowing?: () => boolean;
}

/**
 * The order a page shows and follows live (issue 14: the complete page, the tracking page): `loading` until the first
 * answer, then `ready` with the order as each read or push reports it. A failed first read is `failed` and stops
 * (a failed later read keeps what is shown; the use case reads again); the page's refusals come from `statusOf`.
 * One follow runs at a time; a newer one, or `stop`, ends it and nothing it reports afterwards is shown.
 */
export class FollowedOrder<O, S extends string> {
  status: FollowedOrderStatus<S> = 'loading';
  order: O | null = null;
  /** The running follow; aborting it stops the reads. */
  private following: AbortController | null = null;

  /**
   * @param what names the order in the log (`order could not be read`)
   * @param log where failures go (console.error when not given)
   */
  constructor(
    private readonly what: string,
    private readonly log?: (message: string, error: unknown) => void,
  ) {
    makeAutoObservable<FollowedOrder<O, S>, 'following' | 'what' | 'log'>(this, {
      order: observableRef,
      following: false,
      isFollowing: false,
      what: false,
      log: false,
    });
  }

  get isFollowing(): boolean {
    return this.following !== null;
  }

  /** Nothing shown, loading again; the running follow stops. */
  reset(): void {
    this.stop();
    this.status = 'loading';
    this.order = null;
  }

  stop(): void {
    this.following?.abort();
    this.following = null;
  }

  settle(status: FollowedOrderStatus<S>): void {
    this.status = status;
  }

  /** Starts `run` (the follow before it stops); resolves with the first answer, the following goes on after it. */
  follow<R>(run: FollowRun<O, R, S>): Promise<void> {
    this.stop();
    const controller = new AbortController();
    this.following = controller;
    return new Promise((firstAnswer) => {
      void this.run(run, controller, firstAnswer);
    });
  }

  private async run<R>(run: FollowRun<O, R, S>, controller: AbortController, firstAnswer: () => void): Promise<void> {
    const current = () => this.following === controller;
    try {
      const result = await run.execute({
        signal: controller.signal,
        onRead: (order) => {
          this.show(order);
          if (run.keepFollowing?.() === false) controller.abort();
          firstAnswer();
        },
        onReadFailed: (error) => {
          this.report('could not be read', error);
          // A failed first read is shown; a failed later read keeps what is shown and the next one tries again.
          if (this.order === null) {
            this.settle('failed');
            controller.abort();
          }
          firstAnswer();
        },
      });
      const status = current() ? run.statusOf(result, this.order) : null;
      if (status !== null) this.settle(status);
    } catch (error) {
      const status = current() ? (run.statusOfError?.(error) ?? null) : null;
      if (status !== null) this.settle(status);
      else if (current()) {
        this.report('could not be followed', error);
        if (this.order === null) this.settle('failed');
      }
    }
    if (current()) this.following = null;
    firstAnswer();
  }

  private show(order: O): void {
    this.order = order;
    this.status = 'ready';
  }

  private report(what: string, error: unknown): void {
    (this.log ?? console.error)(`${this.what} ${what}`, error);
  }
}
