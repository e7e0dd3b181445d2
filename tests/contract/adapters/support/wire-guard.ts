import axios, { type AxiosInstance, type AxiosResponse } from 'axios';
import { HttpError } from '../../../../src/adapters/http/http-error';
import { ContractViolationError } from '../../../../src/adapters/http/wire';
import type { Endpoint } from '../../../../src/contract/common';
import { listEndpoints } from '../../support/api-endpoints';

/** What the guard saw: how many answers it checked and every way they broke the contract. */
export class WireLog {
  checked = 0;
  readonly violations: string[] = [];

  /** The violations so far, emptied (one test's worth). */
  take(): readonly string[] {
    return this.violations.splice(0, this.violations.length);
  }
}

interface Route {
  readonly endpoint: Endpoint;
  readonly pattern: RegExp;
  readonly params: number;
}

/** Literal routes win over parameter routes (`/menu/category` before `/menu/:categoryId`), as in Fastify. */
const ROUTES: readonly Route[] = listEndpoints()
  .map((endpoint) => {
    const source = endpoint.path
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    return { endpoint, pattern: new RegExp(`^${source}$`), params: (endpoint.path.match(/:/g) ?? []).length };
  })
  .sort((a, b) => a.params - b.params);

function routeOf(method: string, path: string): Endpoint | undefined {
  return ROUTES.find((route) => route.endpoint.method === method && route.pattern.test(path))?.endpoint;
}

/** The problem with one answer, or null when the endpoint documents its status and the body fits that schema. */
function violationOf(response: AxiosResponse): string | null {
  const method = (response.config.method ?? 'get').toUpperCase();
  const path = new URL(response.config.url ?? '/', 'http://contract.test').pathname;
  const call = `${method} ${path} → ${response.status}`;
  const endpoint = routeOf(method, path);
  if (endpoint === undefined) return `${call}: no endpoint of src/contract serves this call`;
  // A streamed answer (server-sent events) is a body still arriving: its adapter checks each event against the schema.
  if (endpoint.produces !== undefined && response.status >= 200 && response.status < 300) return null;
  const schema = endpoint.response[response.status];
  if (schema === undefined) return `${call}: status not documented by ${method} ${endpoint.path}`;
  // An empty 204 body reaches axios as ''; the contract writes "no content" as null.
  const body = response.status === 204 && response.data === '' ? null : response.data;
  const parsed = schema.safeParse(body);
  if (parsed.success) return null;
  const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`);
  return `${call}: body breaks the contract (${issues.join('; ')}) ${JSON.stringify(body).slice(0, 300)}`;
}

/**
 * Validates EVERY answer the client receives, success or failure, against the status table of its endpoint in
 * src/contract: an undocumented status or a body that breaks its schema is logged and thrown as a
 * ContractViolationError, so the port call fails even where an adapter would map the failure to a value.
 */
export function guardWire(client: AxiosInstance, log: WireLog): void {
  const check = (response: AxiosResponse): void => {
    log.checked += 1;
    const violation = violationOf(response);
    if (violation === null) return;
    log.violations.push(violation);
    throw new ContractViolationError('wire guard', [violation]);
  };
  client.interceptors.response.use(
    (response) => {
      check(response);
      return response;
    },
    (error: unknown) => {
      const cause = error instanceof HttpError ? error.cause : error;
      if (axios.isAxiosError(cause) && cause.response !== undefined) check(cause.response);
      throw error;
    },
  );
}
