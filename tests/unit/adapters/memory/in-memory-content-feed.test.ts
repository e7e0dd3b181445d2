import { describe, expect, it } from 'vitest';
import { memoryWorld } from '../../application/memory-world';

describe('InMemoryContentFeed', () => {
  it('notices list pinned first, then newest; NEW marks those published within 7 days', async () => {
    const { content } = memoryWorld();
    const page = await content.notices(1, 10);
    expect(page.items.map((n) => [n.id, n.fixed, n.new])).toEqual([
      [1, true, false],
      [3, false, true],
      [2, false, false],
    ]);
    expect(page.items[0]).not.toHaveProperty('body');
    expect((await content.notice(3))?.body).toBe('신메뉴 출시 안내 안내입니다.');
    expect(await content.notice(99)).toBeNull();
  });

  it('the NEW marker goes once the post is 7 days old', async () => {
    const world = memoryWorld();
    world.clock.set(Date.parse('2026-11-24T09:00:00+09:00'));
    expect((await world.content.notice(3))?.new).toBe(false);
  });

  it('serves banners, events and the FAQ', async () => {
    const { content } = memoryWorld();
    expect((await content.popupBanners()).map((b) => b.webUrl)).toEqual(['/events']);
    expect((await content.eventBanners())[0]?.title).toBe('겨울 이벤트');
    expect((await content.event(11))?.title).toBe('겨울 치킨 페스티벌');
    expect(await content.faq()).toHaveLength(2);
  });

  it('events: started ones newest first; 진행중 through the Seoul day of the end, 종료 after; unstarted hidden', async () => {
    const world = memoryWorld();
    const all = await world.content.events({ page: 1, size: 10 });
    expect(all.items.map((e) => [e.id, e.state])).toEqual([
      [11, 'ongoing'],
      [13, 'ended'],
      [14, 'ongoing'],
      [12, 'ended'],
    ]);
    expect((await world.content.events({ state: 'ongoing', page: 1, size: 10 })).items.map((e) => e.id)).toEqual([
      11, 14,
    ]);
    expect(await world.content.events({ state: 'ended', page: 2, size: 1 })).toMatchObject({
      items: [{ id: 12, href: '/events/12', publisher: null, fixed: false }],
      totalCount: 2,
    });
    expect(await world.content.event(15)).toBeNull();
    world.clock.set(Date.parse('2026-11-21T00:00:00+09:00'));
    expect((await world.content.event(14))?.state).toBe('ended');
    world.clock.set(Date.parse('2026-12-01T00:00:00+09:00'));
    expect((await world.content.event(15))?.body).toBe('12월 첫 주문 이벤트 안내입니다.');
  });

  it('story videos page in the franchise order', async () => {
    const { content } = memoryWorld();
    const second = await content.storyVideos(2, 12);
    expect(second).toMatchObject({ page: 2, size: 12, totalCount: 30 });
    expect(second.items.map((v) => v.id)).toEqual(Array.from({ length: 12 }, (_, i) => i + 13));
  });

  it("a customer's relay posts are created, edited and removed; blank text is refused", async () => {
    const world = memoryWorld();
    await world.signInMember();
    expect(await world.content.createRelay({ title: ' ', content: '내용' })).toEqual({
      kind: 'rejected',
      message: '제목과 내용을 입력해주세요.',
    });
    const saved = await world.content.createRelay({ title: '치킨 릴레이', content: '맛있어요' });
    const id = saved.kind === 'saved' ? saved.relay.id : -1;
    expect(await world.content.updateRelay(id, { title: '치킨 릴레이 2', content: '정말 맛있어요' })).toMatchObject({
      kind: 'saved',
      relay: { title: '치킨 릴레이 2' },
    });
    expect(await world.content.removeRelay(id)).toEqual({ kind: 'removed' });
    expect(await world.content.relay(id)).toBeNull();
    expect(await world.content.updateRelay(id, { title: 'a', content: 'b' })).toEqual({ kind: 'not-found' });
  });
});
