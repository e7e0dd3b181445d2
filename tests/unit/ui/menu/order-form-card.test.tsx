import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UI_TOKENS } from '../../../../src/adapters/ui/di/ui-tokens';
import { orderFormLines } from '../../../../src/adapters/ui/shell/sidebar/order-form-lines';
import { TOKENS } from '../../../../src/composition-root';
import type { OrderFormItem } from '../../../../src/domain/menu/types';
import '../support/dom';
import { memoryServices, PAGE_LOAD, renderStorefront } from '../support/app-harness';

const olive: OrderFormItem = {
  menuId: 101,
  menuName: '황금올리브치킨',
  menuPrice: 20000,
  menuImageUrl: '/images/menus/101.png',
  options: [
    {
      id: 1001,
      subOptionTitle: '부위 선택',
      minSelect: 1,
      maxSelect: 1,
      subOptionItemDetailResponseList: [
        { id: 10011, itemTitle: '한마리', addPrice: 0 },
        { id: 10012, itemTitle: '순살', addPrice: 2000 },
      ],
    },
  ],
  selectedOptionItemIds: [10012],
  quantity: 2,
};

describe('the sidebar order-form card', { timeout: 20_000 }, () => {
  it('lines show the chosen options, quantity and line total in won', () => {
    expect(orderFormLines([olive])).toEqual([
      {
        index: 0,
        name: '황금올리브치킨',
        imageUrl: '/images/menus/101.png',
        options: '순살',
        quantity: '2개',
        total: '44,000원',
      },
    ]);
  });

  it('shows on a product page when the order form has items, and an item can be removed', async () => {
    const get = await memoryServices('member');
    get(UI_TOKENS.OrderFormStore).add(olive);
    get(UI_TOKENS.OrderFormStore).add({
      ...olive,
      menuId: 102,
      menuName: '크리스피치킨',
      options: [],
      selectedOptionItemIds: [],
    });
    renderStorefront(get, '/products/103?mealType=delivery');
    const card = () => screen.getByRole('region', { name: /주문표/ });
    await screen.findByRole('region', { name: /주문표/ }, PAGE_LOAD);
    expect(within(card()).getByText('순살')).toBeTruthy();
    expect(within(card()).getByText('84,000원')).toBeTruthy();
    fireEvent.click(within(card()).getByRole('button', { name: '황금올리브치킨 주문표에서 삭제' }));
    await waitFor(() => expect(within(card()).queryByText('황금올리브치킨')).toBeNull());
    expect(get(TOKENS.OrderFormRepository).load()).toHaveLength(1);
    fireEvent.click(within(card()).getByRole('button', { name: '크리스피치킨 주문표에서 삭제' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /주문표/ })).toBeNull());
  });

  it('is not shown on category pages', async () => {
    const get = await memoryServices('member');
    get(UI_TOKENS.OrderFormStore).add(olive);
    renderStorefront(get, '/categories/1');
    await screen.findByRole('heading', { level: 2, name: '후라이드' }, PAGE_LOAD);
    expect(screen.queryByRole('region', { name: /주문표/ })).toBeNull();
  });
});
