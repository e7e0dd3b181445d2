import type { AxiosInstance } from 'axios';
import { createHttpClient } from '../../../../../src/adapters/http/http-client';

/** A client with a live token whose refresh always signs out (adapter tests never expect a 401). */
export function testClient(baseURL: string): AxiosInstance {
  return createHttpClient({
    baseURL,
    getAccessToken: () => 'token',
    refresh: async () => ({ kind: 'signed-out' }),
    onSignedOut: () => {},
  });
}
