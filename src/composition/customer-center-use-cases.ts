import type { Bind } from 'inversify';
import { DeleteRelayPost } from '../application/use-cases/delete-relay-post';
import { ListFaq } from '../application/use-cases/list-faq';
import { ListMyRelayPosts } from '../application/use-cases/list-my-relay-posts';
import { ListNotices } from '../application/use-cases/list-notices';
import { ReadNotice } from '../application/use-cases/read-notice';
import { SaveRelayPost } from '../application/use-cases/save-relay-post';
import { TOKENS } from '../tokens';
import { provide, type Resolve } from './provide';

/** The customer center (issue 12): FAQ, notices and the customer's own 고객의 소리 posts. Stateless, per request. */
export function bindCustomerCenterUseCases(bind: Bind): void {
  const feed = (get: Resolve) => get(TOKENS.ContentFeed);
  provide(bind, TOKENS.ListFaq, (get) => new ListFaq(feed(get)));
  provide(bind, TOKENS.ListNotices, (get) => new ListNotices(feed(get)));
  provide(bind, TOKENS.ReadNotice, (get) => new ReadNotice(feed(get)));
  provide(bind, TOKENS.ListMyRelayPosts, (get) => new ListMyRelayPosts(feed(get)));
  provide(bind, TOKENS.SaveRelayPost, (get) => new SaveRelayPost(feed(get)));
  provide(bind, TOKENS.DeleteRelayPost, (get) => new DeleteRelayPost(feed(get)));
}
