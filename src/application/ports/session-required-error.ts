/**
 * Thrown by a backend port when the call needs a session and none can be had (spec §8: the refresh failed and the
 * customer was signed out to /reset). Not an expected outcome of any use case: the shell reacts by going to /reset.
 */
export class SessionRequiredError extends Error {
  override readonly name = 'SessionRequiredError';

  constructor(message = '로그인이 필요합니다.') {
    super(message);
  }
}
