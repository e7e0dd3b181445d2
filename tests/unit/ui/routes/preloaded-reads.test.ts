import { describe, expect, it, vi } from 'vitest';
import { EventDetailViewModel } from '../../../../src/adapters/ui/pages/events/event-detail.view-model';
import { eventDetailLoader, eventsLoader } from '../../../../src/adapters/ui/pages/events/events.loader';
import { EventsViewModel } from '../../../../src/adapters/ui/pages/events/events.view-model';
import { customerCenterLoader, noticeDetailLoader } from '../../../../src/adapters/ui/pages/faq/customer-center.loader';
import { FaqViewModel } from '../../../../src/adapters/ui/pages/faq/faq.view-model';
import { NoticeBoardViewModel } from '../../../../src/adapters/ui/pages/faq/notice-board.view-model';
import { NoticeDetailViewModel } from '../../../../src/adapters/ui/pages/faq/notice-detail.view-model';
import { type StoresMapPreload, storesMapLoader } from '../../../../src/adapters/ui/pages/stores/stores-map.loader';
import { StoresMapViewModel } from '../../../../src/adapters/ui/pages/stores/stores-map.view-model';
import { PreloadedRead } from '../../../../src/adapters/ui/routes/loader-part';
import type { FindNearbyStores, FindNearbyStoresInput } from '../../../../src/application/use-cases/find-nearby-stores';
import { type Resolve, TOKENS } from '../../../../src/composition-root';
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

  it('/faq/notices/{id}: the loaded notice and its neighbours show at once; 다시 시도 asks the use case', async () => {
    const get = await memoryServices();
    const preload = await noticeDetailLoader(get)(args('/faq/notices/2', { id: '2' }));
    expect(preload.result?.kind).toBe('found');
    const readNotice = counted((input: { id: number }) => get(TOKENS.ReadNotice).execute(input));
    const detail = new NoticeDetailViewModel(readNotice, undefined, preload);
    expect(detail.status).toBe('found');
    expect(detail.notice?.id).toBe(2);
    expect(detail.previousLink ?? detail.nextLink).not.toBeNull();
    // The page's first load passes the loader's answer; 다시 시도 passes none.
    await detail.load(2, preload);
    expect(readNotice.execute).not.toHaveBeenCalled();
    await detail.load(2);
    expect(readNotice.execute).toHaveBeenCalledTimes(1);
  });

  it('/faq/notices/{id}: 다음 글 shows the notice the loader read for it at once, without reading it again', async () => {
    const get = await memoryServices();
    const first = await noticeDetailLoader(get)(args('/faq/notices/2', { id: '2' }));
    const readNotice = counted((input: { id: number }) => get(TOKENS.ReadNotice).execute(input));
    const detail = new NoticeDetailViewModel(readNotice, undefined, first);
    const neighbour = detail.nextLink ?? detail.previousLink;
    if (neighbour === null) throw new Error('notice 2 has no neighbour in the memory feed');
    const next = await noticeDetailLoader(get)(args(`/faq/notices/${neighbour.id}`, { id: String(neighbour.id) }));
    const loading = detail.load(neighbour.id, next);
    expect(detail.status).toBe('found');
    expect(detail.notice?.id).toBe(neighbour.id);
    await loading;
    expect(readNotice.execute).not.toHaveBeenCalled();
    // An answer for another notice is not shown for this one: it is read.
    await detail.load(2, next);
    expect(readNotice.execute).toHaveBeenCalledWith({ id: 2 });
    expect(detail.notice?.id).toBe(2);
  });

  it('/faq/notices/{id}: a notice the loader could not read is read by the page', async () => {
    const get = await memoryServices();
    const readNotice = counted((input: { id: number }) => get(TOKENS.ReadNotice).execute(input));
    const detail = new NoticeDetailViewModel(readNotice, undefined, { id: 2, result: null });
    expect(detail.status).toBe('idle');
    await detail.load(2);
    expect(readNotice.execute).toHaveBeenCalledWith({ id: 2 });
    expect(detail.status).toBe('found');
  });
});

describe('the store finder behind the /stores/map loader (issue 13)', { timeout: 20_000 }, () => {
  function finderWith(
    get: Resolve,
    preload: StoresMapPreload | null,
    findNearby: Pick<FindNearbyStores, 'execute'> = counted((input: FindNearbyStoresInput) =>
      get(TOKENS.FindNearbyStores).execute(input),
    ),
  ) {
    const finder = new StoresMapViewModel(
      {
        findNearby,
        searchByName: get(TOKENS.SearchStoresByName),
        chooseStore: get(TOKENS.ChooseStore),
        geolocator: { current: async () => null },
        navigate: () => undefined,
        tileUrl: null,
      },
      preload,
    );
    return { finder, findNearby };
  }

  it('lists the stores the loader read from the first render, then refreshes them behind the list', async () => {
    const get = await memoryServices();
    const preload = await storesMapLoader(get)(args('/stores/map?for=takeout'));
    expect(preload.forTakeout).toBe(true);
    expect(preload.nearby?.stores.length).toBeGreaterThan(0);
    const { finder, findNearby } = finderWith(get, preload);
    expect(finder.nearbyStatus).toBe('ready');
    expect(finder.forTakeout).toBe(true);
    expect(finder.positionSource).toBe('default');
    const listed = finder.stores.map((store) => store.branchId);
    expect(listed).toEqual(preload.nearby?.stores.map((store) => store.branchId));
    const started = finder.start();
    // The refresh keeps the list on screen (no skeletons); the server knew no remembered position.
    expect(finder.nearbyStatus).toBe('ready');
    await started;
    expect(findNearby.execute).toHaveBeenCalledWith({ forTakeout: true, located: null });
    expect(finder.stores.map((store) => store.branchId)).toEqual(listed);
  });

  it("a position the browser remembers replaces the server's default-centre list on start, without skeletons", async () => {
    const get = await memoryServices();
    const preload = await storesMapLoader(get)(args('/stores/map?for=takeout'));
    expect(preload.nearby?.source).toBe('default');
    const nearGarak = { lat: 37.4925, lng: 127.118 };
    get(TOKENS.PreferenceStore).savePosition(nearGarak);
    const { finder } = finderWith(get, preload);
    const started = finder.start();
    expect(finder.nearbyStatus).toBe('ready');
    await started;
    expect(finder.positionSource).toBe('remembered');
    expect(finder.position).toEqual(nearGarak);
  });

  it('a refresh that fails keeps the loaded list; without a preload the first read shows skeletons', async () => {
    const get = await memoryServices();
    const preload = await storesMapLoader(get)(args('/stores/map'));
    const failing = { execute: vi.fn(async () => Promise.reject(new Error('store API down'))) };
    const quiet = finderWith(get, preload, failing).finder;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await quiet.loadNearby();
    expect(quiet.nearbyStatus).toBe('ready');
    expect(quiet.stores.length).toBe(preload.nearby?.stores.length);
    await quiet.loadNearby();
    expect(quiet.nearbyStatus).toBe('failed');
    const plain = finderWith(get, null).finder;
    const loading = plain.loadNearby();
    expect(plain.nearbyStatus).toBe('loading');
    await loading;
    expect(plain.nearbyStatus).toBe('ready');
  });
});
