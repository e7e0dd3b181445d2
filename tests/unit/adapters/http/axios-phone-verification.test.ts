import { afterEach, describe, expect, it } from 'vitest';
import { AxiosPhoneVerification } from '../../../../src/adapters/http/axios-phone-verification';
import { SessionRequiredError } from '../../../../src/application/ports/session-required-error';
import { testClient } from './support/client';
import { type FakeApi, jsonOf, routes, startFakeApi } from './support/fake-api';

let api: FakeApi;

afterEach(async () => {
  await api.close();
});

async function phoneFor(table: Parameters<typeof routes>[0]): Promise<AxiosPhoneVerification> {
  api = await startFakeApi(routes(table));
  return new AxiosPhoneVerification(testClient(api.baseURL));
}

const CREATE = 'POST /api/account/phone-verification/create';
const CONFIRM = 'POST /api/account/phone-verification/confirm';
const GUEST = 'PUT /api/account/guest/info/phone';
const SENT = { expiresAt: '2026-11-20T03:03:00.000Z', resendAvailableAt: '2026-11-20T03:01:00.000Z' };

describe('AxiosPhoneVerification', () => {
  it('asks for a code with the name and the phone', async () => {
    const phone = await phoneFor({ [CREATE]: { status: 200, body: SENT } });
    expect(await phone.create({ name: '박닭강', phoneNumber: '01055556666' })).toEqual({ kind: 'sent' });
    expect(jsonOf(api.requests[0]!)).toEqual({ name: '박닭강', phoneNumber: '01055556666' });
  });

  it("a 429 is RATE_LIMITED with the server's Korean message", async () => {
    const message = '인증번호는 1분에 한 번만 요청할 수 있어요. 잠시 후 다시 시도해주세요.';
    const phone = await phoneFor({ [CREATE]: { status: 429, body: { code: 'RATE_LIMITED', message } } });
    expect(await phone.create({ name: '박닭강', phoneNumber: '01055556666' })).toEqual({
      kind: 'rejected',
      code: 'RATE_LIMITED',
      message,
    });
  });

  it('an SMS outage (503 SMS_UNAVAILABLE) is a refusal; any other 503 is thrown', async () => {
    const message = '인증번호를 보내지 못했어요. 잠시 후 다시 시도해주세요.';
    const phone = await phoneFor({ [CREATE]: { status: 503, body: { code: 'SMS_UNAVAILABLE', message } } });
    expect(await phone.create({ name: '박', phoneNumber: '01055556666' })).toMatchObject({ code: 'SMS_UNAVAILABLE' });
    await api.close();
    const down = await phoneFor({ [CREATE]: { status: 503, body: { code: 'DATABASE_UNAVAILABLE', message: 'x' } } });
    await expect(down.create({ name: '박', phoneNumber: '01055556666' })).rejects.toThrow();
  });

  it('a confirmed code answers the confirmation token', async () => {
    const body = { confirmationToken: 'tok_abc', expiresAt: '2026-11-20T03:10:00.000Z' };
    const phone = await phoneFor({ [CONFIRM]: { status: 200, body } });
    expect(await phone.confirm({ name: '박', phoneNumber: '01055556666', authCode: '0042' })).toEqual({
      kind: 'confirmed',
      confirmationToken: 'tok_abc',
    });
    expect(jsonOf(api.requests[0]!)).toEqual({ name: '박', phoneNumber: '01055556666', authCode: '0042' });
  });

  it('each code refusal keeps its kind: wrong, expired, locked, not requested', async () => {
    const answers: Record<string, string> = {
      WRONG_AUTH_CODE: 'WRONG_CODE',
      AUTH_CODE_EXPIRED: 'EXPIRED',
      AUTH_CODE_LOCKED: 'LOCKED',
      AUTH_CODE_NOT_REQUESTED: 'NOT_REQUESTED',
    };
    let next = '';
    const phone = await phoneFor({ [CONFIRM]: () => ({ status: 400, body: { code: next, message: `m-${next}` } }) });
    for (const [wire, port] of Object.entries(answers)) {
      next = wire;
      expect(await phone.confirm({ name: '박', phoneNumber: '01055556666', authCode: '1111' })).toEqual({
        kind: 'rejected',
        code: port,
        message: `m-${wire}`,
      });
    }
  });

  it('records a guest phone (204); a member session is GUESTS_ONLY; no session throws', async () => {
    let status = 204;
    const phone = await phoneFor({
      [GUEST]: () =>
        status === 204
          ? { status }
          : {
              status,
              body: {
                code: status === 403 ? 'FORBIDDEN' : 'UNAUTHORIZED',
                message: '비회원 주문에서만 이용할 수 있어요.',
              },
            },
    });
    expect(await phone.recordGuestPhone({ phoneNumber: '01077778888', authCode: '0042' })).toEqual({
      kind: 'recorded',
    });
    expect(jsonOf(api.requests[0]!)).toEqual({ phoneNumber: '01077778888', authCode: '0042' });
    status = 403;
    expect(await phone.recordGuestPhone({ phoneNumber: '01077778888', authCode: '0042' })).toEqual({
      kind: 'rejected',
      code: 'GUESTS_ONLY',
      message: '비회원 주문에서만 이용할 수 있어요.',
    });
    status = 401;
    await expect(phone.recordGuestPhone({ phoneNumber: '01077778888', authCode: '0042' })).rejects.toBeInstanceOf(
      SessionRequiredError,
    );
  });
});
