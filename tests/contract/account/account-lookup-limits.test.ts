import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDatabase } from '../../../server/db/seed/seed';
import { describeOnDatabases } from '../support/databases';
import { seedFixture } from '../support/seed-fixture';
import { ACCOUNT, accountServer, call, freshIp, freshPhone, freshUsername } from './support/account-harness';

const REGISTER = `${ACCOUNT}/member/register`;
const FIND = `${ACCOUNT}/member/find`;

/** The answer past a family's limit: 429, Retry-After, the 'client-quota' message. */
const LOOKUPS_LIMITED = { code: 'RATE_LIMITED', message: '요청이 너무 많아요. 잠시 후 다시 시도해주세요.' };

/** One call of a family: URL and a well-formed body (the limit counts calls that pass validation). */
type LookupCall = readonly [url: string, body: () => Record<string, unknown>];

const checkUsername: LookupCall = [`${REGISTER}/check-username`, () => ({ username: freshUsername() })];
const registerInit: LookupCall = [
  `${REGISTER}/init`,
  () => ({ name: '홍길동', phoneNumber: freshPhone(), authCode: '1234', registrationKey: `key-${freshUsername()}` }),
];
const registerProcess: LookupCall = [
  `${REGISTER}/process`,
  () => ({ token: 'not-a-grant-token-0000', username: freshUsername(), password: 'chicken!pass1' }),
];
const findUsername: LookupCall = [
  `${FIND}/username`,
  () => ({ name: '홍길동', phoneNumber: freshPhone(), authCode: '1234' }),
];
const passwordInit: LookupCall = [
  `${FIND}/password/init`,
  () => ({ username: freshUsername(), phoneNumber: freshPhone(), authCode: '1234' }),
];

describeOnDatabases('unauthenticated account lookups are limited per client IP', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    await seedDatabase(database.current.db, seedFixture);
    app = await accountServer(database.current);
  });
  afterAll(async () => {
    await app.close();
  });

  const send = ([url, body]: LookupCall, ip: string) => call(app, 'POST', url, body(), {}, ip);

  /** Sends `calls` in turn from `ip` (40 in all); every answer is the call's own, none is 429. */
  async function spend(calls: readonly LookupCall[], ip: string): Promise<LightMyRequestResponse[]> {
    const answers: LightMyRequestResponse[] = [];
    for (let n = 0; n < 40; n++) answers.push(await send(calls[n % calls.length]!, ip));
    for (const answer of answers) expect(answer.statusCode, answer.body).not.toBe(429);
    return answers;
  }

  function expectLimited(answer: LightMyRequestResponse): void {
    expect(answer.statusCode).toBe(429);
    expect(answer.json()).toMatchObject(LOOKUPS_LIMITED);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  }

  it('check-username: 40 checks per IP answer, the 41st is 429; another IP still checks', async () => {
    const ip = freshIp();
    const answers = await spend([checkUsername], ip);
    expect(answers.every((answer) => answer.json().available === true)).toBe(true);
    expectLimited(await send(checkUsername, ip));
    expect((await send(checkUsername, freshIp())).statusCode).toBe(200);
  });

  it('registration: init and process share 40 calls per IP; the 41st is 429', async () => {
    const ip = freshIp();
    const answers = await spend([registerInit, registerProcess], ip);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(40).fill(400));
    expectLimited(await send(registerInit, ip));
    expectLimited(await send(registerProcess, ip));
    // Each family counts on its own: the same address still checks an id.
    expect((await send(checkUsername, ip)).statusCode).toBe(200);
  });

  it('find-account: find-username and password-reset share 40 calls per IP; the 41st is 429', async () => {
    const ip = freshIp();
    const answers = await spend([findUsername, passwordInit], ip);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(40).fill(400));
    expectLimited(await send(findUsername, ip));
    expectLimited(await send(passwordInit, ip));
    expect((await send(findUsername, freshIp())).statusCode).toBe(400);
  });
});
