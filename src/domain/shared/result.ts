/**
 * Expected failures are values, not exceptions (STYLE.md): every fallible domain function returns a Result
 * whose error carries a stable `code` and, where a customer sees it, the Korean message from the spec.
 */
export type Ok<T> = { readonly ok: true; readonly value: T };
export type Err<E> = { readonly ok: false; readonly error: E };
export type Result<T, E> = Ok<T> | Err<E>;

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
export const err = <E>(error: E): Err<E> => ({ ok: false, error });

/** A domain error with a stable machine code and an optional customer-facing (Korean) message. */
export interface DomainError<C extends string = string> {
  readonly code: C;
  readonly message: string;
  /** The field the error is about, when it is about one (for 400 bodies and form hints). */
  readonly field?: string;
}
