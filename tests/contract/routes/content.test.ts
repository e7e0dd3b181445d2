import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../server/app';
import { seedData } from '../../../server/db/seed/data/index';
import { seedDatabase } from '../../../server/db/seed/seed';
import { contentRoutes } from '../../../server/routes/content';
import {
  eventBannerListResponseSchema,
  eventDetailSchema,
  eventPageResponseSchema,
  faqListResponseSchema,
  popupBannerListResponseSchema,
  postDetailSchema,
  postPageResponseSchema,
  storyVideoPageResponseSchema,
} from '../../../src/contract/content';
import { errorBodySchema } from '../../../src/contract/errors';
import { describeOnDatabases } from '../support/databases';
import { TEST_AUTH_KEY } from '../support/test-server';

const CONTENT = '/api/delivery/content';
const DAY_MS = 86_400_000;
const NOT_FOUND = {
  code: 'ELEMENT_NOT_FOUND',
  message: '요청하신 정보를 찾을 수 없습니다.',
  requestId: expect.any(String),
};

/** The newest notice that is not pinned, and the instant everything in the seed has been published by. */
const newestNotice = [...seedData.notices]
  .filter((notice) => !notice.fixed)
  .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt))[0]!;
const AFTER_EVERYTHING = new Date(
  Math.max(
    ...seedData.notices.map((n) => Date.parse(n.publishedAt)),
    ...seedData.events.map((e) => Date.parse(e.startsAt)),
  ) +
    30 * DAY_MS,
);
const lastEvent = [...seedData.events].sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt))[0]!;

describeOnDatabases('content routes', (database) => {
  let app: FastifyInstance;
  let now = AFTER_EVERYTHING;
  beforeAll(async () => {
    await seedDatabase(database.current.db, seedData);
    app = await buildServer({
      database: database.current,
      authKey: TEST_AUTH_KEY,
      routes: [contentRoutes],
      now: () => now,
    });
  });
  afterAll(async () => {
    await app.close();
  });

  async function get(url: string, headers: Record<string, string> = {}) {
    return app.inject({ method: 'GET', url, headers });
  }

  async function expectBadRequest(url: string, field: string) {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json())).toMatchObject({ code: 'BAD_REQUEST', field });
  }

  async function expectNotFound(url: string) {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(errorBodySchema.parse(response.json())).toEqual(NOT_FOUND);
  }

  describe('banners and FAQ', () => {
    it('popup/all lists every popup banner as id, imageUrl and webUrl', async () => {
      const response = await get(`${CONTENT}/popup/all`);
      expect(response.statusCode).toBe(200);
      expect(popupBannerListResponseSchema.parse(response.json())).toEqual(
        seedData.popupBanners.map(({ id, imageUrl, webUrl }) => ({ id, imageUrl, webUrl })),
      );
    });

    it('event-banner lists the carousel slides with their titles', async () => {
      const response = await get(`${CONTENT}/event-banner`);
      expect(eventBannerListResponseSchema.parse(response.json())).toEqual(seedData.eventBanners);
    });

    it('the FAQ lists every entry in the franchise order', async () => {
      const response = await get(`${CONTENT}/faq`);
      expect(faqListResponseSchema.parse(response.json())).toEqual(seedData.faqs);
    });

    it('banners and the FAQ are cached with an ETag', async () => {
      const response = await get(`${CONTENT}/faq`);
      expect(response.headers['cache-control']).toBe('public, max-age=10');
      expect((await get(`${CONTENT}/faq`, { 'if-none-match': String(response.headers['etag']) })).statusCode).toBe(304);
    });
  });

  describe('notices', () => {
    it('pinned notices come first, then the newest, with the total count', async () => {
      now = AFTER_EVERYTHING;
      const response = await get(`${CONTENT}/notice?size=100`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['etag']).toBeUndefined();
      const page = postPageResponseSchema.parse(response.json());
      const expected = [...seedData.notices].sort(
        (a, b) => Number(b.fixed) - Number(a.fixed) || Date.parse(b.publishedAt) - Date.parse(a.publishedAt),
      );
      expect(page).toMatchObject({ page: 1, size: 100, totalCount: seedData.notices.length });
      expect(page.list.map((post) => post.id)).toEqual(expected.map((notice) => notice.id));
      const first = expected[0]!;
      expect(page.list[0]).toEqual({
        id: first.id,
        title: first.title,
        href: `/faq/notices/${first.id}`,
        publisher: first.publisher,
        publishedAt: new Date(first.publishedAt).toISOString(),
        fixed: first.fixed,
        new: false,
      });
    });

    it('pages are 10 rows by default and page 2 continues page 1', async () => {
      const all = postPageResponseSchema.parse((await get(`${CONTENT}/notice?size=100`)).json()).list;
      const first = postPageResponseSchema.parse((await get(`${CONTENT}/notice`)).json());
      expect(first.size).toBe(10);
      expect(first.list).toEqual(all.slice(0, 10));
      const second = postPageResponseSchema.parse((await get(`${CONTENT}/notice?page=2&size=5`)).json());
      expect(second.list).toEqual(all.slice(5, 10));
    });

    it('a notice is NEW for 7 days after it is published', async () => {
      const published = Date.parse(newestNotice.publishedAt);
      const isNew = async (at: number) => {
        now = new Date(at);
        const page = postPageResponseSchema.parse((await get(`${CONTENT}/notice?size=100`)).json());
        return page.list.find((post) => post.id === newestNotice.id)?.new;
      };
      expect(await isNew(published)).toBe(true);
      expect(await isNew(published + 7 * DAY_MS - 1)).toBe(true);
      expect(await isNew(published + 7 * DAY_MS)).toBe(false);
      now = new Date(published + DAY_MS);
      const detail = postDetailSchema.parse((await get(`${CONTENT}/notice/${newestNotice.id}`)).json());
      expect(detail).toMatchObject({ id: newestNotice.id, new: true, body: newestNotice.body });
      now = AFTER_EVERYTHING;
    });

    it('a notice published later than now is neither listed nor found', async () => {
      now = new Date(Date.parse(newestNotice.publishedAt) - 1);
      const page = postPageResponseSchema.parse((await get(`${CONTENT}/notice?size=100`)).json());
      expect(page.list.map((post) => post.id)).not.toContain(newestNotice.id);
      expect(page.totalCount).toBe(seedData.notices.length - 1);
      await expectNotFound(`${CONTENT}/notice/${newestNotice.id}`);
      now = AFTER_EVERYTHING;
    });

    it('an unknown notice is 404; a bad page or size is 400 naming it', async () => {
      await expectNotFound(`${CONTENT}/notice/9999`);
      await expectBadRequest(`${CONTENT}/notice?page=0`, 'query.page');
      await expectBadRequest(`${CONTENT}/notice?size=101`, 'query.size');
      await expectBadRequest(`${CONTENT}/notice/abc`, 'params.id');
    });
  });

  describe('events', () => {
    it('started events are listed newest first, unpinned and without a publisher', async () => {
      now = AFTER_EVERYTHING;
      const page = postPageResponseSchema.parse((await get(`${CONTENT}/event?size=100`)).json());
      const expected = [...seedData.events].sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt));
      expect(page.totalCount).toBe(seedData.events.length);
      expect(page.list.map((post) => post.id)).toEqual(expected.map((event) => event.id));
      expect(page.list[0]).toMatchObject({
        href: `/events/${expected[0]!.id}`,
        publisher: null,
        fixed: false,
        publishedAt: new Date(expected[0]!.startsAt).toISOString(),
      });
    });

    it('an event detail carries its body; one that has not started yet is not found', async () => {
      const response = await get(`${CONTENT}/event/${lastEvent.id}`);
      expect(postDetailSchema.parse(response.json())).toMatchObject({ id: lastEvent.id, body: lastEvent.body });
      now = new Date(Date.parse(lastEvent.startsAt) - 1);
      await expectNotFound(`${CONTENT}/event/${lastEvent.id}`);
      const page = postPageResponseSchema.parse((await get(`${CONTENT}/event?size=100`)).json());
      expect(page.list.map((post) => post.id)).not.toContain(lastEvent.id);
      now = AFTER_EVERYTHING;
      await expectNotFound(`${CONTENT}/event/9999`);
    });

    it('an event is 진행중 through the Seoul day its end falls on and 종료 from the next midnight, in both tabs', async () => {
      const event = seedData.events.find((e) => e.endsAt.startsWith('2026-03-31T23:59:59'))!;
      const tab = async (state: 'ongoing' | 'ended') =>
        eventPageResponseSchema
          .parse((await get(`${CONTENT}/event?state=${state}&size=100`)).json())
          .list.map((row) => row.id);
      now = new Date('2026-03-31T23:59:59.999+09:00');
      expect(await tab('ongoing')).toContain(event.id);
      expect(await tab('ended')).not.toContain(event.id);
      expect(eventDetailSchema.parse((await get(`${CONTENT}/event/${event.id}`)).json())).toMatchObject({
        state: 'ongoing',
        startsAt: new Date(event.startsAt).toISOString(),
        endsAt: new Date(event.endsAt).toISOString(),
        imageUrl: event.imageUrl,
      });
      now = new Date('2026-04-01T00:00:00+09:00');
      expect(await tab('ongoing')).not.toContain(event.id);
      expect(await tab('ended')).toContain(event.id);
      const ended = eventDetailSchema.parse((await get(`${CONTENT}/event/${event.id}`)).json());
      expect(ended).toMatchObject({ id: event.id, state: 'ended', body: event.body });
      now = AFTER_EVERYTHING;
    });

    it('the tabs split every started event and page like the other lists; an unknown state is 400', async () => {
      now = new Date('2026-11-24T12:00:00+09:00');
      const read = async (query: string) =>
        eventPageResponseSchema.parse((await get(`${CONTENT}/event?${query}`)).json());
      const all = await read('size=100');
      const ongoing = await read('state=ongoing&size=100');
      const ended = await read('state=ended&size=100');
      expect(ongoing.totalCount + ended.totalCount).toBe(all.totalCount);
      expect(ongoing.list.every((row) => row.state === 'ongoing') && ongoing.list.length > 0).toBe(true);
      expect(ended.list.every((row) => row.state === 'ended') && ended.list.length > 6).toBe(true);
      expect((await read('state=ended&page=2&size=6')).list).toEqual(ended.list.slice(6, 12));
      await expectBadRequest(`${CONTENT}/event?state=soon`, 'query.state');
      now = AFTER_EVERYTHING;
    });
  });

  describe('story videos', () => {
    it('lists the gallery in the franchise order, paged, each with its code, title and poster', async () => {
      const videos = seedData.storyVideos ?? [];
      expect(videos.length).toBeGreaterThanOrEqual(50);
      const all = storyVideoPageResponseSchema.parse((await get(`${CONTENT}/story-video?size=100`)).json());
      expect(all).toMatchObject({ page: 1, size: 100, totalCount: videos.length });
      expect(all.list).toEqual(videos.map(({ id, code, title, posterUrl }) => ({ id, code, title, posterUrl })));
      const third = storyVideoPageResponseSchema.parse((await get(`${CONTENT}/story-video?page=3&size=12`)).json());
      expect(third.list).toEqual(all.list.slice(24, 36));
      await expectBadRequest(`${CONTENT}/story-video?size=0`, 'query.size');
    });
  });
});
