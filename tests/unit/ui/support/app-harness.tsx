import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { franchiseFixtures } from '../../../../src/adapters/memory/fixtures';
import { memoryGuestToken } from '../../../../src/adapters/memory/in-memory-session-gateway';
import { ServicesProvider } from '../../../../src/adapters/ui/di/services';
import { uiModule } from '../../../../src/adapters/ui/di/ui-module';
import { UI_TOKENS } from '../../../../src/adapters/ui/di/ui-tokens';
import { PAGE_ROUTES } from '../../../../src/adapters/ui/routes/page-routes';
import { storefrontRoutes } from '../../../../src/adapters/ui/routes/routes';
import {
  createContainer,
  memoryModules,
  type Resolve,
  resolverOf,
  TOKENS,
  type Token,
} from '../../../../src/composition-root';
import { GUEST_PHONE, MEMBER } from '../../application/memory-world';

export type Visitor = 'signed-out' | 'member' | 'guest' | 'ars';

/** A memory container with the UI module, signed in as `visitor`, its RootStore loaded. */
export async function memoryServices(visitor: Visitor = 'signed-out', arsFlag = false): Promise<Resolve> {
  const get = resolverOf(createContainer([...memoryModules, uiModule]));
  const sessions = get(TOKENS.SessionGateway);
  if (visitor === 'member') await sessions.signIn({ provider: 'member', ...MEMBER });
  if (visitor === 'guest') {
    const phone = get(TOKENS.PhoneVerification);
    const guest = { name: '비회원', phoneNumber: GUEST_PHONE };
    await phone.create(guest);
    await phone.confirm({ ...guest, authCode: franchiseFixtures.verificationCode });
    const signedIn = await sessions.signIn({ provider: 'guest', guestToken: memoryGuestToken(GUEST_PHONE) });
    if (signedIn.kind !== 'signed-in') throw new Error(`guest sign-in failed: ${signedIn.error}`);
  }
  if (visitor === 'ars') await sessions.signIn({ provider: 'ars', token: 'ars-call-1' });
  if (arsFlag) get(TOKENS.ArsFlag).turnOn('7');
  await get(UI_TOKENS.RootStore).load();
  return get;
}

/** Renders the whole storefront (shell + routes) at `path` over the given services. */
export function renderStorefront(get: Resolve, path: string) {
  const router = createMemoryRouter(storefrontRoutes(PAGE_ROUTES, { loaders: get, guard: get }), {
    initialEntries: [path],
  });
  const view = render(
    <ServicesProvider resolve={get}>
      <RouterProvider router={router} />
    </ServicesProvider>,
  );
  return { ...view, router };
}

/** Lazy page chunks are compiled on first import under test: give finds more than the default second. */
export const PAGE_LOAD = { timeout: 5_000 } as const;

/** `get`, except that `token` answers with `useCase` (the pages and their loaders resolve through it). */
export function replacing<T extends { execute: unknown }>(
  get: Resolve,
  token: Token<T>,
  useCase: Pick<T, 'execute'>,
): Resolve {
  return (<U,>(asked: Token<U>): U =>
    asked === (token as unknown) ? (useCase as unknown as U) : get(asked)) as Resolve;
}

/**
 * Clicks `element` in an awaited act, for a click that opens a part whose code loads on first use (issue 13, the
 * drawer, the coupon-number popup): a component that suspends in a synchronous act is never rendered again in a test
 * (React's act environment), while a browser renders it once its code is here.
 */
export async function clickOpeningALazyPart(element: HTMLElement): Promise<void> {
  await act(async () => {
    fireEvent.click(element);
  });
}

/** Opens the navigation drawer from the mobile header's ☰, and finds it. */
export async function openDrawer(): Promise<HTMLElement> {
  await clickOpeningALazyPart(
    within(screen.getByTestId('mobile-header')).getByRole('button', { name: '전체 메뉴 열기' }),
  );
  return screen.findByRole('dialog', { name: '전체 메뉴' });
}
