import { describe, expect, it } from 'vitest';
import { HidePopupBannersForToday } from '../../../src/application/use-cases/hide-popup-banners-for-today';
import { ReadPopupBanners } from '../../../src/application/use-cases/read-popup-banners';
import { memoryWorld } from './memory-world';

const DAY_MS = 86_400_000;

describe('the home popup banners', () => {
  it('shows the popup banners on a first visit', async () => {
    const world = memoryWorld();
    expect(await new ReadPopupBanners(world.content, world.cookies).execute()).toEqual({
      kind: 'show',
      banners: [{ id: 1, imageUrl: '/images/banners/popup-1.png', webUrl: '/events' }],
    });
  });

  it('오늘 그만보기 hides them for 86,400 s from the click, then they show again', async () => {
    const world = memoryWorld();
    const read = new ReadPopupBanners(world.content, world.cookies);
    expect(await new HidePopupBannersForToday(world.cookies).execute()).toEqual({ kind: 'hidden', forSeconds: 86_400 });
    expect(world.cookies.get('_hpu')).toBe('1');
    world.clock.advance(DAY_MS - 1);
    expect(await read.execute()).toEqual({ kind: 'hidden-today' });
    world.clock.advance(1);
    expect((await read.execute()).kind).toBe('show');
  });

  it('hidden today, the banners are not even asked for', async () => {
    const world = memoryWorld();
    world.cookies.set('_hpu', '1', 60);
    let asked = 0;
    const feed = {
      popupBanners: async () => {
        asked += 1;
        return [];
      },
    };
    expect(await new ReadPopupBanners(feed, world.cookies).execute()).toEqual({ kind: 'hidden-today' });
    expect(asked).toBe(0);
  });

  it('banners a route loader read already are shown without asking again, and the cookie still hides them', async () => {
    const world = memoryWorld();
    let asked = 0;
    const feed = {
      popupBanners: async () => {
        asked += 1;
        return [];
      },
    };
    const preloaded = [{ id: 7, imageUrl: '/p.svg', webUrl: '/events' }];
    const read = new ReadPopupBanners(feed, world.cookies);
    expect(await read.execute(preloaded)).toEqual({ kind: 'show', banners: preloaded });
    expect(await read.execute([])).toEqual({ kind: 'none' });
    world.cookies.set('_hpu', '1', 60);
    expect(await read.execute(preloaded)).toEqual({ kind: 'hidden-today' });
    expect(asked).toBe(0);
  });

  it('a cookie hidden by another tab while the banners load still keeps the popup closed', async () => {
    const world = memoryWorld();
    const feed = {
      popupBanners: async () => {
        world.cookies.set('_hpu', '1', 60);
        return [{ id: 1, imageUrl: '/p.svg', webUrl: '/' }];
      },
    };
    expect(await new ReadPopupBanners(feed, world.cookies).execute()).toEqual({ kind: 'hidden-today' });
  });

  it('no banner, or a _hpu of another value than 1, opens nothing / does not hide', async () => {
    const world = memoryWorld();
    expect(await new ReadPopupBanners({ popupBanners: async () => [] }, world.cookies).execute()).toEqual({
      kind: 'none',
    });
    world.cookies.set('_hpu', '0', 60);
    expect((await new ReadPopupBanners(world.content, world.cookies).execute()).kind).toBe('show');
  });
});
