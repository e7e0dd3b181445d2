/**
 * Where the storefront reports what it chose to live without (spec §8: cart count, point status, delivery info,
 * grade and membership list failures are logged and ignored). `event` is a stable dotted name a reader can search
 * for; `detail` carries what explains it (the error's message, the read that failed). Never throws.
 */
export interface Logger {
  warn(event: string, detail: Record<string, unknown>): void;
}

/** The detail of a failed read: the error's own message (an Error's, or its text), never the raw object. */
export function failureDetail(error: unknown): { readonly error: string } {
  return { error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
}
