import type { Bind } from 'inversify';
import { ListEvents } from '../application/use-cases/list-events';
import { ListStoryVideos } from '../application/use-cases/list-story-videos';
import { ReadEvent } from '../application/use-cases/read-event';
import { TOKENS } from '../tokens';
import { provide } from './provide';

/** Events and the 비비큐 스토리 gallery over the ContentFeed (issue 12). Stateless, built per request. */
export function bindEventAndStoryUseCases(bind: Bind): void {
  provide(bind, TOKENS.ListEvents, (get) => new ListEvents(get(TOKENS.ContentFeed)));
  provide(bind, TOKENS.ReadEvent, (get) => new ReadEvent(get(TOKENS.ContentFeed)));
  provide(bind, TOKENS.ListStoryVideos, (get) => new ListStoryVideos(get(TOKENS.ContentFeed)));
}
