import { z } from 'zod';
import { inSeoul } from '../../src/domain/money/seoul-time';
import type { ZodApp } from '../app';
import type { AccessTokenKey } from '../auth/access-token';
import { ArsLinks } from '../auth/ars-links';
import type { Database } from '../db/database';
import { badRequest, elementNotFound, errorBodySchema } from '../http/domain-http-error';
import { DEV_PAGE_HEADERS, IDENTITY_PAGE_HEADERS } from '../http/security-headers';
import type { LocalIdentitySimulator } from '../partners/identity/local-identity-simulator';
import {
  BIRTH_DATE_MESSAGE,
  isBirthDate,
  simulatedVerifyBodySchema,
  simulatedVerifyResponseSchema,
  verifyReadyQuerySchema,
} from '../partners/identity/simulator-wire';
import { escapeHtml, IDENTITY_SIMULATOR_VERIFY_PATH, verifyReadyPage } from '../partners/identity/verify-ready-page';
import { readSmsOutbox } from '../partners/sms/sms-outbox';

/** How many outbox messages the dev page shows (newest first). */
const OUTBOX_PAGE_SIZE = 100;

/** The dev page reloads itself this often, seconds, so a code just sent shows up without a click. */
const OUTBOX_REFRESH_SECONDS = 3;

/** An instant as Seoul wall-clock time, YYYY.MM.DD HH:mm:ss (spec §9 dates YYYY.MM.DD; no ICU locale data needed). */
function seoulTime(at: Date): string {
  return inSeoul(at).format('YYYY.MM.DD HH:mm:ss');
}

const outboxJsonSchema = z.array(
  z.object({ id: z.number().int(), to: z.string(), text: z.string(), createdAt: z.iso.datetime() }),
);

/**
 * Issue 4 dev-only pages: GET /dev/sms (HTML, Korean, newest first, reloads every 3 s) and GET /dev/sms.json show
 * the local SMS simulator's outbox. When `enabled` is false (NODE_ENV=production) both answer 404: the routes stay
 * registered so the storefront's history fallback never serves the SPA in their place.
 */
export function registerSmsOutboxPages(app: ZodApp, options: { db: Database; enabled: boolean }): void {
  const { db, enabled } = options;
  app.get(
    '/dev/sms.json',
    { schema: { hide: true, response: { 200: outboxJsonSchema, 404: errorBodySchema } } },
    async (_request, reply) => {
      if (!enabled) throw elementNotFound();
      const messages = await readSmsOutbox(db, { limit: OUTBOX_PAGE_SIZE });
      return reply
        .header('cache-control', 'no-store')
        .send(messages.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() })));
    },
  );
  app.get('/dev/sms', { schema: { hide: true }, helmet: DEV_PAGE_HEADERS }, async (_request, reply) => {
    if (!enabled) throw elementNotFound();
    const messages = await readSmsOutbox(db, { limit: OUTBOX_PAGE_SIZE });
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(outboxPage(messages, reply.cspNonce.style));
  });
}

/** The outbox as HTML; its inline <style> carries `styleNonce` (the response's CSP nonce, DEV_PAGE_HEADERS). */
function outboxPage(messages: readonly { to: string; text: string; createdAt: Date }[], styleNonce: string): string {
  const rows = messages
    .map(
      (message) =>
        `<tr><td>${escapeHtml(seoulTime(message.createdAt))}</td><td>${escapeHtml(message.to)}</td>` +
        `<td>${escapeHtml(message.text)}</td></tr>`,
    )
    .join('\n');
  const body =
    messages.length === 0
      ? '<p class="empty">아직 보낸 문자가 없습니다.</p>'
      : `<table><thead><tr><th>보낸 시각</th><th>받는 번호</th><th>내용</th></tr></thead><tbody>\n${rows}\n</tbody></table>`;
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta http-equiv="refresh" content="${OUTBOX_REFRESH_SECONDS}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>문자 보관함 (개발용)</title>
<style nonce="${escapeHtml(styleNonce)}">
  body { font-family: system-ui, sans-serif; margin: 24px; color: #222; }
  h1 { font-size: 20px; }
  p.note, p.empty { color: #666; font-size: 14px; }
  table { border-collapse: collapse; width: 100%; }
  th, td { border-bottom: 1px solid #ddd; padding: 8px; text-align: left; font-size: 14px; vertical-align: top; }
  th { background: #f6f6f6; }
</style>
</head>
<body>
<h1>문자 보관함 (개발용)</h1>
<p class="note">로컬 문자 시뮬레이터가 보낸 문자입니다. 최신 문자가 맨 위에 있으며 ${OUTBOX_REFRESH_SECONDS}초마다 새로 고칩니다.</p>
${body}
</body>
</html>
`;
}

/**
 * The local identity-verification service (spec §7 Other): GET /auth-sim/verify-ready serves the iframe page,
 * POST /auth-sim/verify turns what it typed into a ciToken. Without a simulator both answer 404.
 */
export function registerIdentitySimulator(
  app: ZodApp,
  options: { simulator: LocalIdentitySimulator | null; now: () => Date },
): void {
  const { simulator, now } = options;
  app.get(
    '/auth-sim/verify-ready',
    { schema: { hide: true, querystring: verifyReadyQuerySchema }, helmet: IDENTITY_PAGE_HEADERS },
    async (request, reply) => {
      if (simulator === null) throw elementNotFound();
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(verifyReadyPage(request.query, reply.cspNonce));
    },
  );
  app.post(
    IDENTITY_SIMULATOR_VERIFY_PATH,
    {
      schema: {
        hide: true,
        body: simulatedVerifyBodySchema,
        response: { 200: simulatedVerifyResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      if (simulator === null) throw elementNotFound();
      const { birthDate, verifyType } = request.body;
      const currentYear = inSeoul(now()).year();
      if (!isBirthDate(birthDate, currentYear)) throw badRequest('birthDate', BIRTH_DATE_MESSAGE);
      const token = await simulator.issue(request.body, verifyType);
      return reply.code(200).send({ token, verifyType });
    },
  );
}

/** How long a dev ARS link stays valid (seconds): the length of one phone order, like the ARS session. */
const DEV_ARS_LINK_TTL_SECONDS = 30 * 60;

const arsLinkQuerySchema = z.object({
  phoneNumber: z.string().regex(/^[0-9]{11}$/, '휴대폰 번호 11자리를 숫자로 입력해주세요.'),
  branchId: z.coerce.number().int().positive(),
  /** As on POST /api/ars/links: who places the order (agent AGENTCALL vs VISUALARS). */
  placedBy: z.enum(['caller', 'agent']).default('caller'),
});

const arsLinkResponseSchema = z.object({ url: z.string(), token: z.string(), expiresAt: z.iso.datetime() });

/**
 * Dev-only stand-in for the phone-order line (spec §2 /ars, §6 ARS session): GET /dev/ars-link?phoneNumber=&branchId=
 * makes the signed, single-use SMS link a caller would receive, answered as JSON `{ url, token, expiresAt }` (the e2e
 * journeys and a developer open `url`). 404 when `enabled` is false (NODE_ENV=production); an unknown branch is 404.
 */
export function registerArsLinkPage(
  app: ZodApp,
  options: { db: Database; authKey: AccessTokenKey; enabled: boolean; now: () => Date; publicUrl?: string },
): void {
  const links = new ArsLinks(options.db, options.authKey, { publicUrl: options.publicUrl, now: options.now });
  app.get(
    '/dev/ars-link',
    {
      schema: {
        hide: true,
        querystring: arsLinkQuerySchema,
        response: { 200: arsLinkResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      if (!options.enabled) throw elementNotFound();
      const { phoneNumber, branchId, placedBy } = request.query;
      let link: Awaited<ReturnType<ArsLinks['createArsLink']>>;
      try {
        link = await links.createArsLink({ phoneNumber, branchId, placedBy, ttlSeconds: DEV_ARS_LINK_TTL_SECONDS });
      } catch {
        // The branch does not exist (the link's foreign key).
        throw elementNotFound();
      }
      return reply
        .header('cache-control', 'no-store')
        .send({ url: link.url, token: link.token, expiresAt: link.expiresAt.toISOString() });
    },
  );
}
