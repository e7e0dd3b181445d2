import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestOrigin } from '../http/request-origin';

/** A form body as Auth.js reads it: field name → text. */
export type FormFields = Readonly<Record<string, string>>;

/** Request headers that describe the original body, which is re-encoded for Auth.js. */
const BODY_HEADERS: ReadonlySet<string> = new Set(['content-length', 'content-type', 'transfer-encoding']);

/**
 * The form fields of a parsed body: a form-encoded body (our parser gives a string map) or a JSON object (strings,
 * numbers and booleans as text; nested values dropped). Anything else is no fields.
 */
export function formFieldsOf(body: unknown): FormFields {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      fields[name] = String(value);
    }
  }
  return fields;
}

/** Parses `application/x-www-form-urlencoded` text the way Auth.js does (last value of a repeated name wins). */
export function parseFormBody(text: string): FormFields {
  return Object.fromEntries(new URLSearchParams(text));
}

/**
 * The web Request Auth.js expects for a Fastify request: same method, absolute URL (protocol and host as Fastify
 * sees them, so trustProxy applies), headers, and for a POST the fields form-encoded. Spec §7's `json=true` field
 * asks for the JSON `{ url }` answer, which Auth.js gives on the X-Auth-Return-Redirect header. Null when the
 * request's host does not form a URL.
 */
export function toWebRequest(request: FastifyRequest, fields: FormFields): Request | null {
  const base = requestOrigin(request);
  if (!URL.canParse(request.url, base)) return null;
  const url = new URL(request.url, base);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || BODY_HEADERS.has(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  if (request.method !== 'POST') return new Request(url, { method: request.method, headers });
  headers.set('content-type', 'application/x-www-form-urlencoded');
  if (fields['json'] === 'true') headers.set('x-auth-return-redirect', '1');
  return new Request(url, { method: 'POST', headers, body: new URLSearchParams(fields).toString() });
}

/** Sends Auth.js's Response through `reply`: status, headers, every Set-Cookie on its own line, and the body. */
export async function sendWebResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const body = await response.text();
  return reply.code(response.status).send(body === '' ? undefined : body);
}
