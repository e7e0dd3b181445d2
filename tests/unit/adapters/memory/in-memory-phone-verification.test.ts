import { describe, expect, it } from 'vitest';
import { memoryWorld } from '../../application/memory-world';

const PHONE = '01055556666';
const NAME = '홍길동';

async function requested() {
  const world = memoryWorld();
  expect(await world.phone.create({ name: NAME, phoneNumber: PHONE })).toEqual({ kind: 'sent' });
  return world;
}

describe('InMemoryPhoneVerification', () => {
  it('a phone that is not 11 digits, or a blank name, gets no code', async () => {
    const { phone } = memoryWorld();
    expect(await phone.create({ name: NAME, phoneNumber: '010-5555-6666' })).toMatchObject({ code: 'INVALID_PHONE' });
    expect(await phone.create({ name: ' ', phoneNumber: PHONE })).toMatchObject({ code: 'INVALID_NAME' });
  });

  it('a new code can be requested only 60 seconds after the last', async () => {
    const world = await requested();
    world.clock.advance(59_999);
    expect(await world.phone.create({ name: NAME, phoneNumber: PHONE })).toMatchObject({ code: 'RATE_LIMITED' });
    world.clock.advance(1);
    expect(await world.phone.create({ name: NAME, phoneNumber: PHONE })).toEqual({ kind: 'sent' });
  });

  it('the right code confirms; a wrong one says 잘못된 인증번호를 입력하셨어요.', async () => {
    const world = await requested();
    expect(await world.phone.confirm({ name: NAME, phoneNumber: PHONE, authCode: '0000' })).toEqual({
      kind: 'rejected',
      code: 'WRONG_CODE',
      message: '잘못된 인증번호를 입력하셨어요.',
    });
    const code = world.fixtures.verificationCode;
    expect(await world.phone.confirm({ name: NAME, phoneNumber: PHONE, authCode: code })).toEqual({
      kind: 'confirmed',
      confirmationToken: expect.any(String),
    });
  });

  it('after 5 wrong tries even the right code is locked out', async () => {
    const world = await requested();
    for (let i = 0; i < 5; i += 1) await world.phone.confirm({ name: NAME, phoneNumber: PHONE, authCode: '0000' });
    const code = world.fixtures.verificationCode;
    expect(await world.phone.confirm({ name: NAME, phoneNumber: PHONE, authCode: code })).toMatchObject({
      code: 'LOCKED',
    });
  });

  it('a code expires after 3 minutes', async () => {
    const world = await requested();
    world.clock.advance(3 * 60_000 + 1);
    const code = world.fixtures.verificationCode;
    expect(await world.phone.confirm({ name: NAME, phoneNumber: PHONE, authCode: code })).toMatchObject({
      code: 'EXPIRED',
    });
  });

  it('a confirmation for a phone never sent a code is refused', async () => {
    const { phone } = memoryWorld();
    expect(await phone.confirm({ name: NAME, phoneNumber: PHONE, authCode: '1234' })).toMatchObject({
      code: 'NOT_REQUESTED',
    });
  });
});
