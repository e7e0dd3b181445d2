import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../support/dom';
import { TOKENS } from '../../../../src/composition-root';
import { memoryServices, PAGE_LOAD, renderStorefront } from '../support/app-harness';

describe('the store finder page', () => {
  it('lists the stores with their labels, draws the offline map and returns with the chosen branch', async () => {
    const get = await memoryServices();
    const { router } = renderStorefront(get, '/stores/map?for=takeout&redirect_to=%2Fcategories%2F1');
    expect(
      await screen.findByRole('heading', { level: 1, name: '포장할 매장을 선택해주세요' }, PAGE_LOAD),
    ).toBeTruthy();
    const card = await screen.findByRole('article', { name: '문정법조타운점' }, PAGE_LOAD);
    expect(within(card).getByText('영업중')).toBeTruthy();
    expect(within(card).getByText('위생등급 인증')).toBeTruthy();
    expect(within(card).getByRole('link', { name: /전화/ }).getAttribute('href')).toMatch(/^tel:/);

    const closed = screen.getByRole('article', { name: '잠실새내점' });
    expect(within(closed).getByText('영업종료')).toBeTruthy();
    expect(within(closed).queryByRole('button', { name: /선택/ })).toBeNull();

    const unavailable = screen.getByRole('region', { name: '일부 메뉴를 주문할 수 없는 매장' });
    expect(within(unavailable).getByText('크리스피치킨 품절')).toBeTruthy();

    const map = await screen.findByRole('group', { name: '매장 위치 지도' });
    fireEvent.click(within(map).getByRole('button', { name: '잠실새내점' }));
    await waitFor(() =>
      expect(
        within(closed).getByRole('button', { name: '잠실새내점 지도에서 보기' }).getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    fireEvent.click(within(card).getByRole('button', { name: '문정법조타운점 지도에서 보기' }));
    await waitFor(() =>
      expect(within(map).getByRole('button', { name: '문정법조타운점' }).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(screen.getByRole('note').textContent).toBe('지도를 불러올 수 없어 간략 지도로 보여드려요.');

    fireEvent.click(within(card).getByRole('button', { name: '문정법조타운점 선택' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/categories/1'));
    expect(router.state.location.search).toBe('?branchId=1&mealType=takeout');
    expect(get(TOKENS.PreferenceStore).branchId()).toBe(1);
  }, 30_000);

  it('searches by name and goes back to the nearby stores', async () => {
    renderStorefront(await memoryServices(), '/stores/map');
    await screen.findByRole('article', { name: '문정법조타운점' }, PAGE_LOAD);
    fireEvent.change(screen.getByRole('searchbox', { name: '매장명으로 검색' }), { target: { value: '강남' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(await screen.findByRole('heading', { name: "'강남' 검색 결과 1개" })).toBeTruthy();
    expect(screen.queryByRole('article', { name: '문정법조타운점' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '가까운 매장 보기' }));
    expect(await screen.findByRole('article', { name: '문정법조타운점' })).toBeTruthy();
  }, 30_000);
});
