import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../../../../server/config';

const tracing = (env: Record<string, string | undefined>) => readServerConfig(env).tracing;

describe('tracing settings (README "Operations", Traces)', () => {
  it('are off without an OTLP endpoint: nothing is exported by default, sampling 1 %', () => {
    expect(tracing({})).toEqual({ endpoint: undefined, sampleRatio: 0.01, serviceName: 'chicken-storefront' });
    expect(tracing({ OTEL_EXPORTER_OTLP_ENDPOINT: ' ', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: '' }).endpoint).toBe(
      undefined,
    );
  });

  it("append /v1/traces to the collector's base URL, as the OTLP exporter does", () => {
    expect(tracing({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }).endpoint).toBe(
      'http://collector:4318/v1/traces',
    );
    expect(tracing({ OTEL_EXPORTER_OTLP_ENDPOINT: 'https://otel.example/base/' }).endpoint).toBe(
      'https://otel.example/base/v1/traces',
    );
  });

  it('take the traces endpoint as it is, before the base URL', () => {
    const endpoint = tracing({
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://traces:4318/custom/path',
    }).endpoint;
    expect(endpoint).toBe('http://traces:4318/custom/path');
  });

  it('refuse to start on an endpoint that is not an http(s) URL', () => {
    expect(() => tracing({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
    expect(() => tracing({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'not a url' })).toThrow(
      /OTEL_EXPORTER_OTLP_TRACES_ENDPOINT must be an http\(s\) URL/,
    );
    expect(() => tracing({ OTEL_EXPORTER_OTLP_ENDPOINT: 'ftp://collector' })).toThrow(/http\(s\)/);
  });

  it('sample OTEL_TRACES_SAMPLER_ARG of 0..1, and 1 % for anything else', () => {
    const ratio = (value: string) => tracing({ OTEL_TRACES_SAMPLER_ARG: value }).sampleRatio;
    expect(ratio('0.25')).toBe(0.25);
    expect(ratio(' 1 ')).toBe(1);
    expect(ratio('0')).toBe(0);
    for (const value of ['', 'abc', '-0.1', '1.5', 'NaN', 'Infinity']) expect(ratio(value)).toBe(0.01);
  });

  it('name the service after OTEL_SERVICE_NAME, and stay off with OTEL_SDK_DISABLED=true', () => {
    expect(tracing({ OTEL_SERVICE_NAME: ' storefront-seoul ' }).serviceName).toBe('storefront-seoul');
    const disabled = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'TRUE' };
    expect(tracing(disabled).endpoint).toBe(undefined);
    expect(tracing({ ...disabled, OTEL_SDK_DISABLED: 'false' }).endpoint).toBe('http://collector:4318/v1/traces');
  });
});
