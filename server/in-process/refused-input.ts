import type { z } from 'zod';

/**
 * An argument the server's route would refuse with 400 (the contract's request schema), refused the same way by an
 * in-process adapter: the message is the route's Korean one, `field` the offending field.
 */
export class RefusedInputError extends Error {
  override readonly name = 'RefusedInputError';

  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}

/** `value` read by `schema` (a route's request schema), or RefusedInputError with its first issue. */
export function refusedUnless<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new RefusedInputError(issue?.message ?? 'invalid input', issue?.path.join('.') ?? '');
}
