import { describe, expect, it } from 'vitest';
import { ConfirmVerificationCode } from '../../../../src/application/use-cases/confirm-verification-code';
import { RequestVerificationCode } from '../../../../src/application/use-cases/request-verification-code';
import { accountWorld, NEW_PERSON } from './account-world';

function useCases() {
  const world = accountWorld();
  return {
    world,
    request: new RequestVerificationCode(world.phone, world.clock),
    confirm: new ConfirmVerificationCode(world.phone, world.clock),
  };
}

describe('requesting a verification code', () => {
  it('a member with a name and an 11-digit phone gets a code; the countdown starts now', async () => {
    const { world, request } = useCases();
    const result = await request.execute({ type: 'member', ...NEW_PERSON, lastSentAtMs: null });
    expect(result).toEqual({ kind: 'sent', sentAtMs: world.clock.now() });
    expect(world.backend.verifications.get(NEW_PERSON.phoneNumber)?.name).toBe(NEW_PERSON.name);
  });

  it('a blank name, a 10-digit phone or a running countdown sends nothing', async () => {
    const { world, request } = useCases();
    expect(
      await request.execute({ type: 'member', name: ' ', phoneNumber: '01055556666', lastSentAtMs: null }),
    ).toEqual({ kind: 'not-allowed' });
    expect(
      await request.execute({ type: 'member', name: '박', phoneNumber: '0105555666', lastSentAtMs: null }),
    ).toEqual({ kind: 'not-allowed' });
    const now = world.clock.now();
    expect(await request.execute({ type: 'member', ...NEW_PERSON, lastSentAtMs: now - 59_000 })).toEqual({
      kind: 'not-allowed',
    });
    expect(world.backend.verifications.size).toBe(0);
  });

  it('a guest requests under the name 비회원 whatever was typed', async () => {
    const { world, request } = useCases();
    await request.execute({ type: 'guest', name: '', phoneNumber: '01077778888', lastSentAtMs: null });
    expect(world.backend.verifications.get('01077778888')?.name).toBe('비회원');
  });

  it("the server's refusal of a second request within 60 s comes back as its message", async () => {
    const { world, request } = useCases();
    await request.execute({ type: 'member', ...NEW_PERSON, lastSentAtMs: null });
    world.clock.advance(10_000);
    // The countdown was lost (a reload): the request goes out and the server refuses it.
    expect(await request.execute({ type: 'member', ...NEW_PERSON, lastSentAtMs: null })).toEqual({
      kind: 'rejected',
      message: '인증번호는 60초 후에 다시 요청할 수 있습니다.',
    });
  });
});

describe('confirming a verification code', () => {
  it('the right 4 digits prove the phone and carry the confirmation token', async () => {
    const { world, request, confirm } = useCases();
    const sent = await request.execute({ type: 'member', ...NEW_PERSON, lastSentAtMs: null });
    const sentAtMs = sent.kind === 'sent' ? sent.sentAtMs : null;
    const result = await confirm.execute({
      type: 'member',
      ...NEW_PERSON,
      code: world.fixtures.verificationCode,
      sentAtMs,
    });
    expect(result).toEqual({
      kind: 'confirmed',
      proof: {
        name: NEW_PERSON.name,
        phoneNumber: NEW_PERSON.phoneNumber,
        authCode: world.fixtures.verificationCode,
        confirmationToken: expect.any(String),
      },
    });
  });

  it('a wrong code is the wrong-code popup message', async () => {
    const { request, confirm } = useCases();
    await request.execute({ type: 'member', ...NEW_PERSON, lastSentAtMs: null });
    expect(await confirm.execute({ type: 'member', ...NEW_PERSON, code: '0000', sentAtMs: 1 })).toEqual({
      kind: 'wrong-code',
      message: '잘못된 인증번호를 입력하셨어요.',
    });
  });

  it('a code of 3 digits, or before any request, is not sent', async () => {
    const { confirm } = useCases();
    expect(await confirm.execute({ type: 'member', ...NEW_PERSON, code: '432', sentAtMs: 1 })).toEqual({
      kind: 'not-allowed',
    });
    expect(await confirm.execute({ type: 'member', ...NEW_PERSON, code: '4321', sentAtMs: null })).toEqual({
      kind: 'not-allowed',
    });
  });

  it('an expired code shows the server message, not the wrong-code popup', async () => {
    const { world, request, confirm } = useCases();
    await request.execute({ type: 'member', ...NEW_PERSON, lastSentAtMs: null });
    world.clock.advance(3 * 60_000 + 1);
    const result = await confirm.execute({ type: 'member', ...NEW_PERSON, code: '4321', sentAtMs: 1 });
    expect(result).toEqual({ kind: 'rejected', message: '인증 시간이 지났습니다. 인증번호를 다시 요청해주세요.' });
  });
});
