import { afterEach, describe, expect, it } from 'vitest';
import { AxiosContentFeed } from '../../../../src/adapters/http/axios-content-feed';
import type { Post } from '../../../../src/domain/content/types';
import { testClient } from './support/client';
import { type FakeApi, jsonOf, routes, startFakeApi } from './support/fake-api';

const notice: Post = {
  id: 1,
  title: '설 연휴 배송 안내',
  href: '/notice/1',
  publisher: '관리자',
  publishedAt: '2025-01-20T09:00:00',
  fixed: true,
  new: false,
};
const event = {
  ...notice,
  id: 3,
  href: '/events/3',
  publisher: null,
  fixed: false,
  imageUrl: '/images/events/3.svg',
  startsAt: '2026-04-01T00:00:00+09:00',
  endsAt: '2026-06-30T23:59:59+09:00',
  state: 'ended',
} as const;
const video = { id: 1, code: 'Ici-lzJNTkJ', title: '치킨 이야기', posterUrl: '/images/story/1.svg' };
const relay = { id: 4, title: '맛있어요', content: '또 시킬게요', createdAt: '2025-02-01T10:00:00+09:00' };
const qna = {
  id: 2,
  title: '[이물질] 튀김옷',
  content: '튀김옷에 이물질이 있었어요.',
  createdAt: '2025-02-01T10:00:00Z',
  adminAnswer: null,
  answeredAt: null,
};

let api: FakeApi;

afterEach(async () => {
  await api.close();
});

async function feedFor(table: Parameters<typeof routes>[0]): Promise<AxiosContentFeed> {
  api = await startFakeApi(routes(table));
  return new AxiosContentFeed(testClient(api.baseURL));
}

describe('AxiosContentFeed', () => {
  it('reads banners, FAQ and the public posts', async () => {
    const feed = await feedFor({
      'GET /api/delivery/content/popup/all': {
        status: 200,
        body: [{ id: 1, imageUrl: '/p.png', webUrl: '/events/1' }],
      },
      'GET /api/delivery/content/event-banner': {
        status: 200,
        body: [{ id: 1, imageUrl: '/e.png', webUrl: '/events/1', title: '봄 이벤트' }],
      },
      'GET /api/delivery/content/faq': {
        status: 200,
        body: [{ id: 1, category: '주문', question: '배달비는?', answer: '매장마다 다릅니다.' }],
      },
      'GET /api/delivery/content/event': { status: 200, body: { list: [event], page: 2, size: 6, totalCount: 7 } },
      'GET /api/delivery/content/story-video': {
        status: 200,
        body: { list: [video], page: 1, size: 12, totalCount: 1 },
      },
    });
    expect(await feed.popupBanners()).toEqual([{ id: 1, imageUrl: '/p.png', webUrl: '/events/1' }]);
    expect((await feed.eventBanners())[0]?.title).toBe('봄 이벤트');
    expect((await feed.faq())[0]?.question).toBe('배달비는?');
    expect(await feed.events({ state: 'ended', page: 2, size: 6 })).toEqual({
      items: [event],
      page: 2,
      size: 6,
      totalCount: 7,
    });
    expect(api.requests[3]?.url).toBe('/api/delivery/content/event?state=ended&page=2&size=6');
    expect(await feed.storyVideos(1, 12)).toEqual({ items: [video], page: 1, size: 12, totalCount: 1 });
    expect(api.requests[4]?.url).toBe('/api/delivery/content/story-video?page=1&size=12');
  });

  it('pages the notices and reads one; an unknown id reads null', async () => {
    const feed = await feedFor({
      'GET /api/delivery/content/notice': { status: 200, body: { list: [notice], page: 2, size: 10, totalCount: 11 } },
      'GET /api/delivery/content/notice/1': { status: 200, body: { ...notice, body: '본문' } },
    });
    expect(await feed.notices(2, 10)).toEqual({ items: [notice], page: 2, size: 10, totalCount: 11 });
    expect(api.requests[0]?.url).toBe('/api/delivery/content/notice?page=2&size=10');
    expect(await feed.notice(1)).toEqual({ ...notice, body: '본문' });
    expect(await feed.notice(2)).toBeNull();
    expect(await feed.event(2)).toBeNull();
  });

  it('reads the caller’s Q&A; another customer’s entry reads null', async () => {
    const feed = await feedFor({
      'GET /api/delivery/content/qna': { status: 200, body: [qna] },
      'GET /api/delivery/content/qna/2': { status: 200, body: qna },
    });
    expect(await feed.qna()).toEqual([qna]);
    expect(await feed.qnaDetail(2)).toEqual(qna);
    expect(await feed.qnaDetail(3)).toBeNull();
  });

  it('writes relay posts through the proxy: POST creates, PATCH carries the id in the body', async () => {
    const feed = await feedFor({
      'POST /api/proxy-content-relay': { status: 201, body: relay },
      'PATCH /api/proxy-content-relay': (request) =>
        (jsonOf(request) as { id: number }).id === 4
          ? { status: 200, body: { ...relay, content: '수정' } }
          : { status: 404, body: { code: 'ELEMENT_NOT_FOUND', message: '요청하신 정보를 찾을 수 없습니다.' } },
    });
    expect(await feed.createRelay({ title: '맛있어요', content: '또 시킬게요' })).toEqual({ kind: 'saved', relay });
    expect(await feed.updateRelay(4, { title: '맛있어요', content: '수정' })).toEqual({
      kind: 'saved',
      relay: { ...relay, content: '수정' },
    });
    expect(jsonOf(api.requests[1]!)).toEqual({ id: 4, title: '맛있어요', content: '수정' });
    expect(await feed.updateRelay(5, { title: '남의 글', content: '수정' })).toEqual({ kind: 'not-found' });
  });

  it('blank relay text is rejected with the server message', async () => {
    const feed = await feedFor({
      'POST /api/proxy-content-relay': {
        status: 400,
        body: { code: 'BAD_REQUEST', message: '내용을 입력해주세요.', field: 'content' },
      },
    });
    expect(await feed.createRelay({ title: '제목', content: ' ' })).toEqual({
      kind: 'rejected',
      message: '내용을 입력해주세요.',
    });
  });

  it('reads and removes relay posts; another customer’s post is not-found', async () => {
    const feed = await feedFor({
      'GET /api/delivery/content/relay': { status: 200, body: [relay] },
      'GET /api/delivery/content/relay/4': { status: 200, body: relay },
      'DELETE /api/delivery/content/relay/4': { status: 204 },
    });
    expect(await feed.relays()).toEqual([relay]);
    expect(await feed.relay(4)).toEqual(relay);
    expect(await feed.relay(5)).toBeNull();
    expect(await feed.removeRelay(4)).toEqual({ kind: 'removed' });
    expect(await feed.removeRelay(5)).toEqual({ kind: 'not-found' });
  });
});
