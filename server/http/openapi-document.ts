import { STATUS_CODES } from 'node:http';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Endpoint, EndpointAuth } from '../../src/contract/common';

type JsonObject = Record<string, unknown>;
type Operation = JsonObject & { responses?: Record<string, JsonObject> };
type PathItem = Record<string, Operation>;

/** The part of the OpenAPI document this module reads and completes. */
interface OpenApiDocument {
  readonly openapi?: string;
  readonly paths?: Record<string, PathItem>;
}

/** An OpenAPI security requirement list: each entry names one scheme that suffices on its own. */
export type SecurityRequirements = readonly Readonly<Record<string, readonly string[]>>[];

/**
 * The security of an operation: a session call takes the bearer token or the `accessToken` header of a replay
 * (spec §7); a phone-order line call needs all three signature headers together; a public one states none, so a
 * client generator never assumes a default.
 */
export function operationSecurity(auth: EndpointAuth): SecurityRequirements {
  if (auth === 'arsLine') return [{ arsKeyId: [], arsTimestamp: [], arsSignature: [] }];
  return auth === 'session' ? [{ bearerAuth: [] }, { accessTokenHeader: [] }] : [];
}

/** Fastify's `:name` path segments as OpenAPI's `{name}`. */
export function openApiPath(fastifyPath: string): string {
  return fastifyPath.replace(/:([A-Za-z]\w*)/g, '{$1}');
}

/**
 * The document as served: the documentation-only rows (calls a catch-all route answers, e.g. Auth.js) added as
 * operations, and 204 answers without a body. A row whose path and method a real route already documents is a
 * mistake (two descriptions of one call), so it throws instead of overwriting either.
 */
export function finishDocument<D extends object>(document: D, documentedOnly: readonly Endpoint[]): D {
  const { openapi = '3.1.0', paths: routePaths = {} } = document as OpenApiDocument;
  const paths: Record<string, PathItem> = { ...routePaths };
  for (const endpoint of documentedOnly) {
    const path = openApiPath(endpoint.path);
    const method = endpoint.method.toLowerCase();
    if (paths[path]?.[method] !== undefined) throw new Error(`documented twice: ${endpoint.method} ${path}`);
    paths[path] = { ...paths[path], [method]: operationOf(endpoint, openapi) };
  }
  for (const item of Object.values(paths)) {
    for (const operation of Object.values(item)) tidyResponses(operation);
  }
  return { ...document, paths };
}

/**
 * RFC 9110: a 204 has no content, so it documents none (zod's `z.null()` would otherwise show a JSON null). A
 * response without a description of its own is described by its status text instead of @fastify/swagger's
 * "Default Response".
 */
function tidyResponses(operation: Operation): void {
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    if (status === '204') delete response['content'];
    if (response['description'] === 'Default Response') response['description'] = STATUS_CODES[status] ?? status;
  }
}

/** An OpenAPI operation for a row, its zod schemas converted the way the routes' are (fastify-type-provider-zod). */
function operationOf(endpoint: Endpoint, openapi: string): Operation {
  const fastifySchema: FastifySchema = {
    params: endpoint.params,
    querystring: endpoint.querystring,
    body: endpoint.body,
    response: endpoint.response,
  };
  const { schema } = jsonSchemaTransform({
    schema: fastifySchema,
    url: endpoint.path,
    openapiObject: { openapi },
  } as Parameters<typeof jsonSchemaTransform>[0]);
  const json = schema as Record<'params' | 'querystring' | 'body', JsonObject | undefined> & {
    response?: Record<string, JsonObject>;
  };
  const parameters = [...parametersOf(json.params, 'path'), ...parametersOf(json.querystring, 'query')];
  const mediaType = endpoint.consumes?.[0] ?? 'application/json';
  return {
    operationId: endpoint.operationId,
    summary: endpoint.summary,
    tags: [...endpoint.tags],
    security: operationSecurity(endpoint.auth),
    ...(parameters.length === 0 ? {} : { parameters }),
    ...(json.body === undefined
      ? {}
      : { requestBody: { required: true, content: { [mediaType]: { schema: json.body } } } }),
    responses: Object.fromEntries(
      Object.entries(json.response ?? {}).map(([status, body]) => [
        status,
        {
          description: typeof body['description'] === 'string' ? body['description'] : (STATUS_CODES[status] ?? status),
          content: { 'application/json': { schema: body } },
        },
      ]),
    ),
  };
}

/** The parameters of an object schema's properties (path parameters are always required). */
function parametersOf(schema: JsonObject | undefined, place: 'path' | 'query'): JsonObject[] {
  if (schema === undefined) return [];
  const properties = (schema['properties'] ?? {}) as Record<string, JsonObject>;
  const required = new Set((schema['required'] ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: place,
    required: place === 'path' || required.has(name),
    schema: property,
  }));
}
