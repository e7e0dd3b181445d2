import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { createContainer, memoryModules, resolverOf, TOKENS } from '../../../src/composition-root';
import { EMPTY_REQUEST_STATE as NO_REQUEST, requestOf } from '../../../src/domain/checkout/order-request';
import { EMPTY_COUPON_SELECTION } from '../../../src/domain/coupon/selection';

/** The lines README.md shows a developer ("Ordering headless"), between the markers below. */
async function readmeExample() {
  // README:begin
  const get = resolverOf(createContainer(memoryModules));
  await get(TOKENS.SignInMember).execute({ username: 'chicken', password: 'golden!olive1' });
  const query = { mealType: 'delivery' };
  const menu = await get(TOKENS.ShowMenu).execute({ menuId: 101, branchId: null });
  if (menu.kind !== 'found') throw new Error('menu 101 is not on sale');
  const { id: menuId, menuName, menuPrice, menuImageUrl } = menu.detail;
  const item = { menuId, menuName, menuPrice, menuImageUrl, options: menu.options, quantity: 2 };
  get(TOKENS.PutMenuInOrderForm).execute({ ...item, selectedOptionItemIds: [10012] });
  await get(TOKENS.AddOrderFormToCart).execute({ query });
  const started = await get(TOKENS.StartCheckout).execute({ query, agent: 'DESKTOPWEB' });
  if (started.kind !== 'ready') throw new Error(started.kind);
  const placed = await get(TOKENS.PlaceOrder).execute({
    checkoutId: started.checkout.checkoutId,
    coupons: EMPTY_COUPON_SELECTION,
    points: 1000,
    happyPoints: 0,
    paymentMethod: 'CARD',
    cardNumber: '4242424242424242',
    request: requestOf(NO_REQUEST, true),
    agent: 'DESKTOPWEB',
  });
  // README:end
  return { placed, get };
}

describe('the README example', () => {
  it('places an order on the memory adapters: 2 × 순살 황금올리브치킨, 3,000원 delivery, 1,000P off', async () => {
    const { placed, get } = await readmeExample();
    expect(placed).toMatchObject({ kind: 'placed', order: { subtotal: 44_000, pointsUsed: 1000, totalPrice: 46_000 } });
    expect(await get(TOKENS.ReadPointBalance).execute()).toEqual({ kind: 'read', balance: 11_300 });
  });

  it('is the code README.md shows, line for line', async () => {
    const source = await readFile(new URL(import.meta.url), 'utf8');
    const block = source.split('// README:begin\n')[1]?.split('  // README:end')[0] ?? '';
    const lines = block.split('\n').map((line) => line.replace(/^ {2}/, ''));
    const readme = await readFile(new URL('../../../README.md', import.meta.url), 'utf8');
    expect(block).not.toBe('');
    expect(readme).toContain(lines.join('\n'));
  });
});
