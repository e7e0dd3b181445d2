import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readSmsOutbox } from '../../../server/partners/sms/sms-outbox';
import { describeOnDatabases } from '../support/databases';
import { ACCOUNT, accountServer, call, freshIp, freshPhone } from './support/account-harness';

describeOnDatabases('concurrent code requests for one phone', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // A slow carrier widens the window in which a read-then-write limiter would let a second send through.
    app = await accountServer(database.current, { smsDelayMs: 25 });
  });
  afterAll(async () => {
    await app.close();
  });

  it('50 concurrent sends for one phone produce exactly one SMS; the others answer 429', async () => {
    const phoneNumber = freshPhone();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(app, 'POST', `${ACCOUNT}/phone-verification/create`, { name: '홍길동', phoneNumber }, {}, freshIp()),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(49);
    expect(await readSmsOutbox(database.current.db, { to: phoneNumber })).toHaveLength(1);
  });

  it('concurrent sends for different phones are not held up by each other', async () => {
    const phones = Array.from({ length: 10 }, () => freshPhone());
    const answers = await Promise.all(
      phones.map((phoneNumber) =>
        call(app, 'POST', `${ACCOUNT}/phone-verification/create`, { name: '홍길동', phoneNumber }, {}, freshIp()),
      ),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
  });
});
