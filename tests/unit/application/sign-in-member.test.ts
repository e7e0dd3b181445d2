import { describe, expect, it } from 'vitest';
import type { SessionGateway, SignInRequest, SignInResult } from '../../../src/application/ports/session-gateway';
import { SignInMember } from '../../../src/application/use-cases/sign-in-member';
import { MEMBER, memoryWorld } from './memory-world';

/** A sign-in helper that answers `answer` and records what it was asked. */
function helperAnswering(answer: SignInResult) {
  const asked: SignInRequest[] = [];
  const helper: Pick<SessionGateway, 'signIn'> = {
    signIn: async (request) => {
      asked.push(request);
      return answer;
    },
  };
  return { helper, asked };
}

describe('SignInMember', () => {
  it('the fixture member signs in (username trimmed) and the helper then holds a member session', async () => {
    const world = memoryWorld();
    const result = await new SignInMember(world.sessions).execute({
      username: `  ${MEMBER.username} `,
      password: MEMBER.password,
    });
    expect(result.kind).toBe('signed-in');
    const session = await world.sessions.session();
    expect(session?.type).toBe('member');
    expect(result.kind === 'signed-in' ? result.session.accessToken : null).toBe(session?.accessToken);
  });

  it('a wrong password is wrong-credentials, as an unknown username is (never told apart)', async () => {
    const world = memoryWorld();
    const signIn = new SignInMember(world.sessions);
    expect(await signIn.execute({ username: MEMBER.username, password: 'wrong!pass1' })).toEqual({
      kind: 'wrong-credentials',
    });
    expect(await signIn.execute({ username: 'nobody', password: MEMBER.password })).toEqual({
      kind: 'wrong-credentials',
    });
    expect(await world.sessions.session()).toBeNull();
  });

  it('a blank username or an empty password is incomplete and nothing is sent', async () => {
    const { helper, asked } = helperAnswering({ kind: 'rejected', error: 'CredentialsSignin' });
    const signIn = new SignInMember(helper);
    expect(await signIn.execute({ username: '   ', password: 'x' })).toEqual({ kind: 'incomplete' });
    expect(await signIn.execute({ username: 'chicken', password: '' })).toEqual({ kind: 'incomplete' });
    expect(asked).toEqual([]);
  });

  it("the login rate limit is rate-limited with the server's message", async () => {
    const message = '로그인 시도가 너무 많습니다. 10분 후 다시 시도해주세요.';
    const { helper, asked } = helperAnswering({ kind: 'rejected', error: 'RATE_LIMITED', message });
    expect(await new SignInMember(helper).execute({ username: 'chicken', password: 'pw' })).toEqual({
      kind: 'rate-limited',
      message,
    });
    expect(asked).toEqual([{ provider: 'member', username: 'chicken', password: 'pw' }]);
  });

  it('any other refusal keeps its Auth.js error name', async () => {
    const { helper } = helperAnswering({ kind: 'rejected', error: 'MissingCSRF' });
    expect(await new SignInMember(helper).execute({ username: 'chicken', password: 'pw' })).toEqual({
      kind: 'refused',
      error: 'MissingCSRF',
    });
  });
});
