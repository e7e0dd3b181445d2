import { setTimeout as sleep } from 'node:timers/promises';
import {
  context,
  type DiagLogger,
  DiagLogLevel,
  diag,
  propagation,
  ROOT_CONTEXT,
  TraceFlags,
  trace,
} from '@opentelemetry/api';
import type { FastifyBaseLogger, FastifyPluginCallback, FastifyRequest } from 'fastify';
import type { TracingSettings } from './tracing-settings';

/** The tracer (instrumentation scope) of the server's own spans, such as `order.process`. */
export const SERVER_TRACER = 'chicken-storefront';

/** Paths probed every few seconds or scraped (health, readiness, /metrics): tracing them would only add noise. */
const UNTRACED_PATHS = /^\/(api\/health(\/|$|\?)|metrics($|\?))/;

/** How long a failed export keeps retrying (the exporter's default is 10 s: longer than a shutdown should wait). */
const EXPORT_TIMEOUT_MS = 5000;

/** The longest a shutdown waits for the last spans to reach the collector; a dead collector must not hold the exit. */
const SHUTDOWN_FLUSH_MS = 3000;

/** The process's tracing when OTLP is configured (README "Operations", Traces). */
export interface Tracing {
  /** @fastify/otel's plugin: one span per request (route, status, request id); register before any route. */
  readonly requestSpans: FastifyPluginCallback;
  /** Sends the spans still queued (at most SHUTDOWN_FLUSH_MS) and unregisters the global provider. Idempotent. */
  shutdown(): Promise<void>;
}

/**
 * Starts tracing when `settings.endpoint` is set, else returns null having loaded nothing: no provider, no exporter,
 * and @opentelemetry/api's calls (server/telemetry/spans.ts) stay no-ops. With an endpoint: a NodeTracerProvider
 * registered globally (async-hooks context, W3C trace context) that samples TraceIdRatioBased(ratio) (a remote parent
 * marked sampled too, so a client cannot force it; a local parent's decision is followed) and
 * batches the sampled spans to the collector over OTLP/HTTP JSON. A batch that could not be sent (after the exporter's
 * retries) is a warning on `log`; the requests themselves never wait for the collector.
 */
export async function startTracing(settings: TracingSettings, log?: FastifyBaseLogger): Promise<Tracing | null> {
  const { endpoint } = settings;
  if (endpoint === undefined) return null;
  // Loaded only here, so a server without tracing does not even load the SDK.
  const [sdk, { OTLPTraceExporter }, { resourceFromAttributes }, semconv, { FastifyOtelInstrumentation }] =
    await Promise.all([
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/semantic-conventions'),
      import('@fastify/otel'),
    ]);
  if (log !== undefined) diag.setLogger(diagLoggerOf(log), DiagLogLevel.ERROR);
  const ratio = new sdk.TraceIdRatioBasedSampler(settings.sampleRatio);
  const provider = new sdk.NodeTracerProvider({
    resource: resourceFromAttributes({ [semconv.ATTR_SERVICE_NAME]: settings.serviceName }),
    // A caller's `traceparent` cannot force sampling: a remote parent marked sampled goes through the same ratio (of
    // its trace id, so services sampling at one ratio agree); spans inside the process follow their parent.
    sampler: new sdk.ParentBasedSampler({ root: ratio, remoteParentSampled: ratio }),
    spanProcessors: [
      new sdk.BatchSpanProcessor(new OTLPTraceExporter({ url: endpoint, timeoutMillis: EXPORT_TIMEOUT_MS })),
    ],
  });
  provider.register();
  const instrumentation = new FastifyOtelInstrumentation({
    // One span per request and one for its handler; a span per hook (headers, origin check…) would cost more than it tells.
    instrumentHooks: false,
    // An exception's message and stack may quote what the customer sent; the span keeps the status and route only.
    recordExceptions: false,
    ignorePaths: (route) => UNTRACED_PATHS.test(route.url),
    requestHook: (span, request) => {
      span.updateName(requestSpanName(request));
      // Never the query string: an address look-up carries the customer's address in it.
      span.setAttribute(semconv.ATTR_URL_PATH, request.url.split('?', 1)[0] ?? '/');
      span.setAttribute('request.id', request.id);
    },
    // `handler /api/delivery/order/process`, not the name of the route module's scope function.
    lifecycleHook: (span, { hookName, request }) =>
      span.updateName(`${hookName} ${request.routeOptions.url ?? ''}`.trim()),
  });
  instrumentation.setTracerProvider(provider);
  let stopped: Promise<void> | undefined;
  return {
    requestSpans: instrumentation.plugin(),
    shutdown() {
      stopped ??= (async () => {
        await Promise.race([provider.shutdown(), sleep(SHUTDOWN_FLUSH_MS, undefined, { ref: false })]);
        instrumentation.disable();
        trace.disable();
        context.disable();
        propagation.disable();
        diag.disable();
      })();
      return stopped;
    },
  };
}

/** `POST /api/delivery/order/process`: the method and the route pattern (never ids), or the method alone off-route. */
function requestSpanName(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  return route === undefined ? request.method : `${request.method} ${route}`;
}

/**
 * pino's `mixin` when tracing is on: a log line written inside a sampled span carries its `trace_id` and `span_id`, so
 * a trace finds its log lines and back. Lines of unsampled requests (99 %) carry nothing extra.
 */
export function activeTraceIds(): { trace_id?: string; span_id?: string } {
  const span = trace.getActiveSpan();
  if (span === undefined) return {};
  const { traceId, spanId, traceFlags } = span.spanContext();
  return (traceFlags & TraceFlags.SAMPLED) === 0 ? {} : { trace_id: traceId, span_id: spanId };
}

/** OpenTelemetry's own errors (a batch the collector never got) as warnings: traces are not worth an alert. */
function diagLoggerOf(log: FastifyBaseLogger): DiagLogger {
  // Outside any span: the failed batch is not the request whose context the exporter's timer happened to keep.
  const warn = (message: string, ...args: unknown[]) =>
    context.with(ROOT_CONTEXT, () => log.warn({ otel: args.map(String) }, `opentelemetry: ${message}`));
  const ignore = () => undefined;
  return { error: warn, warn, info: ignore, debug: ignore, verbose: ignore };
}
