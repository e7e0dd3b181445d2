import { type Attributes, type Span, SpanStatusCode, trace } from '@opentelemetry/api';
import { SERVER_TRACER } from './tracing';

/**
 * Runs `work` in a span named `name` (a child of the request's span), with the attributes `attributesOf` draws from its
 * result. Without tracing (server/telemetry/tracing.ts startTracing returned null) the span is a no-op that records
 * nothing. Attributes are ids and codes only, never personal data (names, phones, addresses, card numbers): a thrown
 * error marks the span failed without its message, which may quote what the customer sent.
 */
export function inSpan<T>(
  name: string,
  work: (span: Span) => Promise<T>,
  attributesOf: (result: T) => Attributes,
): Promise<T> {
  // Looked up per call, not once: the provider registered when the call runs is the one to use.
  return trace.getTracer(SERVER_TRACER).startActiveSpan(name, async (span) => {
    try {
      const result = await work(span);
      span.setAttributes(attributesOf(result));
      return result;
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : 'error' });
      throw error;
    } finally {
      span.end();
    }
  });
}
