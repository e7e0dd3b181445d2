import { describe, expect, it, vi } from 'vitest';
import { Hydration } from '../../../../src/adapters/ui/stores/hydration';
import { OrderFormStore } from '../../../../src/adapters/ui/stores/order-form-store';
import { TOKENS } from '../../../../src/composition-root';
import type { OrderFormItem } from '../../../../src/domain/menu/types';
import { sessionWorld } from './session-world';

// Issue 13: a server-rendered page is hydrated with the markup the server rendered (signed out, no order form); what
// only this visit knows is shown once the page is hydrated, so the first browser render matches it.

const item: OrderFormItem = {
  menuId: 1,
  menuName: '황금올리브치킨',
  menuPrice: 20_000,
  menuImageUrl: '/images/menus/1.svg',
  options: [],
  selectedOptionItemIds: [],
  quantity: 2,
};

describe('what a server-rendered page shows once it is hydrated', () => {
  it('the session is read at once but shown, with the cart count, only once the page is hydrated', async () => {
    const hydration = new Hydration(true);
    const { root, calls } = sessionWorld({ guestOnArrival: true, currentPath: () => '/categories/1' }, hydration);
    const loading = root.load();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.session).toBe(1);
    expect(calls.signIn).toBe(1);
    expect(root.session.status).toBe('loading');
    expect(root.cart.count.status).toBe('loading');
    let ready = false;
    void root.session.ready().then(() => {
      ready = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ready).toBe(false);

    hydration.finish();
    await loading;
    expect(root.session.current?.type).toBe('guest');
    expect(root.cart.count).toEqual({ status: 'loaded', value: 0 });
    expect(ready).toBe(true);
  });

  it('each answer is shown only after the step the browser takes before showing (a yield): the session, then the details', async () => {
    const steps: (() => void)[] = [];
    const beforeShowing = () => new Promise<void>((resolve) => steps.push(resolve));
    const { root, signInElsewhere, calls } = sessionWorld({ beforeShowing });
    await signInElsewhere();
    const loading = root.session.load();
    await vi.waitFor(() => expect(steps).toHaveLength(1));
    // Read, not shown yet: the re-render it causes waits for a task of its own.
    expect(calls.session).toBe(1);
    expect(root.session.status).toBe('loading');
    steps[0]?.();
    await vi.waitFor(() => expect(steps).toHaveLength(2));
    expect(root.session.current?.type).toBe('member');
    expect(calls.details).toBe(1);
    expect(root.session.member.status).toBe('loading');
    steps[1]?.();
    await loading;
    expect(root.session.member).toMatchObject({ status: 'loaded', value: { name: '김치킨' } });
  });

  it('a page that was not server-rendered shows the session as soon as it is read', async () => {
    const { root } = sessionWorld({ guestOnArrival: true, currentPath: () => '/cart' });
    await root.load();
    expect(root.session.current?.type).toBe('guest');
  });

  it('the order form stored on the device is empty while hydrating, then the stored one', async () => {
    const { get } = sessionWorld();
    const repository = get(TOKENS.OrderFormRepository);
    repository.save([item]);
    const hydration = new Hydration(true);
    const store = new OrderFormStore(repository, get(TOKENS.PutMenuInOrderForm), hydration);
    expect(store.items).toEqual([]);
    hydration.finish();
    await hydration.settled();
    expect(store.items).toEqual([item]);
    expect(new OrderFormStore(repository, get(TOKENS.PutMenuInOrderForm)).items).toEqual([item]);
  });
});
