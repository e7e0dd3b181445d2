import { describe, expect, it } from 'vitest';
import '../support/dom';
import { RecordingLogger } from '../../../../src/adapters/memory/local/recording-logger';
import { PortShellData } from '../../../../src/adapters/ui/session/port-shell-data';
import { ShellViewModel } from '../../../../src/adapters/ui/shell/shell.view-model';
import { RootStore } from '../../../../src/adapters/ui/stores/root-store';
import { ReadCartCount } from '../../../../src/application/use-cases/read-cart-count';
import { ReadShellDetails } from '../../../../src/application/use-cases/read-shell-details';
import { createContainer, memoryModules, resolverOf, TOKENS } from '../../../../src/composition-root';
import { MEMBER } from '../../application/memory-world';

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';
const outage = () => Promise.reject(new Error('503 점검 중'));

type Failing = 'member' | 'address' | 'cart';

/** A signed-in member's shell whose `failing` reads answer an outage; the rest is the memory backend. */
async function shellWith(failing: readonly Failing[]) {
  const get = resolverOf(createContainer(memoryModules));
  await get(TOKENS.SessionGateway).signIn({ provider: 'member', ...MEMBER });
  const log = get(TOKENS.Logger) as RecordingLogger;
  const members = failing.includes('member') ? { info: outage } : get(TOKENS.MemberAccount);
  const addresses = failing.includes('address') ? { defaultAddress: outage } : get(TOKENS.AddressBook);
  const cart = failing.includes('cart') ? { count: outage } : get(TOKENS.CartGateway);
  const data = new PortShellData(
    get(TOKENS.SessionGateway),
    new ReadShellDetails(members, addresses, log),
    new ReadCartCount(cart, log),
    get(TOKENS.ArsFlag),
  );
  const root = new RootStore(data);
  const shell = new ShellViewModel({
    root,
    chooseMealType: { execute: async () => ({ kind: 'navigate', to: '/' }) },
    logOut: { execute: async () => ({ kind: 'signed-out', to: '/reset' }) },
    effects: { navigate: () => undefined, reload: () => undefined },
    userAgent: DESKTOP_UA,
  });
  await root.load();
  return { root, shell, log };
}

describe('the shell over reads that fail (spec §8: logged and ignored)', () => {
  it('the memory family binds a RecordingLogger, and a healthy shell logs nothing', async () => {
    const { shell, log } = await shellWith([]);
    expect(log).toBeInstanceOf(RecordingLogger);
    expect(log.entries).toEqual([]);
    expect(shell.memberFigures?.[0]?.value).toBe('12,300p');
  });

  it('cart count: no badge, the rest of the member shell shown, one entry', async () => {
    const { shell, root, log } = await shellWith(['cart']);
    expect(root.cart.count).toEqual({ status: 'loaded', value: null });
    expect(shell.cartCount).toBeNull();
    expect(shell.cartLabel).toBe('장바구니');
    expect(shell.memberFigures).not.toBeNull();
    expect(log.entries.map((e) => e.event)).toEqual(['cart-count.unavailable']);
  });

  it('delivery info: the no-address line and the pin’s ?, one entry', async () => {
    const { shell, log } = await shellWith(['address']);
    expect(shell.addressLine.text).toBe('(기본 주소 없음)');
    expect(shell.pin.badge).toBe('?');
    expect(shell.isMember).toBe(true);
    expect(log.entries.map((e) => e.event)).toEqual(['delivery-info.unavailable']);
  });

  it('member info (points, grade): spec §4 defaults and the grade fallback, still signed in, one entry', async () => {
    const { shell, root, log } = await shellWith(['member']);
    expect(root.session.status).toBe('authenticated');
    expect(root.session.member).toEqual({ status: 'loaded', value: null });
    expect(shell.isMember).toBe(true);
    expect(shell.memberFigures?.map((figure) => figure.value)).toEqual(['0p', '0장', '0장']);
    expect(shell.account).toMatchObject({ kind: 'member', greeting: null, gradeName: '알 수 없음' });
    expect(shell.cartCount).toBe(0);
    expect(log.entries.map((e) => e.event)).toEqual(['member-info.unavailable']);
  });

  it('all three at once: the shell still loads, one entry each, and the drawer still opens', async () => {
    const { shell, log } = await shellWith(['member', 'address', 'cart']);
    shell.openDrawer();
    expect(shell.drawerOpen).toBe(true);
    expect(shell.drawerLinks.length).toBeGreaterThan(0);
    expect(log.entries.map((e) => e.event).sort()).toEqual([
      'cart-count.unavailable',
      'delivery-info.unavailable',
      'member-info.unavailable',
    ]);
  });
});
