import type { StoryVideo } from '../../application/ports/content-feed';
import type { FixtureEvent } from './fixture-types';

/**
 * Events of the memory backend around its clock (MEMORY_START_MS, 2026-11-20 12:00 Seoul): two running, one that
 * ends at the first instant of that day (still 진행중 all day: the state goes by Seoul date), two ended, and one
 * that has not started (never listed).
 */
export const eventFixtures: readonly FixtureEvent[] = [
  event(11, '겨울 치킨 페스티벌', '2026-11-18T10:00:00+09:00', '2026-12-31T23:59:59+09:00'),
  event(12, '가을 맞이 할인', '2026-10-01T00:00:00+09:00', '2026-10-31T23:59:59+09:00'),
  event(13, '수험생 응원 할인', '2026-11-09T00:00:00+09:00', '2026-11-19T23:59:59+09:00'),
  event(14, '오늘까지 더블 적립', '2026-11-01T00:00:00+09:00', '2026-11-20T00:00:00+09:00'),
  event(15, '12월 첫 주문 이벤트', '2026-12-01T00:00:00+09:00', '2026-12-31T23:59:59+09:00'),
];

/** 30 gallery entries (codes shaped like YouTube ids, naming no real video). */
export const storyVideoFixtures: readonly StoryVideo[] = Array.from({ length: 30 }, (_, index) => {
  const id = index + 1;
  return {
    id,
    code: `memvideo${String(id).padStart(3, '0')}`,
    title: `비비큐 스토리 ${id}화`,
    posterUrl: `/images/story/${id}.svg`,
  };
});

function event(id: number, title: string, startsAt: string, endsAt: string): FixtureEvent {
  return { id, title, body: `${title} 안내입니다.`, imageUrl: `/images/events/${(id % 6) + 1}.svg`, startsAt, endsAt };
}
