import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UI_TOKENS } from '../../../../src/adapters/ui/di/ui-tokens';
import type { ListOrderHistoryInput } from '../../../../src/application/use-cases/list-order-history';
import type { ReadPointHistoryInput } from '../../../../src/application/use-cases/read-point-history';
import { TOKENS } from '../../../../src/composition-root';
import type { Session } from '../../../../src/domain/session/types';
import '../support/dom';
import { GUEST_PHONE } from '../../application/memory-world';
import { memoryServices, PAGE_LOAD, renderStorefront, replacing } from '../support/app-harness';
import { placeOrder } from './orders-world';

/** The history rows of /mypage/points (the pagination's page links are list items too, in their own nav). */
const historyRows = () =>
  within(screen.getByRole('region', { name: '포인트 내역' }))
    .getAllByRole('list')[0]
    ?.querySelectorAll(':scope > li') ?? [];

/**
 * Issue 13: the my-page pages with loaders (/mypage/coupons, /mypage/points, /mypage/membership) show their route
 * loader's answer: read once the session is known, for the page in the URL, again for 다시 시도 and for another customer,
 * and not for any other check of the same URL (the guards').
 */
describe('my-page pages read through their loaders (issue 13)', { timeout: 30_000 }, () => {
  it('/mypage/points: one read on arrival; a check of the same URL reads nothing; another customer reads again', async () => {
    const get = await memoryServices('member');
    const readHistory = {
      execute: vi.fn((input: ReadPointHistoryInput) => get(TOKENS.ReadPointHistory).execute(input)),
    };
    const { router } = renderStorefront(replacing(get, TOKENS.ReadPointHistory, readHistory), '/mypage/points');
    expect(await screen.findByTestId('point-balance', {}, PAGE_LOAD)).toHaveProperty('textContent', '12,300P');
    expect(historyRows()).toHaveLength(2);
    expect(readHistory.execute.mock.calls).toEqual([[{ page: 1 }]]);

    // The guards' check when the session changes revalidates the page on screen: the same customer reads nothing.
    await act(() => router.revalidate());
    expect(readHistory.execute).toHaveBeenCalledTimes(1);

    // The session now speaks for another customer (a sign-in in another tab): the shell's check reads the page again.
    const session = get(UI_TOKENS.RootStore).session;
    const current = session.current;
    if (current === null) throw new Error('the member is signed in');
    await act(() => session.adopt({ ...current, accessToken: 'another-member' }));
    await waitFor(() => expect(readHistory.execute).toHaveBeenCalledTimes(2));
    expect(screen.getByTestId('point-balance').textContent).toBe('12,300P');
  });

  it('/mypage/points: another page of the history is a navigation to ?page=, read once by the loader', async () => {
    const get = await memoryServices('member');
    const readHistory = {
      execute: vi.fn(async ({ page }: ReadPointHistoryInput) => {
        const first = await get(TOKENS.ReadPointHistory).execute({ page: 1 });
        // Two pages: the second holds the older movement alone.
        const entries = page === 2 ? first.entries.slice(1) : first.entries.slice(0, 1);
        return { ...first, entries, page, totalCount: 2, totalPages: 2 };
      }),
    };
    const { router } = renderStorefront(replacing(get, TOKENS.ReadPointHistory, readHistory), '/mypage/points');
    await screen.findByTestId('point-balance', {}, PAGE_LOAD);
    expect(historyRows()[0]?.textContent).toContain('-500P');

    fireEvent.click(screen.getByRole('button', { name: '2 페이지' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(historyRows()[0]?.textContent).toContain('+12,800P'));
    expect(historyRows()).toHaveLength(1);
    expect(readHistory.execute.mock.calls).toEqual([[{ page: 1 }], [{ page: 2 }]]);
  });

  it('/mypage/membership: a read that failed offers 다시 시도, which reads once more through the loader', async () => {
    const get = await memoryServices('member');
    let failures = 1;
    const readMembership = {
      execute: vi.fn(() => {
        if (failures-- > 0) return Promise.reject(new Error('outage'));
        return get(TOKENS.ReadMembership).execute();
      }),
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderStorefront(replacing(get, TOKENS.ReadMembership, readMembership), '/mypage/membership');
    expect(await screen.findByText('멤버십 정보를 불러오지 못했어요.', {}, PAGE_LOAD)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByTestId('my-grade')).toHaveProperty('textContent', '골드');
    expect(readMembership.execute).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('멤버십 정보를 불러오지 못했어요.')).toBeNull();
  });

  it('/mypage/coupons: the tabs share one read of the book; a read that failed offers 다시 시도', async () => {
    const get = await memoryServices('member');
    let failures = 1;
    const readCouponBook = {
      execute: vi.fn(() => {
        if (failures-- > 0) return Promise.reject(new Error('outage'));
        return get(TOKENS.ReadCouponBook).execute();
      }),
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderStorefront(replacing(get, TOKENS.ReadCouponBook, readCouponBook), '/mypage/coupons/1');
    expect(await screen.findByText('쿠폰을 불러오지 못했어요.', {}, PAGE_LOAD)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('article', { name: '3,000원 할인' })).toBeTruthy();
    expect(readCouponBook.execute).toHaveBeenCalledTimes(2);

    const tabs = screen.getByRole('navigation', { name: '쿠폰 종류' });
    fireEvent.click(within(tabs).getByRole('link', { name: /E-쿠폰/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/coupons/3'));
    expect(await screen.findByRole('heading', { name: '보유한 쿠폰이 없어요.' })).toBeTruthy();
    fireEvent.click(within(tabs).getByRole('link', { name: /멤버십 쿠폰/ }));
    expect(await screen.findByRole('article', { name: '3,000원 할인' })).toBeTruthy();
    expect(readCouponBook.execute).toHaveBeenCalledTimes(2);
  });

  it('/mypage/orders: another page of the history is a navigation to ?page=, read once by the loader', async () => {
    const get = await memoryServices('member');
    const order = await placeOrder(get);
    const listHistory = {
      execute: vi.fn(async ({ page }: ListOrderHistoryInput) => ({
        kind: 'page' as const,
        orders: [order],
        page,
        totalCount: 11,
        totalPages: 2,
      })),
    };
    const { router } = renderStorefront(replacing(get, TOKENS.ListOrderHistory, listHistory), '/mypage/orders');
    await screen.findByRole('navigation', { name: '주문 내역 페이지' }, PAGE_LOAD);
    fireEvent.click(screen.getByRole('button', { name: '2 페이지' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '2 페이지' }).getAttribute('aria-current')).toBe('page'),
    );
    expect(listHistory.execute.mock.calls).toEqual([[{ page: 1 }], [{ page: 2 }]]);
  });

  it('/mypage/orders: a guest who confirmed a phone in this tab sees its history again without a new confirmation', async () => {
    const get = await memoryServices('guest');
    const session = get(UI_TOKENS.RootStore).session;
    get(UI_TOKENS.ConfirmedGuestPhones).confirmed(session.current, GUEST_PHONE);
    renderStorefront(get, '/mypage/orders');
    expect(await screen.findByText('010-****-5432', {}, PAGE_LOAD)).toBeTruthy();
    expect(screen.queryByText('비회원 주문 내역은 휴대폰 인증 후 확인할 수 있어요.')).toBeNull();
  });

  it('/mypage/orders: another guest (another session) is asked to confirm a phone, and nothing is read', async () => {
    const get = await memoryServices('guest');
    get(UI_TOKENS.ConfirmedGuestPhones).confirmed(
      { type: 'guest', accessToken: 'someone-else' } as Session,
      GUEST_PHONE,
    );
    const listHistory = { execute: vi.fn(() => get(TOKENS.ListOrderHistory).execute({ page: 1 })) };
    renderStorefront(replacing(get, TOKENS.ListOrderHistory, listHistory), '/mypage/orders');
    expect(await screen.findByText('비회원 주문 내역은 휴대폰 인증 후 확인할 수 있어요.', {}, PAGE_LOAD)).toBeTruthy();
    expect(listHistory.execute).not.toHaveBeenCalled();
  });
});
