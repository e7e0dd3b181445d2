import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { IDENTITY_CALLBACK_MARKER } from '../../../src/contract/account';
import { describeOnDatabases } from '../support/databases';
import { ACCOUNT, accountServer, call, freshIp, freshPhone, requestCode } from './support/account-harness';

describeOnDatabases('the local partners’ pages', (database) => {
  let app: FastifyInstance;
  let production: FastifyInstance;
  beforeAll(async () => {
    app = await accountServer(database.current);
    production = await accountServer(database.current, { env: { NODE_ENV: 'production' } });
  });
  afterAll(async () => {
    await app.close();
    await production.close();
  });

  it('GET /dev/sms shows the outbox in Korean, newest first, reloading itself', async () => {
    const older = freshPhone();
    const newer = freshPhone();
    await requestCode(app, database.current.db, older);
    await requestCode(app, database.current.db, newer);
    const page = await call(app, 'GET', '/dev/sms');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="ko">');
    expect(page.body).toContain('문자 보관함');
    expect(page.body).toMatch(/<meta http-equiv="refresh" content="\d+">/);
    expect(page.body).toMatch(/<td>\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}:\d{2}<\/td>/);
    expect(page.body.indexOf(newer)).toBeGreaterThan(0);
    expect(page.body.indexOf(newer)).toBeLessThan(page.body.indexOf(older));
  });

  it('GET /dev/sms.json lists the outbox as JSON, newest first', async () => {
    const phoneNumber = freshPhone();
    const code = await requestCode(app, database.current.db, phoneNumber);
    const response = await call(app, 'GET', '/dev/sms.json');
    expect(response.statusCode).toBe(200);
    const [newest] = response.json() as { to: string; text: string; createdAt: string }[];
    expect(newest).toMatchObject({ to: phoneNumber, text: expect.stringContaining(`[${code}]`) });
  });

  it('with NODE_ENV=production both dev pages answer 404, even for a browser asking for HTML', async () => {
    for (const url of ['/dev/sms', '/dev/sms.json']) {
      const response = await production.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
    }
    const simulator = await call(
      production,
      'GET',
      '/auth-sim/verify-ready?phoneNumber=&verifyType=REGISTER_CI_VERIFY',
    );
    expect(simulator.statusCode).toBe(404);
  });

  it('the identity simulator page is Korean HTML that posts the callback marker and {token, verifyType} to the parent', async () => {
    const page = await call(app, 'GET', '/auth-sim/verify-ready?phoneNumber=&verifyType=REGISTER_CI_VERIFY');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('본인 인증');
    expect(page.body).toContain('인증하기');
    expect(page.body).toContain('생년월일');
    expect(page.body).toContain(
      "window.parent.postMessage(CALLBACK_MARKER + JSON.stringify({ token: result.token, verifyType: result.verifyType }), '*')",
    );
    expect(page.body).toContain(`const CALLBACK_MARKER = ${JSON.stringify(IDENTITY_CALLBACK_MARKER)};`);
    expect(page.body).toContain('const VERIFY_TYPE = "REGISTER_CI_VERIFY";');
  });

  it('the simulator page escapes what it echoes and refuses an unknown verify type', async () => {
    const bad = await call(app, 'GET', '/auth-sim/verify-ready?phoneNumber=%3Cscript%3E&verifyType=REGISTER_CI_VERIFY');
    expect(bad.statusCode).toBe(400);
    const unknown = await call(app, 'GET', '/auth-sim/verify-ready?verifyType=EVIL');
    expect(unknown.statusCode).toBe(400);
    const prefilled = await call(app, 'GET', '/auth-sim/verify-ready?phoneNumber=01099998888');
    expect(prefilled.body).toContain('value="01099998888"');
  });

  it('the simulator issues a ciToken that init-ci accepts', async () => {
    const phoneNumber = freshPhone();
    const verified = await call(app, 'POST', '/auth-sim/verify', {
      name: '홍길순',
      birthDate: '19930303',
      phoneNumber,
      verifyType: 'REGISTER_CI_VERIFY',
    });
    expect(verified.statusCode).toBe(200);
    const { token, verifyType } = verified.json() as { token: string; verifyType: string };
    expect(verifyType).toBe('REGISTER_CI_VERIFY');
    const grant = await call(app, 'POST', `${ACCOUNT}/member/register/init-ci`, {
      ciToken: token,
      registrationKey: randomUUID(),
    });
    expect(grant.statusCode).toBe(200);
    expect(grant.json()).toMatchObject({ name: '홍길순', phoneNumber });
  });

  it('the simulator refuses an impossible birth date in Korean', async () => {
    for (const birthDate of ['19930230', '18991231', '1993033']) {
      const response = await call(
        app,
        'POST',
        '/auth-sim/verify',
        { name: '홍길순', birthDate, phoneNumber: freshPhone(), verifyType: 'REGISTER_CI_VERIFY' },
        {},
        freshIp(),
      );
      expect(response.statusCode, birthDate).toBe(400);
      expect(response.json()).toMatchObject({ field: 'birthDate', message: expect.stringContaining('생년월일') });
    }
  });
});
