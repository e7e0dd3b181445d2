import type { AxiosInstance } from 'axios';
import type {
  FollowStreamInput,
  FollowStreamResult,
  OrderStatusStream,
} from '../../application/ports/order-status-stream';
import { orderEventEndpoints } from '../../contract/order-events';
import { isHttpStatus } from './http-error';
import { followStatusEvents, STREAM_SILENCE_MS } from './order-status-events';

/**
 * OrderStatusStream over GET /order/history/{id}/events (src/contract/order-events.ts), read with fetch through
 * the storefront's one axios client (followStatusEvents): the call carries the session's `Authorization: Bearer`
 * header like every other and gets the client's 401 refresh-and-replay, where EventSource can send no header at all.
 * Each event is checked against the contract (a broken one throws ContractViolationError).
 */
export class AxiosOrderStatusStream implements OrderStatusStream {
  constructor(
    private readonly http: AxiosInstance,
    private readonly silenceMs = STREAM_SILENCE_MS,
  ) {}

  follow(input: FollowStreamInput): Promise<FollowStreamResult> {
    const { id, ...request } = input;
    return followStatusEvents(
      this.http,
      { ...request, endpoint: orderEventEndpoints.statusEvents, path: { id } },
      // 404: not this customer's order; other failures throw.
      (error) => (isHttpStatus(error, 404) ? { kind: 'not-found' as const } : null),
      this.silenceMs,
    );
  }
}
