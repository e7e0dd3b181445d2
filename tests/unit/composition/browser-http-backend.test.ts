import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { AxiosCartGateway } from '../../../src/adapters/http/axios-cart-gateway';
import { AxiosMenuCatalog } from '../../../src/adapters/http/axios-menu-catalog';
import { AxiosPointLedger } from '../../../src/adapters/http/axios-point-ledger';
import { AxiosStoreLocator } from '../../../src/adapters/http/axios-store-locator';
import { browserHttpBackendModule } from '../../../src/composition/browser-http-backend';
import { httpBackendModule } from '../../../src/composition/http-backend-module';
import { containerWith } from '../../../src/composition/use-case-groups';
import { resolverOf } from '../../../src/composition/use-case-module';
import { memoryLocalModule, TOKENS } from '../../../src/composition-root';
import type { Token } from '../../../src/tokens';

/** A transport that records what it is asked and answers 503 (the adapters' error path needs no wire fixture). */
function recordingTransport(): { transport: AxiosAdapter; seen: InternalAxiosRequestConfig[] } {
  const seen: InternalAxiosRequestConfig[] = [];
  const transport: AxiosAdapter = async (config) => {
    seen.push(config);
    return { data: { message: 'down' }, status: 503, statusText: 'Service Unavailable', headers: {}, config };
  };
  return { transport, seen };
}

function browserFamily() {
  const { transport, seen } = recordingTransport();
  const resolve = resolverOf(
    containerWith([
      browserHttpBackendModule({
        baseURL: '',
        getAccessToken: () => 'member-token',
        refresh: async () => ({ kind: 'signed-out' }),
        onSignedOut: () => undefined,
        transport,
      }),
      memoryLocalModule,
    ]),
  );
  return { resolve, seen };
}

describe('the browser HTTP family (issue 13 smaller first load)', () => {
  it('binds every port lazily: the adapter is loaded on the first call and talks through the shared client', async () => {
    const { resolve, seen } = browserFamily();
    const points = resolve(TOKENS.PointLedger);
    const stores = resolve(TOKENS.StoreLocator);
    // A stand-in until called (not the adapter itself), one per container; the landing pages' ports too.
    const standIns: [unknown, abstract new (...args: never[]) => unknown][] = [
      [points, AxiosPointLedger],
      [stores, AxiosStoreLocator],
      [resolve(TOKENS.MenuCatalog), AxiosMenuCatalog],
      [resolve(TOKENS.CartGateway), AxiosCartGateway],
    ];
    for (const [port, adapter] of standIns) expect(port).not.toBeInstanceOf(adapter);
    expect(resolve(TOKENS.PointLedger)).toBe(points);
    expect(seen).toHaveLength(0);

    await expect(points.status()).rejects.toThrow();
    expect(seen.map((config) => config.url)).toEqual(['/api/account/point/status']);
    expect(String(seen[0]?.headers.Authorization)).toBe('Bearer member-token');

    await expect(stores.deliveryInfo(7)).rejects.toThrow();
    await expect(resolve(TOKENS.MenuCatalog).categories()).rejects.toThrow();
    expect(seen.map((config) => config.url)).toContain('/api/delivery/menu/category');
    expect(seen).toHaveLength(3);
  });

  it("a port's first call is sent in a task after its chunk's, its later calls at once (issue 13: no 110 ms task)", async () => {
    const { resolve, seen } = browserFamily();
    const points = resolve(TOKENS.PointLedger);
    const order: string[] = [];
    // A task queued before the call: the first call's request comes after it, the second's before the next one.
    const taskRan = (label: string) => new Promise<void>((done) => setTimeout(() => done(void order.push(label)), 0));
    const first = points.status().catch(() => order.push(`request ${seen.length}`));
    await Promise.all([taskRan('task before the first call'), first]);
    const second = points.status().catch(() => order.push(`request ${seen.length}`));
    await Promise.all([taskRan('task before the second call'), second]);
    expect(order).toEqual(['task before the first call', 'request 1', 'request 2', 'task before the second call']);
  });

  it('binds every port the HTTP family binds (a port added to one module and not the other fails here)', () => {
    const options = {
      baseURL: '',
      getAccessToken: () => null,
      refresh: async () => ({ kind: 'signed-out' as const }),
      onSignedOut: () => undefined,
    };
    const bound = (module: ReturnType<typeof httpBackendModule>) => {
      const container = new Container();
      container.load(module);
      return Object.entries(TOKENS)
        .filter(([, token]) => container.isBound(token))
        .map(([name]) => name);
    };
    const ports = bound(httpBackendModule(options));
    expect(ports.length).toBeGreaterThan(15);
    expect(bound(browserHttpBackendModule(options))).toEqual(ports);
  });

  it('resolves every token of the application over it (each use case finds its ports)', () => {
    const { resolve } = browserFamily();
    const tokens: [string, Token<unknown>][] = Object.entries(TOKENS);
    const unresolved = tokens.filter(([, token]) => {
      try {
        return resolve(token) === undefined;
      } catch {
        return true;
      }
    });
    expect(unresolved.map(([name]) => name)).toEqual([]);
  });
});
