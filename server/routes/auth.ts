import { Auth } from '@auth/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { noContentSchema } from '../../src/contract/common';
import { errorBodySchema } from '../../src/contract/errors';
import type { RouteModule } from '../app';
import { ArsLinks } from '../auth/ars-links';
import { AUTH_BASE_PATH, createAuthConfig } from '../auth/auth-config';
import type { AuthSettings } from '../auth/auth-settings';
import type { SignInServices } from '../auth/credentials-providers';
import { formFieldsOf, parseFormBody, sendWebResponse, toWebRequest } from '../auth/fastify-auth-bridge';
import { type GuestConfirmationVerifier, rejectAllGuestConfirmations } from '../auth/guest-confirmation';
import { createOriginCheck } from '../auth/origin-check';
import { SignInGuard } from '../auth/sign-in-guard';
import { badRequest } from '../http/domain-http-error';

export interface AuthRoutesOptions {
  readonly settings: AuthSettings;
  /** The phone-confirmation step's verifier for guest sign-in with guestToken; default: none is valid. */
  readonly guestConfirmation?: GuestConfirmationVerifier;
}

/** Sign-in forms are a few short fields; 16 KiB bounds what a password hash or a parser is fed. */
const FORM_BODY_LIMIT = 16 * 1024;

/**
 * Spec §7 sign-in helper: Auth.js (@auth/core) behind GET /api/auth/{session,csrf,providers,signin,signout,error}
 * and POST /api/auth/{signin,callback}/{provider} and /signout (form-encoded; `json=true` answers `{ url }`), plus
 * POST /api/auth/_log (client logs: accepted and dropped). POSTs pass the origin check; sign-in attempts are
 * limited per IP, and member sign-in failures per username and IP and per username, with waits and a device cookie
 * (429 RATE_LIMITED; server/auth/sign-in-guard.ts, README "Sign-in limits"), in the process's rate limiter.
 */
export function createAuthRoutes(options: AuthRoutesOptions): RouteModule {
  return async (app, deps) => {
    const { settings } = options;
    const guard = new SignInGuard({
      db: deps.db,
      authKey: deps.authKey,
      limiter: deps.rateLimiter,
      limits: settings.loginRateLimits,
    });
    const originCheck = createOriginCheck(settings.allowedOrigins);
    const services: SignInServices = {
      db: deps.db,
      authKey: deps.authKey,
      lifetimes: settings.lifetimes,
      arsLinks: new ArsLinks(deps.db, deps.authKey, { publicUrl: settings.publicUrl, now: deps.now }),
      guestConfirmation: options.guestConfirmation ?? rejectAllGuestConfirmations,
      revocations: deps.revocations,
      now: deps.now,
    };
    const config = createAuthConfig(services, app.log);

    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, parseFormBody(body as string)),
    );

    await app.register(async (logScope) => {
      // next-auth's client logger posts with sendBeacon (text/plain) or JSON: any body is accepted, unread.
      logScope.removeAllContentTypeParsers();
      logScope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: FORM_BODY_LIMIT }, (_r, _b, done) =>
        done(null, undefined),
      );
      logScope.post(
        `${AUTH_BASE_PATH}/_log`,
        {
          preHandler: originCheck,
          schema: {
            operationId: 'postAuthClientLog',
            tags: ['auth'],
            summary: 'Client log sink (dropped)',
            security: [],
            response: { 204: noContentSchema, 403: errorBodySchema },
          },
        },
        async (_request, reply) => reply.code(204).send(),
      );
    });

    const throttleSignIn = async (request: FastifyRequest, reply: FastifyReply) => {
      const path = String((request.params as Record<string, unknown>)['*'] ?? '');
      await guard.begin(request, reply, path, formFieldsOf(request.body));
    };

    app.route({
      method: ['GET', 'POST'],
      url: `${AUTH_BASE_PATH}/*`,
      bodyLimit: FORM_BODY_LIMIT,
      // Hidden from OpenAPI: a `{*}` path cannot be described; src/contract/auth.ts documents the concrete calls.
      schema: {
        hide: true,
        tags: ['auth'],
        summary: 'Auth.js sign-in helper (session, csrf, providers, signin, callback, signout)',
      },
      preHandler: [originCheck, throttleSignIn],
      handler: async (request, reply) => {
        const response = await guard.finish(request, reply, async () => {
          const webRequest = toWebRequest(request, request.method === 'POST' ? formFieldsOf(request.body) : {});
          if (webRequest === null) throw badRequest('headers.host');
          return Auth(webRequest, config);
        });
        return sendWebResponse(reply, response);
      },
    });
  };
}

/** The auth routes with the server's settings (server/config.ts) and the phone confirmation of guest sign-in. */
export const authRoutes: RouteModule = (app, deps) =>
  createAuthRoutes({
    settings: deps.settings.auth,
    guestConfirmation: deps.services.guestConfirmation,
  })(app, deps);
