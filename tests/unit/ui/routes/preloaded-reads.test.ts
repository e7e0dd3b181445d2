import { describe, expect, it, vi } from 'vitest';
import { EventDetailViewModel } from '../../../../src/adapters/ui/pages/events/event-detail.view-model';
import { eventDetailLoader, eventsLoader } from '../../../../src/adapters/ui/pages/events/events.loader';
import { EventsViewModel } from '../../../../src/adapters/ui/pages/events/events.view-model';
import { customerCenterLoader } from '../../../../src/adapters/ui/pages/faq/customer-center.loader';
import { FaqViewModel } from '../../../../src/adapters/ui/pages/faq/faq.view-model';
import { NoticeBoardViewModel } from '../../../../src/adapters/ui/pages/faq/notice-board.view-model';
import { PreloadedRead } from '../../../../src/adapters/ui/routes/loader-part';
import { TOKENS } from '../../../../src/composition-root';
import { memoryServices } from '../support/app-harness';

/** A route loader's arguments for `url` (params as the route matched them). */
const args = (url: string, params: Record<string, string> = {}) =>
  ({ params, request: new Request(`http://storefront${url}`), context: {} }) as never;

/** A use case that counts its calls (answering through `run`, the memory backend's use case). */
function counted<I, O>(run: (input: I) => Promise<O>) {
  return { execute: vi.fn(run) };
}

describe('a preloaded read (issue 13)', () => {
  it("covers the first read of the loader's key only, once; no key covers nothing", () => {
    const read = new PreloadedRead(2);
    expect(read.covers(2)).toBe(true);
    expect(read.covers(2)).toBe(false);
    const other = new PreloadedRead(2);
    expect(other.covers(3)).toBe(false);
    expect(other.covers(2)).toBe(false);
    expect(new PreloadedRead<number>(null).covers(2)).toBe(false);
  });
});

describe('the view-models behind the /events and /faq loaders (issue 13)', { timeout: 20_000 }, () => {
  it('/events: the loaded tab and page show at once; the first show() of them reads nothing, another page does', async () => {
    const get = await memoryServices();
    const preload = await eventsLoader(get)(args('/events?state=ended&page=1'));
    expect(preload.list?.kind).toBe('page');
    const listEvents = counted((input: { state: 'ongoing' | 'ended'; page: number }) =>
      get(TOKENS.ListEvents).execute(input),
    );
    const events = new EventsViewModel({ listEvents, readBanners: get(TOKENS.ReadEventBanners) }, preload);
    expect(events.status).toBe('ready');
    expect(events.cards.length).toBe(preload.list?.events.length);
    await events.show('ended', 1);
    expect(listEvents.execute).not.toHaveBeenCalled();
    await events.show('ongoing', 1);
    expect(listEvents.execute).toHaveBeenCalledTimes(1);
  });

  it('/events/{id}: the loaded event shows at once; reading it again (다시 시도) asks the use case', async () => {
    const get = await memoryServices();
    const preload = await eventDetailLoader(get)(args('/events/1', { id: '1' }));
    const readEvent = counted((input: { id: number }) => get(TOKENS.ReadEvent).execute(input));
    const detail = new EventDetailViewModel(readEvent, preload);
    expect(detail.status).toBe(preload.result?.kind);
    await detail.load(1);
    expect(readEvent.execute).not.toHaveBeenCalled();
    await detail.load(1);
    expect(readEvent.execute).toHaveBeenCalledTimes(1);
  });

  it('/faq: the FAQ tab and the notices page the loader read show at once and are not read again', async () => {
    const get = await memoryServices();
    const faqPreload = await customerCenterLoader(get)(args('/faq'));
    const listFaq = { execute: vi.fn(() => get(TOKENS.ListFaq).execute()) };
    const faq = new FaqViewModel(listFaq, undefined, faqPreload.faq);
    expect(faq.status).toBe('ready');
    await faq.load();
    expect(listFaq.execute).not.toHaveBeenCalled();

    const boardPreload = await customerCenterLoader(get)(args('/faq?tab=notices&page=1'));
    expect(boardPreload.faq).toBeNull();
    const listNotices = counted((input: { page: number }) => get(TOKENS.ListNotices).execute(input));
    const board = new NoticeBoardViewModel(listNotices, undefined, boardPreload.notices);
    expect(board.status).toBe('ready');
    await board.load(1);
    expect(listNotices.execute).not.toHaveBeenCalled();
    await board.load(2);
    expect(listNotices.execute).toHaveBeenCalledWith({ page: 2 });
  });
});
