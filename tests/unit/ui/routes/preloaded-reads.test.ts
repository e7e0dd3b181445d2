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

describe('the views of the /events and /faq loaders (issue 13)', { timeout: 20_000 }, () => {
  it("/events: the loaded tab and page are the cards, the pages and the banners' slides", async () => {
    const get = await memoryServices();
    const preload = await eventsLoader(get)(args('/events?state=ended&page=1'));
    const events = new EventsViewModel(preload);
    expect(events.failed).toBe(false);
    expect(events.state).toBe('ended');
    expect(events.cards.map((card) => card.href)).toEqual(preload.list?.events.map((event) => `/events/${event.id}`));
    expect(events.cards.every((card) => card.badge === '종료')).toBe(true);
    expect(events.bannerSlides.length).toBe(preload.banners?.length);
  });

  it('/events: a list the loader could not read is the failed state; banners that could not be read are left out', () => {
    const events = new EventsViewModel({ state: 'ongoing', page: 2, banners: null, list: null });
    expect(events.failed).toBe(true);
    expect(events.cards).toEqual([]);
    expect(events.page).toBe(2);
    expect(events.bannerSlides).toEqual([]);
  });

  it('/events/{id}: the loaded event, an unknown one, and one that could not be read', async () => {
    const get = await memoryServices();
    const { events } = await get(TOKENS.ListEvents).execute({ state: 'ongoing', page: 1 });
    const id = String(events[0]?.id);
    const found = new EventDetailViewModel(await eventDetailLoader(get)(args(`/events/${id}`, { id })));
    expect(found.status).toBe('found');
    expect(String(found.event?.id)).toBe(id);
    expect(found.period).toMatch(/^\d{4}\.\d{2}\.\d{2} ~ \d{4}\.\d{2}\.\d{2}$/);
    const unknown = new EventDetailViewModel(await eventDetailLoader(get)(args('/events/999', { id: '999' })));
    expect(unknown.status).toBe('not-found');
    expect(new EventDetailViewModel({ id: 1, result: null }).status).toBe('failed');
  });

  it('/faq: the FAQ on its tab, the asked notice page on the notices tab', async () => {
    const get = await memoryServices();
    const faqPreload = await customerCenterLoader(get)(args('/faq'));
    expect(faqPreload.notices).toBeNull();
    const faq = new FaqViewModel(faqPreload.faq);
    expect(faq.failed).toBe(false);
    expect(faq.shown.length).toBeGreaterThan(0);

    const boardPreload = await customerCenterLoader(get)(args('/faq?tab=notices&page=1'));
    expect(boardPreload.faq).toBeNull();
    const board = new NoticeBoardViewModel(boardPreload.notices);
    expect(board.failed).toBe(false);
    expect(board.page).toBe(1);
    expect(board.rows.length).toBeGreaterThan(0);
  });

  it('/faq/notices/{id}: the loaded notice and its neighbours', async () => {
    const get = await memoryServices();
    const detail = new NoticeDetailViewModel(await noticeDetailLoader(get)(args('/faq/notices/2', { id: '2' })));
    expect(detail.status).toBe('found');
    expect(detail.notice?.id).toBe(2);
    expect(detail.previousLink ?? detail.nextLink).not.toBeNull();
  });
});

/** The finder of /stores/map over the memory backend, opened on `preload`. */
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

describe('the store finder behind the /stores/map loader (issue 13)', { timeout: 20_000 }, () => {
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

describe('a name search in the address of /stores/map (the search form sent before the scripts ran)', {
  timeout: 20_000,
}, () => {
  it('the loader reads the first page of q beside the stores nearby, and the finder opens on it', async () => {
    const get = await memoryServices();
    const preload = await storesMapLoader(get)(
      args('/stores/map?for=takeout&redirect_to=%2Fcart&q=+%EC%9E%A0%EC%8B%A4+'),
    );
    expect(preload.forTakeout).toBe(true);
    expect(preload.search?.name).toBe('잠실');
    const names = preload.search?.result?.items.map((store) => store.familyName) ?? [];
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toContain('잠실');
    expect(preload.nearby?.stores.length).toBeGreaterThan(0);

    const { finder } = finderWith(get, preload);
    expect(finder.mode).toBe('search');
    expect(finder.searchInput).toBe('잠실');
    expect(finder.status).toBe('ready');
    expect(finder.listHeading).toBe(`'잠실' 검색 결과 ${names.length}개`);
    expect(finder.stores.map((store) => store.familyName)).toEqual(names);
  });

  it('a blank or over-long q is no search; a search the loader could not read is read on start', async () => {
    const get = await memoryServices();
    expect((await storesMapLoader(get)(args('/stores/map?q=+++'))).search).toBeNull();
    expect((await storesMapLoader(get)(args(`/stores/map?q=${'가'.repeat(31)}`))).search).toBeNull();
    expect((await storesMapLoader(get)(args(`/stores/map?q=${'가'.repeat(30)}`))).search?.name).toBe('가'.repeat(30));

    const unread = await storesMapLoader(get)(args('/stores/map?q=%EC%9E%A0%EC%8B%A4'));
    const { finder } = finderWith(get, { ...unread, search: { name: '잠실', result: null } });
    expect(finder.mode).toBe('search');
    expect(finder.status).toBe('idle');
    await finder.start();
    await vi.waitFor(() => expect(finder.status).toBe('ready'));
    expect(finder.stores.length).toBe(unread.search?.result?.items.length);
  });
});
