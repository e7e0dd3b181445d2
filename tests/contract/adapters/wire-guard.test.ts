import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { AxiosCartGateway } from '../../../src/adapters/http/axios-cart-gateway';
import { AxiosMenuCatalog } from '../../../src/adapters/http/axios-menu-catalog';
import { createHttpClient } from '../../../src/adapters/http/http-client';
import { ContractViolationError } from '../../../src/adapters/http/wire';
import { guardWire, WireLog } from './support/wire-guard';

/** A client whose "server" answers every call with `status` and `data`, guarded like the contract suites' clients. */
function answering(status: number, data: unknown) {
  const client = createHttpClient({
    baseURL: 'http://contract.test',
    getAccessToken: () => 'token',
    refresh: async () => ({ kind: 'signed-out' }),
    onSignedOut: () => undefined,
  });
  client.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const response = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError(`status ${status}`, AxiosError.ERR_BAD_REQUEST, config, null, response);
  };
  const log = new WireLog();
  guardWire(client, log);
  return { client, log };
}

describe('the wire guard of the contract suites', () => {
  it('lets an answer that keeps the contract through, and counts it', async () => {
    const { client, log } = answering(200, [
      { id: 1, categoryName: '후라이드', categoryImageUrl: '/c.png', priority: 1 },
    ]);
    expect(await new AxiosMenuCatalog(client).categories()).toHaveLength(1);
    expect(log.checked).toBe(1);
    expect(log.take()).toEqual([]);
  });

  it('fails the call when a 2xx body breaks its schema', async () => {
    const { client, log } = answering(200, [{ id: '1', categoryName: '후라이드' }]);
    await expect(new AxiosMenuCatalog(client).categories()).rejects.toBeInstanceOf(ContractViolationError);
    expect(log.take()).toHaveLength(1);
  });

  it('fails the call when an error body breaks the error schema, even where the adapter maps the status to a value', async () => {
    const { client, log } = answering(400, { oops: true });
    const cart = new AxiosCartGateway(client);
    await expect(cart.add({ mainMenuId: 1, quantity: 1, subOptionItemIdSet: [] })).rejects.toBeInstanceOf(
      ContractViolationError,
    );
    expect(log.take()).toHaveLength(1);
  });

  it('fails the call on a status the endpoint does not document', async () => {
    const { client, log } = answering(404, { code: 'ELEMENT_NOT_FOUND', message: '없습니다.' });
    await expect(new AxiosMenuCatalog(client).categories()).rejects.toBeInstanceOf(ContractViolationError);
    expect(log.take()[0]).toContain('status not documented');
  });

  it('reads an empty 204 as the contract\'s "no content"', async () => {
    const { client, log } = answering(204, '');
    expect(await new AxiosCartGateway(client).remove(7)).toEqual({ kind: 'removed' });
    expect(log.take()).toEqual([]);
  });
});
