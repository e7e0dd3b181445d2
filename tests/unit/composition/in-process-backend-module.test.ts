import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { UI_TOKENS } from '../../../src/adapters/ui/di/ui-tokens';
import type { ContentFeed } from '../../../src/application/ports/content-feed';
import type { MenuCatalog } from '../../../src/application/ports/menu-catalog';
import { SessionRequiredError } from '../../../src/application/ports/session-required-error';
import type { StoreLocator } from '../../../src/application/ports/store-locator';
import { httpBackendModule } from '../../../src/composition/http-backend-module';
import { CUSTOMER_PORTS, inProcessBackendModule } from '../../../src/composition/in-process-backend-module';
import { createServerRenderContainer, type PublicBackend, resolverOf, TOKENS } from '../../../src/composition-root';

/** Public ports that are only told apart by identity (no call reaches them in these tests). */
function publicBackend(): PublicBackend {
  return {
    menuCatalog: {} as MenuCatalog,
    storeLocator: {} as StoreLocator,
    contentFeed: {} as ContentFeed,
  };
}

/** Every token of TOKENS that `container` has bound. */
function boundTokens(container: Container): symbol[] {
  return Object.values(TOKENS).filter((token) => container.isBound(token));
}

describe('the in-process family (issue 13: the server renders public pages over its own services)', () => {
  it('binds the public ports it is handed, and every other backend port the HTTP family binds', () => {
    const backend = publicBackend();
    const inProcess = new Container();
    inProcess.load(inProcessBackendModule(backend));
    const overHttp = new Container();
    overHttp.load(
      httpBackendModule({
        baseURL: '',
        getAccessToken: () => null,
        refresh: async () => ({ kind: 'signed-out' }),
        onSignedOut: () => undefined,
      }),
    );
    // A port added to the HTTP family and not here fails this (the render would fail to resolve it).
    expect(boundTokens(inProcess).sort((a, b) => String(a).localeCompare(String(b)))).toEqual(
      boundTokens(overHttp).sort((a, b) => String(a).localeCompare(String(b))),
    );
    expect(inProcess.get(TOKENS.MenuCatalog)).toBe(backend.menuCatalog);
    expect(inProcess.get(TOKENS.StoreLocator)).toBe(backend.storeLocator);
    expect(inProcess.get(TOKENS.ContentFeed)).toBe(backend.contentFeed);
  });

  it("has no customer: a customer's port answers every call with SessionRequiredError, and is not a thenable", async () => {
    const container = new Container();
    container.load(inProcessBackendModule(publicBackend()));
    const get = resolverOf(container);
    const cart = get(TOKENS.CartGateway);
    await expect(cart.list()).rejects.toBeInstanceOf(SessionRequiredError);
    await expect(get(TOKENS.SessionGateway).session()).rejects.toBeInstanceOf(SessionRequiredError);
    await expect(get(TOKENS.OrderGateway).history(1, 10)).rejects.toBeInstanceOf(SessionRequiredError);
    expect((cart as unknown as { then?: unknown }).then).toBeUndefined();
    expect(CUSTOMER_PORTS).not.toContain(TOKENS.MenuCatalog);
  });

  it("the server render's container builds the shell's stores on it, signed out", () => {
    const { resolve } = createServerRenderContainer(publicBackend());
    // The shell's data holds the session, member and cart ports: a family without them fails here.
    const root = resolve(UI_TOKENS.RootStore);
    expect(root.session.current).toBeNull();
    expect(root.session.accessToken).toBeNull();
  });
});
