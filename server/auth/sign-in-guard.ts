import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { createLoginRateLimit, type LoginAttempt, type LoginRateLimit } from '../rate-limit/login-rate-limit';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { AccessTokenKey } from './access-token';
import type { LoginRateLimits } from './auth-settings';
import type { FormFields } from './fastify-auth-bridge';
import { LoginDevices } from './login-device';
import { findMemberByUsername } from './member-accounts';
import { signInOutcomeOf } from './sign-in-outcome';

/** The providers whose sign-in attempts are counted (refreshes carry an unguessable token instead). */
const THROTTLED_PROVIDERS: ReadonlySet<string> = new Set(['member', 'guest', 'ars']);

export interface SignInGuardDeps {
  readonly db: Database;
  readonly authKey: AccessTokenKey;
  /** The process's one rate limiter (deps.rateLimiter). */
  readonly limiter: RateLimiter;
  readonly limits: LoginRateLimits;
}

/**
 * The sign-in limits around Auth.js (README "Sign-in limits"): `begin` counts a sign-in POST before Auth.js reads it
 * (429 or a wait), `finish` settles it by Auth.js's answer (only a credentials refusal is a failure) and, after a
 * member sign-in, sets the device cookie that exempts this browser from failures elsewhere.
 */
export class SignInGuard {
  private readonly limit: LoginRateLimit;
  private readonly devices: LoginDevices;
  /** The attempt of each request between begin (preHandler) and finish (handler). */
  private readonly attempts = new WeakMap<FastifyRequest, { attempt: LoginAttempt; username: string | null }>();

  constructor(private readonly deps: SignInGuardDeps) {
    this.limit = createLoginRateLimit(deps.limiter, deps.limits);
    this.devices = new LoginDevices(deps.authKey);
  }

  /** For POST callback/{member,guest,ars}: begins the attempt (throws 429 RATE_LIMITED when a limit is reached). */
  async begin(request: FastifyRequest, reply: FastifyReply, path: string, fields: FormFields): Promise<void> {
    if (request.method !== 'POST') return;
    const [action, provider] = path.split('/');
    if (action !== 'callback' || provider === undefined || !THROTTLED_PROVIDERS.has(provider)) return;
    const username = provider === 'member' ? (fields['username']?.trim() ?? '') : null;
    const trustedDeviceId = username ? await this.trustedDevice(request, username) : null;
    const attempt = await this.limit.begin({ ip: request.ip, username, trustedDeviceId }, reply);
    this.attempts.set(request, { attempt, username });
  }

  /** Runs Auth.js for `request` and settles its attempt by the answer, whatever happens. */
  async finish(request: FastifyRequest, reply: FastifyReply, answer: () => Promise<Response>): Promise<Response> {
    const begun = this.attempts.get(request);
    this.attempts.delete(request);
    if (begun === undefined) return answer();
    let failed = false;
    try {
      const response = await answer();
      const outcome = await signInOutcomeOf(response);
      failed = outcome === 'credentials-refused';
      if (outcome === 'signed-in' && begun.username) await this.rememberDevice(request, reply, begun.username);
      return response;
    } finally {
      await begun.attempt.settle(failed);
    }
  }

  /** The device id of a device cookie of `username`'s member; null when absent, forged or another member's. */
  private async trustedDevice(request: FastifyRequest, username: string): Promise<string | null> {
    const device = this.devices.read(request.headers.cookie);
    if (device === null) return null;
    const member = await findMemberByUsername(this.deps.db, username);
    return member !== null && member.id === device.memberId ? device.deviceId : null;
  }

  private async rememberDevice(request: FastifyRequest, reply: FastifyReply, username: string): Promise<void> {
    const member = await findMemberByUsername(this.deps.db, username);
    if (member !== null) reply.header('set-cookie', this.devices.setCookie(member.id, request.protocol === 'https'));
  }
}
