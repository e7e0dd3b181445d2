import type { ContentFeed, RelaySaveResult } from '../ports/content-feed';

export interface SaveRelayPostInput {
  /** null writes a new post; an id rewrites that post of the customer's. */
  readonly id: number | null;
  readonly title: string;
  readonly content: string;
}

export type SaveRelayPostResult = RelaySaveResult;

/**
 * Issue 12 고객의 소리: writes a new post or rewrites one of the customer's own. Blank or over-long text is `rejected`
 * with the server's Korean message; a post that is not the customer's (or is gone) is `not-found`. No session:
 * SessionRequiredError; outages throw.
 */
export class SaveRelayPost {
  constructor(private readonly feed: Pick<ContentFeed, 'createRelay' | 'updateRelay'>) {}

  async execute(input: SaveRelayPostInput): Promise<SaveRelayPostResult> {
    const draft = { title: input.title, content: input.content };
    return input.id === null ? this.feed.createRelay(draft) : this.feed.updateRelay(input.id, draft);
  }
}
