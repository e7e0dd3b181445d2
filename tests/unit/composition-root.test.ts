import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  browserStorageModule,
  createContainer,
  memoryBackendModule,
  resolverOf,
  TOKENS,
  type Token,
} from '../../src/composition-root';
import { parseCartCode } from '../../src/domain/cart/cart-code';
import { parseQuery, splitUrl } from '../../src/domain/navigation/url';
import { MEMBER, OPTION, orderFormItem } from './application/memory-world';

describe('composition root', () => {
  it('with the memory family a member chooses delivery, adds the order form to the cart, then pays', async () => {
    const get = resolverOf(createContainer());
    await get(TOKENS.SessionGateway).signIn({ provider: 'member', ...MEMBER });

    const chosen = await get(TOKENS.ChooseMealType).execute({
      mealType: 'DELIVERY',
      currentPath: '/products/101',
      query: {},
    });
    expect(chosen).toEqual({ kind: 'navigate', to: '/products/101?mealType=delivery' });
    const query = parseQuery(splitUrl(chosen.to).search);

    const orderForms = get(TOKENS.OrderFormRepository);
    orderForms.save([orderFormItem(101, [OPTION.boneless], 2), orderFormItem(301, [])]);
    const added = await get(TOKENS.AddOrderFormToCart).execute({ query });
    expect(added).toMatchObject({ kind: 'added', cartCount: 2 });
    const cart = await get(TOKENS.CartGateway).list();
    expect(cart.responseList.map((l) => [l.mainMenuId, l.quantity, l.totalMenuWithSubOptionAndQuantityPrice])).toEqual([
      [101, 2, 44_000],
      [301, 1, 5_000],
    ]);
    expect(cart.totalPrice).toBe(49_000);

    orderForms.save([orderFormItem(101, [OPTION.whole, OPTION.cola]), orderFormItem(201, [], 3)]);
    const paid = await get(TOKENS.PayNow).execute({ query });
    if (paid.kind !== 'checkout') throw new Error(`expected checkout, got ${paid.kind}`);
    const checkoutQuery = parseQuery(splitUrl(paid.to).search);
    expect(splitUrl(paid.to).pathname).toBe('/checkout');
    expect(checkoutQuery['mealType']).toBe('delivery');
    const items = parseCartCode(checkoutQuery['mc'] ?? '');
    expect(items).toEqual({
      ok: true,
      value: [
        { menuId: 101, quantity: 1, subOptionIds: [OPTION.whole, OPTION.cola] },
        { menuId: 201, quantity: 3, subOptionIds: [] },
      ],
    });
    expect(orderForms.load()).toEqual([]);

    const checkout = await get(TOKENS.OrderGateway).init({
      mealType: 'DELIVERY',
      branchId: 1,
      items: items.ok ? items.value : [],
      agent: 'DESKTOPWEB',
    });
    expect(checkout.kind === 'ready' && checkout.checkout.cartResponseInfo.totalPrice).toBe(22_500 + 63_000);
  });

  it('every port and use case resolves, and adapters are shared while each container has its own backend', () => {
    const first = resolverOf(createContainer());
    const tokens: readonly Token<unknown>[] = Object.values(TOKENS);
    for (const token of tokens) expect(first(token)).toBeDefined();
    expect(first(TOKENS.CartGateway)).toBe(first(TOKENS.CartGateway));
    expect(first(TOKENS.RefreshSession)).toBe(first(TOKENS.RefreshSession));
    expect(resolverOf(createContainer())(TOKENS.CartGateway)).not.toBe(first(TOKENS.CartGateway));
  });

  it('the browser storage family swaps in with one line and touches no browser until used', () => {
    const container = createContainer([memoryBackendModule, browserStorageModule]);
    expect(container.isBound(TOKENS.OrderFormRepository)).toBe(true);
    expect(container.isBound(TOKENS.MenuCatalog)).toBe(true);
    expect(resolverOf(container)(TOKENS.Clock).now()).toBeGreaterThan(0);
  });
});

it("a headless HTTP family names a contract's issues in English, as the browser and the server do", () => {
  // In a process of its own: the suites' setup sets zod's locale for every test (tests/support/zod-english.ts).
  const script = [
    "import * as z from 'zod/mini';",
    "import { createHttpBackendModule } from './src/composition-root';",
    'const before = z.safeParse(z.string(), 1).error?.issues[0]?.message;',
    "createHttpBackendModule({ baseURL: 'http://127.0.0.1:1' });",
    'const after = z.safeParse(z.string(), 1).error?.issues[0]?.message;',
    'console.log(JSON.stringify({ before, after }));',
  ].join('\n');
  const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  expect(JSON.parse(output)).toEqual({
    before: 'Invalid input',
    after: 'Invalid input: expected string, received number',
  });
}, 30_000);
