import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** One OTLP/HTTP request as the collector got it. */
export interface ReceivedExport {
  readonly path: string;
  readonly contentType: string | undefined;
  /** The body as text (gunzipped when the exporter compressed it). */
  readonly raw: string;
}

interface OtlpValue {
  readonly stringValue?: string;
  readonly intValue?: string | number;
  readonly boolValue?: boolean;
  readonly doubleValue?: number;
}
interface OtlpAttribute {
  readonly key: string;
  readonly value: OtlpValue;
}
interface OtlpSpan {
  readonly traceId: string;
  readonly spanId: string;
  readonly parentSpanId?: string;
  readonly name: string;
  readonly attributes?: readonly OtlpAttribute[];
}
interface OtlpTraces {
  readonly resourceSpans: readonly {
    readonly resource?: { readonly attributes?: readonly OtlpAttribute[] };
    readonly scopeSpans: readonly { readonly spans?: readonly OtlpSpan[] }[];
  }[];
}

/** A span of an export, its attributes flattened (`http.route` → '/api/test/pages', numbers as numbers). */
export interface ReceivedSpan {
  readonly traceId: string;
  readonly spanId: string;
  readonly parentSpanId: string | undefined;
  readonly name: string;
  readonly attributes: Readonly<Record<string, string | number | boolean | undefined>>;
  readonly resource: Readonly<Record<string, string | number | boolean | undefined>>;
}

/** A stand-in OTLP/HTTP collector on 127.0.0.1 (port 0): it keeps every export and answers 200 `{}`. */
export class OtlpReceiver {
  readonly exports: ReceivedExport[] = [];
  private readonly server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const gzipped = request.headers['content-encoding'] === 'gzip';
      this.exports.push({
        path: request.url ?? '',
        contentType: request.headers['content-type'],
        raw: (gzipped ? gunzipSync(body) : body).toString('utf8'),
      });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });

  /** Starts listening; the traces URL to configure. */
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}/v1/traces`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Every span of every export (each export is OTLP JSON). */
  spans(): ReceivedSpan[] {
    return this.exports.flatMap((received) => {
      const traces = JSON.parse(received.raw) as OtlpTraces;
      return traces.resourceSpans.flatMap((resourceSpans) =>
        resourceSpans.scopeSpans.flatMap((scope) =>
          (scope.spans ?? []).map((span) => ({
            traceId: span.traceId,
            spanId: span.spanId,
            parentSpanId: span.parentSpanId || undefined,
            name: span.name,
            attributes: flatten(span.attributes),
            resource: flatten(resourceSpans.resource?.attributes),
          })),
        ),
      );
    });
  }
}

function flatten(attributes: readonly OtlpAttribute[] = []): Record<string, string | number | boolean | undefined> {
  return Object.fromEntries(
    attributes.map(({ key, value }) => [
      key,
      value.stringValue ??
        value.boolValue ??
        value.doubleValue ??
        (value.intValue === undefined ? undefined : Number(value.intValue)),
    ]),
  );
}
