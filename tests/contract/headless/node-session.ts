import type { AxiosInstance } from 'axios';
import { ContainerModule } from 'inversify';
import { AxiosSessionGateway, createAuthClient } from '../../../src/adapters/http/axios-session-gateway';
import { TOKENS } from '../../../src/composition-root';

/**
 * A browser's cookie store for Node's axios, which keeps none: Set-Cookie answers are kept (a `Max-Age=0` or empty
 * value drops the cookie) and sent back as `Cookie` on the next call. The Auth.js sign-in helper needs it: its CSRF
 * check compares the form's token with its cookie, and the session lives in an HttpOnly cookie.
 */
function withCookieJar(http: AxiosInstance): AxiosInstance {
  const jar = new Map<string, string>();
  http.interceptors.request.use((config) => {
    if (jar.size > 0) config.headers.set('Cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    return config;
  });
  http.interceptors.response.use((response) => {
    for (const line of response.headers['set-cookie'] ?? []) {
      const [pair = '', ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const expired = value === '' || attributes.some((attribute) => /^\s*max-age=0$/i.test(attribute));
      if (expired) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  });
  return http;
}

/**
 * What a franchise adds to createHttpBackendModule when it runs outside a browser: the same AxiosSessionGateway,
 * over an auth client that keeps cookies (in the browser, the browser keeps them). Loaded after the HTTP module, it
 * rebinds SessionGateway; every other port stays the HTTP family's.
 */
export function nodeSessionModule(baseURL: string): ContainerModule {
  return new ContainerModule(({ rebind }) => {
    rebind(TOKENS.SessionGateway)
      .toDynamicValue(() => new AxiosSessionGateway(withCookieJar(createAuthClient(baseURL)), baseURL))
      .inSingletonScope();
  });
}
