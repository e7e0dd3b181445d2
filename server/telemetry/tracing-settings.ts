/**
 * Spec "Monitoring (not product behaviour)": trace sampling 1 %. A trace's root request is sampled at this ratio unless
 * OTEL_TRACES_SAMPLER_ARG gives another one; a request whose caller's trace was sampled (traceparent) is traced too.
 */
export const DEFAULT_TRACE_SAMPLE_RATIO = 0.01;

/** The resource's `service.name` unless OTEL_SERVICE_NAME names it. */
export const DEFAULT_TRACE_SERVICE_NAME = 'chicken-storefront';

/** Where and how much the server traces (README "Operations", Traces); read by server/config.ts. */
export interface TracingSettings {
  /** The OTLP/HTTP traces URL (`…/v1/traces`); undefined: no tracing at all, nothing is sent anywhere. */
  readonly endpoint: string | undefined;
  /** The share of new traces kept, 0..1. */
  readonly sampleRatio: number;
  readonly serviceName: string;
}

/** The standard OpenTelemetry variables this server honours, as server/config.ts read them. */
export interface TracingVariables {
  readonly OTEL_EXPORTER_OTLP_ENDPOINT?: string | undefined;
  readonly OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?: string | undefined;
  readonly OTEL_TRACES_SAMPLER_ARG?: string | undefined;
  readonly OTEL_SERVICE_NAME?: string | undefined;
  readonly OTEL_SDK_DISABLED?: string | undefined;
}

/**
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT is the traces URL as it is; OTEL_EXPORTER_OTLP_ENDPOINT is the collector's base URL,
 * `/v1/traces` appended (the OTLP exporter's own rule). Neither set, or OTEL_SDK_DISABLED=true: no tracing.
 * OTEL_TRACES_SAMPLER_ARG outside 0..1 or not a number falls back to 1 %, as OpenTelemetry SDKs do. Throws on an endpoint
 * that is not an http(s) URL: a misspelt collector address should stop the start, not lose every trace silently.
 */
export function parseTracingSettings(env: TracingVariables): TracingSettings {
  const disabled = env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true';
  return {
    endpoint: disabled ? undefined : tracesEndpoint(env),
    sampleRatio: sampleRatio(env.OTEL_TRACES_SAMPLER_ARG),
    serviceName: nonBlank(env.OTEL_SERVICE_NAME) ?? DEFAULT_TRACE_SERVICE_NAME,
  };
}

function tracesEndpoint(env: TracingVariables): string | undefined {
  const traces = nonBlank(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
  if (traces !== undefined) return httpUrl('OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', traces);
  const base = nonBlank(env.OTEL_EXPORTER_OTLP_ENDPOINT);
  if (base === undefined) return undefined;
  const url = httpUrl('OTEL_EXPORTER_OTLP_ENDPOINT', base);
  return `${url.endsWith('/') ? url : `${url}/`}v1/traces`;
}

function httpUrl(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got ${raw}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL`);
  return raw;
}

function sampleRatio(raw: string | undefined): number {
  const text = nonBlank(raw);
  const value = text === undefined ? Number.NaN : Number(text);
  return Number.isFinite(value) && value >= 0 && value <= 1 ? value : DEFAULT_TRACE_SAMPLE_RATIO;
}

function nonBlank(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}
