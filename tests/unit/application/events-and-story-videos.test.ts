import { describe, expect, it } from 'vitest';
import type { FixtureEvent } from '../../../src/adapters/memory/fixture-types';
import { franchiseFixtures } from '../../../src/adapters/memory/fixtures';
import { EVENT_PAGE_SIZE, ListEvents } from '../../../src/application/use-cases/list-events';
import { ListStoryVideos, STORY_VIDEO_PAGE_SIZE } from '../../../src/application/use-cases/list-story-videos';
import { ReadEvent } from '../../../src/application/use-cases/read-event';
import { memoryWorld } from './memory-world';

/** 14 events that ended in October 2026 (ids 101–114, later id starts later) beside the fixtures' own. */
const endedInOctober: FixtureEvent[] = Array.from({ length: 14 }, (_, i) => ({
  id: 101 + i,
  title: `지난 이벤트 ${i + 1}`,
  body: '지난 이벤트입니다.',
  imageUrl: '/images/events/1.svg',
  startsAt: `2026-10-${String(i + 1).padStart(2, '0')}T00:00:00+09:00`,
  endsAt: '2026-10-31T23:59:59+09:00',
}));

function worldWithManyEndedEvents() {
  return memoryWorld({ ...franchiseFixtures, events: [...franchiseFixtures.events, ...endedInOctober] });
}

describe('ListEvents', () => {
  it('the 종료 tab pages 6 cards at a time, newest start first, with the page count', async () => {
    const world = worldWithManyEndedEvents();
    const list = new ListEvents(world.content);
    const first = await list.execute({ state: 'ended', page: 1 });
    // Fixture events 12 and 13 have ended too: 16 ended events.
    expect(first).toMatchObject({ kind: 'page', page: 1, totalCount: 16, totalPages: 3 });
    expect(first.events).toHaveLength(EVENT_PAGE_SIZE);
    expect(first.events.map((e) => e.id)).toEqual([13, 114, 113, 112, 111, 110]);
    const third = await list.execute({ state: 'ended', page: 3 });
    // Event 12 starts at the same instant as 101: the higher id comes first, as on the server.
    expect(third.events.map((e) => e.id)).toEqual([103, 102, 101, 12]);
    expect(third.events.every((e) => e.state === 'ended')).toBe(true);
  });

  it('the 진행중 tab lists only running events', async () => {
    const result = await new ListEvents(memoryWorld().content).execute({ state: 'ongoing', page: 1 });
    expect(result.events.map((e) => [e.id, e.state])).toEqual([
      [11, 'ongoing'],
      [14, 'ongoing'],
    ]);
    expect(result).toMatchObject({ totalCount: 2, totalPages: 1 });
  });

  it('a page past the end (an old link) reads the last page; a bad page number reads the first', async () => {
    const list = new ListEvents(worldWithManyEndedEvents().content);
    expect(await list.execute({ state: 'ended', page: 9 })).toMatchObject({ page: 3, totalPages: 3 });
    expect(await list.execute({ state: 'ended', page: Number.NaN })).toMatchObject({ page: 1 });
    expect(await list.execute({ state: 'ended', page: -2 })).toMatchObject({ page: 1 });
  });

  it('an empty tab is page 1 of 0 pages', async () => {
    const world = memoryWorld({ ...franchiseFixtures, events: [] });
    expect(await new ListEvents(world.content).execute({ state: 'ongoing', page: 4 })).toEqual({
      kind: 'page',
      events: [],
      page: 4,
      totalCount: 0,
      totalPages: 0,
    });
  });
});

describe('ReadEvent', () => {
  it('an ended event stays readable, with its body and period', async () => {
    const result = await new ReadEvent(memoryWorld().content).execute({ id: 12 });
    expect(result).toMatchObject({
      kind: 'found',
      event: { id: 12, state: 'ended', body: '가을 맞이 할인 안내입니다.', endsAt: '2026-10-31T23:59:59+09:00' },
    });
  });

  it('an unknown, unstarted or malformed id is not found', async () => {
    const read = new ReadEvent(memoryWorld().content);
    for (const id of [999, 15, 0, -1, 1.5, Number.NaN])
      expect(await read.execute({ id })).toEqual({ kind: 'not-found' });
  });
});

describe('ListStoryVideos', () => {
  it('loads the gallery 12 at a time until the last page, which says there is no more', async () => {
    const list = new ListStoryVideos(memoryWorld().content);
    const first = await list.execute({ page: 1 });
    expect(first).toMatchObject({ kind: 'page', page: 1, totalCount: 30, hasMore: true });
    expect(first.videos).toHaveLength(STORY_VIDEO_PAGE_SIZE);
    const second = await list.execute({ page: 2 });
    expect(second.videos[0]?.id).toBe(13);
    expect(second.hasMore).toBe(true);
    const last = await list.execute({ page: 3 });
    expect(last.videos.map((v) => v.id)).toEqual([25, 26, 27, 28, 29, 30]);
    expect(last.hasMore).toBe(false);
    expect((await list.execute({ page: 4 })).hasMore).toBe(false);
  });
});
