import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ListCategoryMenusInput } from '../../../../src/application/use-cases/list-category-menus';
import type { ListEventsInput, ListEventsResult } from '../../../../src/application/use-cases/list-events';
import type { ListNoticesInput, ListNoticesResult } from '../../../../src/application/use-cases/list-notices';
import { TOKENS } from '../../../../src/composition-root';
import '../support/dom';
import { memoryServices, PAGE_LOAD, renderStorefront, replacing } from '../support/app-harness';

/** A promise and the function that settles it. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

const cardTitles = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('link')
    .map((link) => link.textContent);

/**
 * Issue 13: a page with a route loader shows its loader's answer for the URL, every time: a tab, a page or 다시 시도
 * reads once, through the loader, and the router (not a counter in the view-model) keeps a late answer off the screen.
 */
describe('pages show their loader data (issue 13)', { timeout: 30_000 }, () => {
  it('/events: another tab is one read, through the loader, and its cards replace the list', async () => {
    const get = await memoryServices();
    const listEvents = { execute: vi.fn((input: ListEventsInput) => get(TOKENS.ListEvents).execute(input)) };
    const { router } = renderStorefront(replacing(get, TOKENS.ListEvents, listEvents), '/events');
    const ongoing = await screen.findByRole('list', { name: '진행중인 이벤트' }, PAGE_LOAD);
    expect(cardTitles(ongoing).length).toBeGreaterThan(0);
    expect(listEvents.execute.mock.calls).toEqual([[{ state: 'ongoing', page: 1 }]]);

    fireEvent.click(screen.getByRole('link', { name: '종료된 이벤트' }));
    const ended = await screen.findByRole('list', { name: '종료된 이벤트' });
    await waitFor(() => expect(router.state.location.search).toBe('?state=ended'));
    const endedEvents = await get(TOKENS.ListEvents).execute({ state: 'ended', page: 1 });
    expect(cardTitles(ended).map((title) => title?.startsWith(endedEvents.events[0]?.title ?? '-'))).toContain(true);
    expect(listEvents.execute.mock.calls).toEqual([[{ state: 'ongoing', page: 1 }], [{ state: 'ended', page: 1 }]]);
  });

  it('/events: the answer of a tab left before it came never shows; the last tab asked does', async () => {
    const get = await memoryServices();
    const slowEnded = deferred<ListEventsResult>();
    const listEvents = {
      execute: vi.fn(async (input: ListEventsInput) =>
        input.state === 'ended' ? slowEnded.promise : get(TOKENS.ListEvents).execute(input),
      ),
    };
    const { router } = renderStorefront(replacing(get, TOKENS.ListEvents, listEvents), '/events');
    await screen.findByRole('list', { name: '진행중인 이벤트' }, PAGE_LOAD);

    fireEvent.click(screen.getByRole('link', { name: '종료된 이벤트' }));
    await waitFor(() => expect(listEvents.execute).toHaveBeenCalledWith({ state: 'ended', page: 1 }));
    // The list on screen stays, marked busy, while the next one is read.
    expect(screen.getByRole('list', { name: '진행중인 이벤트' }).getAttribute('aria-busy')).toBe('true');
    await act(() => router.navigate('/events?page=1'));
    await act(async () => {
      slowEnded.resolve({ kind: 'page', events: [], page: 1, totalCount: 0, totalPages: 0 });
      await slowEnded.promise;
    });
    expect(router.state.location.search).toBe('?page=1');
    expect(screen.queryByText('종료된 이벤트가 없습니다.')).toBeNull();
    const list = screen.getByRole('list', { name: '진행중인 이벤트' });
    expect(list.getAttribute('aria-busy')).toBe('false');
    expect(cardTitles(list).length).toBeGreaterThan(0);
  });

  it('/faq notices: a failed page offers 다시 시도, which reads it again through the loader; the guards do not', async () => {
    const get = await memoryServices();
    const failOnce = { failing: true };
    const listNotices = {
      execute: vi.fn(async (input: ListNoticesInput): Promise<ListNoticesResult> => {
        if (failOnce.failing) throw new Error('content API down');
        return get(TOKENS.ListNotices).execute(input);
      }),
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderStorefront(replacing(get, TOKENS.ListNotices, listNotices), '/faq?tab=notices');
    const retry = await screen.findByRole('button', { name: '다시 시도' }, PAGE_LOAD);
    expect(listNotices.execute).toHaveBeenCalledTimes(1);

    // A check of the same URL for another reason (the session changed: the guards run again) reads nothing.
    await act(() => router.revalidate());
    expect(listNotices.execute).toHaveBeenCalledTimes(1);

    failOnce.failing = false;
    fireEvent.click(retry);
    const board = await screen.findByRole('table');
    expect(within(board).getAllByRole('row').length).toBeGreaterThan(1);
    expect(listNotices.execute.mock.calls).toEqual([[{ page: 1 }], [{ page: 1 }]]);
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
  });

  it('/events/{id}: 다시 시도 of an event that could not be read shows it once read', async () => {
    const get = await memoryServices();
    const readEvent = get(TOKENS.ReadEvent);
    const answers = { failing: true };
    const flaky = {
      execute: vi.fn(async (input: { id: number }) => {
        if (answers.failing) throw new Error('content API down');
        return readEvent.execute(input);
      }),
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { events } = await get(TOKENS.ListEvents).execute({ state: 'ongoing', page: 1 });
    const id = events[0]?.id ?? 0;
    renderStorefront(replacing(get, TOKENS.ReadEvent, flaky), `/events/${id}`);
    const retry = await screen.findByRole('button', { name: '다시 시도' }, PAGE_LOAD);
    answers.failing = false;
    fireEvent.click(retry);
    const found = await readEvent.execute({ id });
    if (found.kind !== 'found') throw new Error(`the memory feed has no event ${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: found.event.title })).toBeTruthy();
    expect(flaky.execute).toHaveBeenCalledTimes(2);
  });

  it('/categories/{id}: 다시 시도 of menus that could not be read lists them; another category is one read', async () => {
    const get = await memoryServices();
    const answers = { failing: true };
    const listMenus = {
      execute: vi.fn(async (input: ListCategoryMenusInput) => {
        if (answers.failing) throw new Error('menu API down');
        return get(TOKENS.ListCategoryMenus).execute(input);
      }),
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderStorefront(replacing(get, TOKENS.ListCategoryMenus, listMenus), '/categories/1');
    const retry = await screen.findByRole('button', { name: '다시 시도' }, PAGE_LOAD);
    answers.failing = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 2, name: '후라이드' })).toBeTruthy();
    expect(screen.getByText('Total 3')).toBeTruthy();

    const tabs = screen.getByRole('navigation', { name: '메뉴 분류' });
    fireEvent.click(within(tabs).getByRole('link', { name: '양념치킨' }));
    expect(await screen.findByRole('heading', { level: 2, name: '양념치킨' })).toBeTruthy();
    expect(listMenus.execute.mock.calls).toEqual([
      [{ categoryId: 1, branchId: null }],
      [{ categoryId: 1, branchId: null }],
      [{ categoryId: 2, branchId: null }],
    ]);
  });
});
