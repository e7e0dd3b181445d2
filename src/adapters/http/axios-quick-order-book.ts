import type { AxiosInstance } from 'axios';
import * as z from 'zod/mini';
import type { OrderRejection } from '../../application/ports/order-gateway';
import type {
  QuickOrder,
  QuickOrderBook,
  QuickOrderChangeResult,
  QuickOrderCreateResult,
  QuickOrderItem,
  ReorderResult,
} from '../../application/ports/quick-order-book';
import { ERROR_CODES } from '../../contract/errors';
import {
  quickOrderEndpoints,
  quickOrderItemSchema,
  quickOrderSchema,
  reorderResultSchema,
} from '../../contract/quick-order';
import { HttpError } from './http-error';
import { callEndpoint, nullIfNotFound, sendEndpoint } from './wire';

type Outcome<T> = T | OrderRejection | { readonly kind: 'not-found' };

async function settle<T>(call: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof HttpError) || error.kind !== 'response') throw error;
    if (error.status === 404 && error.code === ERROR_CODES.ELEMENT_NOT_FOUND) return { kind: 'not-found' };
    if (error.status !== null && [400, 403, 404, 422].includes(error.status)) {
      return { kind: 'rejected', code: error.code ?? 'REJECTED', message: error.message };
    }
    throw error;
  }
}

/** QuickOrderBook over spec §7 Quick order calls (and our reorder call). Members only: a guest is `rejected`. */
export class AxiosQuickOrderBook implements QuickOrderBook {
  constructor(private readonly http: AxiosInstance) {}

  async create(orderHistoryId: number, quickOrderTitle: string): Promise<QuickOrderCreateResult> {
    const result = await settle(() =>
      callEndpoint(this.http, quickOrderEndpoints.create, quickOrderSchema, {
        body: { orderHistoryId, quickOrderTitle },
      }),
    );
    if ('kind' in result) {
      return result.kind === 'not-found'
        ? { kind: 'rejected', code: 'ELEMENT_NOT_FOUND', message: '주문 내역을 찾을 수 없습니다.' }
        : result;
    }
    return { kind: 'created', quickOrder: result };
  }

  /** A guest holds none (the server answers 403 MEMBERS_ONLY): an empty list. */
  async list(): Promise<readonly QuickOrder[]> {
    try {
      return await callEndpoint(this.http, quickOrderEndpoints.list, z.array(quickOrderSchema));
    } catch (error) {
      if (error instanceof HttpError && error.kind === 'response' && error.status === 403) return [];
      throw error;
    }
  }

  async items(id: number): Promise<readonly QuickOrderItem[] | null> {
    return nullIfNotFound(() =>
      callEndpoint(this.http, quickOrderEndpoints.items, z.array(quickOrderItemSchema), { path: { id } }),
    );
  }

  async rename(id: number, quickOrderTitle: string): Promise<QuickOrderChangeResult> {
    const result = await settle(() =>
      sendEndpoint(this.http, quickOrderEndpoints.rename, { path: { id }, body: { quickOrderTitle } }),
    );
    return result === undefined ? { kind: 'ok' } : result;
  }

  async remove(id: number): Promise<QuickOrderChangeResult> {
    const result = await settle(() => sendEndpoint(this.http, quickOrderEndpoints.remove, { path: { id } }));
    return result === undefined ? { kind: 'ok' } : result;
  }

  async removeDetail(detailId: number): Promise<QuickOrderChangeResult> {
    const result = await settle(() =>
      sendEndpoint(this.http, quickOrderEndpoints.removeDetail, { path: { id: detailId } }),
    );
    return result === undefined ? { kind: 'ok' } : result;
  }

  async reorder(id: number, branchId: number | null): Promise<ReorderResult> {
    const result = await settle(() =>
      callEndpoint(this.http, quickOrderEndpoints.reorder, reorderResultSchema, { path: { id }, body: { branchId } }),
    );
    return 'kind' in result ? result : { kind: 'reordered', ...result };
  }
}
