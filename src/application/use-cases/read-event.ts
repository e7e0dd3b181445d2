import type { ContentFeed, EventDetail } from '../ports/content-feed';

export interface ReadEventInput {
  readonly id: number;
}

export type ReadEventResult =
  | { readonly kind: 'found'; readonly event: EventDetail }
  /** Unknown, not started yet, or an id that is not a positive whole number (a mistyped link). */
  | { readonly kind: 'not-found' };

/**
 * Issue 12 event detail (/events/{id}): the event with its body, whether it runs or has ended (an ended event stays
 * readable). A malformed id is not-found without a call. Outages throw.
 */
export class ReadEvent {
  constructor(private readonly feed: Pick<ContentFeed, 'event'>) {}

  async execute(input: ReadEventInput): Promise<ReadEventResult> {
    if (!Number.isSafeInteger(input.id) || input.id < 1) return { kind: 'not-found' };
    const event = await this.feed.event(input.id);
    return event === null ? { kind: 'not-found' } : { kind: 'found', event };
  }
}
