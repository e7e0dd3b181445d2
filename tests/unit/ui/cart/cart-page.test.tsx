import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../support/dom';
import { ServicesProvider } from '../../../../src/adapters/ui/di/services';
import { uiModule } from '../../../../src/adapters/ui/di/ui-module';
import { UI_TOKENS } from '../../../../src/adapters/ui/di/ui-tokens';
import { cartLoader } from '../../../../src/adapters/ui/pages/cart/cart.loader';
import { lineImageLoading } from '../../../../src/adapters/ui/pages/cart/cart-line-item';
import { CartPage } from '../../../../src/adapters/ui/pages/cart/cart-page';
import { createContainer, memoryModules, type Resolve, resolverOf, TOKENS } from '../../../../src/composition-root';
import { MEMBER } from '../../application/memory-world';

const FIND = { timeout: 3_000 } as const;

/** The page as the cart route shows it; `withLoader`: with its route loader (cart.loader.ts), as in the browser. */
async function renderCart(
  path: string,
  fill: (get: Resolve) => Promise<void> = async () => undefined,
  withLoader = false,
) {
  const get = resolverOf(createContainer([...memoryModules, uiModule]));
  await get(TOKENS.SessionGateway).signIn({ provider: 'member', ...MEMBER });
  await fill(get);
  await get(UI_TOKENS.RootStore).load();
  const router = createMemoryRouter(
    [{ path: '/cart', element: <CartPage />, ...(withLoader ? { loader: cartLoader(get) } : {}) }],
    { initialEntries: [path] },
  );
  render(
    <ServicesProvider resolve={get}>
      <RouterProvider router={router} />
    </ServicesProvider>,
  );
  return get;
}

describe('the cart page', () => {
  it('shows each line with its options, the server total, and deletes a line after the confirmation', async () => {
    const get = await renderCart('/cart?mealType=takeout&branchId=3', async (g) => {
      await g(TOKENS.CartGateway).add({ mainMenuId: 101, quantity: 1, subOptionItemIdSet: [10012] });
      await g(TOKENS.CartGateway).add({ mainMenuId: 301, quantity: 2, subOptionItemIdSet: [] });
    });
    const list = await screen.findByRole('list', { name: '담은 메뉴' }, FIND);
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    // The first lines' pictures are on screen at once (the largest paint): eager, the first at high priority.
    const pictures = items.map((item) => item.querySelector('img'));
    expect(pictures.map((img) => img?.getAttribute('loading'))).toEqual(['eager', 'eager']);
    expect(pictures.map((img) => img?.getAttribute('fetchpriority'))).toEqual(['high', 'auto']);
    expect(items[0]?.textContent).toContain('부위 선택');
    expect(items[0]?.textContent).toContain('순살');
    expect(items[0]?.textContent).toContain('22,000원');
    expect(screen.getByText('상품 금액 합계').nextElementSibling?.textContent).toBe('32,000원');
    expect(screen.getByRole('link', { name: '주문하기' }).getAttribute('href')).toBe(
      '/checkout?mealType=takeout&branchId=3',
    );

    fireEvent.click(screen.getByRole('button', { name: '치즈볼 삭제' }));
    const confirm = await screen.findByRole('alertdialog', { name: '메뉴 삭제' });
    fireEvent.click(within(confirm).getByRole('button', { name: '삭제하기' }));
    await screen.findByText('담은 메뉴 1개', undefined, FIND);
    expect(screen.getByText('상품 금액 합계').nextElementSibling?.textContent).toBe('22,000원');
    expect(get(UI_TOKENS.RootStore).cart.count).toEqual({ status: 'loaded', value: 1 });
  });

  it('lines below the first three load their pictures lazily', () => {
    expect([0, 1, 2, 3, 10].map((index) => lineImageLoading(index).loading)).toEqual([
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
  });

  it('an empty cart says so and links to /categories/1 keeping the query', async () => {
    await renderCart('/cart?mealType=delivery');
    const heading = await screen.findByRole('heading', { name: '장바구니가 비어 있어요' }, FIND);
    expect(heading).toBeTruthy();
    expect(screen.getByRole('link', { name: '메뉴 보러 가기' }).getAttribute('href')).toBe(
      '/categories/1?mealType=delivery',
    );
  });

  it('with the route loader the lines come with the page, read once (the loader reads, the page does not)', async () => {
    let lists = 0;
    await renderCart(
      '/cart?mealType=delivery',
      async (g) => {
        const gateway = g(TOKENS.CartGateway);
        await gateway.add({ mainMenuId: 301, quantity: 2, subOptionItemIdSet: [] });
        const list = gateway.list.bind(gateway);
        gateway.list = () => {
          lists += 1;
          return list();
        };
      },
      true,
    );
    const list = await screen.findByRole('list', { name: '담은 메뉴' }, FIND);
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await new Promise((settle) => setTimeout(settle, 50));
    expect(lists).toBe(1);
  });

  it('E-쿠폰 전용 lines carry the mark', async () => {
    await renderCart('/cart', async (g) => {
      await g(TOKENS.CartGateway).add({ mainMenuId: 203, quantity: 1, subOptionItemIdSet: [] });
    });
    const list = await screen.findByRole('list', { name: '담은 메뉴' }, FIND);
    expect(within(list).getByText('E-쿠폰 전용')).toBeTruthy();
  });
});
