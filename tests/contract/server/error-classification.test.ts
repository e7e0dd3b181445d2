import { describe, expect, it } from 'vitest';
import { DomainHttpError } from '../../../server/http/domain-http-error';
import { answerFor } from '../../../server/http/error-handler';

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe('error classification', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:1', 'ECONNREFUSED')],
    ['a pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a terminated backend', withCode('terminating connection due to administrator command', '57P01')],
    ['a connection failure SQLSTATE', withCode('connection failure', '08006')],
    ['a closed PGlite', new Error('PGlite is closed')],
    [
      'a wrapped cause (Drizzle)',
      new Error('Failed query: select 1', { cause: new Error('Connection terminated unexpectedly') }),
    ],
    ['every address refused', new AggregateError([withCode('refused', 'ECONNREFUSED')], 'connect failed')],
  ])('%s answers 503 DATABASE_UNAVAILABLE', (_name, error) => {
    expect(answerFor(error)).toMatchObject({ status: 503, body: { code: 'DATABASE_UNAVAILABLE' } });
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ])('%s answers 500 INTERNAL_ERROR', (_name, error) => {
    expect(answerFor(error)).toMatchObject({ status: 500, body: { code: 'INTERNAL_ERROR' }, log: 'error' });
  });

  it('a DomainHttpError answers its own status, code, message and field', () => {
    const error = new DomainHttpError({
      status: 409,
      code: 'CART_FULL',
      message: '장바구니가 가득 찼습니다.',
      field: 'x',
    });
    expect(answerFor(error)).toMatchObject({
      status: 409,
      body: { code: 'CART_FULL', message: '장바구니가 가득 찼습니다.', field: 'x' },
    });
  });

  it('an oversized body answers 413 with a Korean message', () => {
    const error = Object.assign(new Error('Request body is too large'), {
      statusCode: 413,
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
    });
    expect(answerFor(error)).toMatchObject({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE' } });
  });
});
