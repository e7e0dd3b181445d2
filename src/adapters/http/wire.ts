import type { AxiosInstance } from 'axios';
import type * as z from 'zod/mini';
import type { Endpoint } from '../../contract/common';
import { isHttpStatus } from './http-error';

/**
 * The server answered 2xx with a body the contract does not allow: a server bug or a version mismatch, never an
 * expected outcome, so it is thrown (like an outage) naming the call and the offending fields.
 */
export class ContractViolationError extends Error {
  override readonly name = 'ContractViolationError';
  readonly call: string;
  readonly issues: readonly string[];

  constructor(call: string, issues: readonly string[]) {
    super(`${call}: the answer breaks the contract (${issues.join('; ')})`);
    this.call = call;
    this.issues = issues;
  }
}

/** The body validated by `schema`; throws ContractViolationError otherwise. */
export function parseWire<S extends z.ZodMiniType>(schema: S, data: unknown, call: string): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`);
  throw new ContractViolationError(call, issues);
}

/** A Fastify-style path with each `:name` replaced by its URL-encoded value. */
export function fillPath(template: string, values: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/:([A-Za-z]\w*)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new TypeError(`no value for :${name} in ${template}`);
    return encodeURIComponent(String(value));
  });
}

/** What one call sends: path values, query parameters (undefined ones are left out) and a body. */
export interface CallInput {
  readonly path?: Readonly<Record<string, string | number>>;
  readonly query?: Readonly<Record<string, string | number | undefined>>;
  readonly body?: unknown;
  /** Extra request headers (x-agent, idempotency-key). */
  readonly headers?: Readonly<Record<string, string>>;
}

async function send(http: AxiosInstance, endpoint: Endpoint, input: CallInput): Promise<unknown> {
  const response = await http.request<unknown>({
    method: endpoint.method,
    url: fillPath(endpoint.path, input.path),
    params: input.query,
    data: input.body,
    // A call without a body sends no Content-Type: axios on Node would label the empty body as a form, which the
    // server refuses with 415 (POST /cart/list has no body, spec §7).
    headers: { ...(input.body === undefined ? { 'Content-Type': false } : {}), ...input.headers },
    sessionOptional: endpoint.auth === 'public',
  });
  return response.data;
}

/** Calls `endpoint` and returns its 2xx body validated by `schema` (the endpoint's success response schema). */
export async function callEndpoint<S extends z.ZodMiniType>(
  http: AxiosInstance,
  endpoint: Endpoint,
  schema: S,
  input: CallInput = {},
): Promise<z.output<S>> {
  const data = await send(http, endpoint, input);
  return parseWire(schema, data, `${endpoint.method} ${endpoint.path}`);
}

/** Calls an endpoint answering 204 No Content (its body, if any, is ignored). */
export async function sendEndpoint(http: AxiosInstance, endpoint: Endpoint, input: CallInput = {}): Promise<void> {
  await send(http, endpoint, input);
}

/** Spec §8: 404 ELEMENT_NOT_FOUND means "no such thing": null; any other failure is rethrown. */
export async function nullIfNotFound<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (isHttpStatus(error, 404)) return null;
    throw error;
  }
}
