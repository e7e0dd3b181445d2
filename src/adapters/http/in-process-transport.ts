import axios, { type AxiosAdapter, AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';

/** A request handed to the server in the same process (no socket): what an HTTP request would carry. */
export interface InProcessRequest {
  readonly method: string;
  /** Path and query string, e.g. /api/menu/category?branchId=1. */
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  /** Text (JSON) or the bytes of a multipart form. */
  readonly body?: string | Uint8Array;
}

/** The server's answer to an InProcessRequest. */
export interface InProcessResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | readonly string[] | number | undefined>>;
  readonly body: string;
}

/** Runs a request through the server's routes in this process (the server passes Fastify's inject). */
export type InProcessDispatch = (request: InProcessRequest) => Promise<InProcessResponse>;

function headerRecord(headers: InProcessResponse['headers']): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) record[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return record;
}

/**
 * An axios adapter that answers through `dispatch` instead of the network (issue 13: the server renders the public
 * pages through the same Axios adapters, with no HTTP to itself). Request and response transforms, interceptors and
 * the status rule stay axios' own, so the adapters and the wire guard see what they would see over HTTP.
 */
export function inProcessTransport(dispatch: InProcessDispatch): AxiosAdapter {
  return async (config) => {
    // baseURL, url and params exactly as axios would put them on the wire.
    const full = new URL(axios.getUri(config), 'http://in-process');
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
      if (typeof value === 'string') headers[name.toLowerCase()] = value;
      else if (typeof value === 'number' || typeof value === 'boolean') headers[name.toLowerCase()] = String(value);
    }
    let body: string | Uint8Array | undefined = typeof config.data === 'string' ? config.data : undefined;
    if (typeof FormData !== 'undefined' && config.data instanceof FormData) {
      // A multipart form (the inquiry's photos) as the bytes and boundary a browser would send.
      const encoded = new Response(config.data);
      headers['content-type'] = encoded.headers.get('content-type') ?? 'multipart/form-data';
      body = new Uint8Array(await encoded.arrayBuffer());
    }
    const answer = await dispatch({
      method: (config.method ?? 'get').toUpperCase(),
      url: `${full.pathname}${full.search}`,
      headers,
      ...(body === undefined ? {} : { body }),
    });
    const response: AxiosResponse = {
      data: answer.body,
      status: answer.status,
      statusText: '',
      headers: new AxiosHeaders(headerRecord(answer.headers)),
      config,
      request: null,
    };
    const accepted = config.validateStatus ? config.validateStatus(answer.status) : true;
    if (accepted) return response;
    const code = answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${answer.status}`, code, config, null, response);
  };
}
