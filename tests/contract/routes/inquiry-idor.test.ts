import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildServer } from '../../../server/app';
import { signAccessToken } from '../../../server/auth/access-token';
import { seedData } from '../../../server/db/seed/data/index';
import { seedDatabase } from '../../../server/db/seed/seed';
import { inquiryRoutes } from '../../../server/routes/inquiry';
import { keepGuestPhone } from '../../../server/services/account/guest-phone-service';
import { qnaEntrySchema, qnaListResponseSchema } from '../../../src/contract/content';
import { errorBodySchema } from '../../../src/contract/errors';
import { inquiryCreatedSchema } from '../../../src/contract/inquiry';
import type { SessionType } from '../../../src/domain/session/types';
import { describeOnDatabases } from '../support/databases';
import { TEST_AUTH_KEY } from '../support/test-server';

const INQUIRY = '/api/post-delivery-content-qna';
const QNA = '/api/delivery/content/qna';
const NOW = new Date('2026-05-01T03:00:00.000Z');
const NOT_FOUND = {
  code: 'ELEMENT_NOT_FOUND',
  message: '요청하신 정보를 찾을 수 없습니다.',
  requestId: expect.any(String),
};
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(32)]);

/** A multipart inquiry as a browser sends it: the text fields and, optionally, one PNG as contentImage1. */
function inquiryBody(title: string, withImage: boolean) {
  const boundary = `----idor${randomBytes(8).toString('hex')}`;
  const text = { name: '홍길동', phoneNumber: '01012345678', title: `[기타 불만] ${title}`, content: `${title} 내용` };
  const chunks: Buffer[] = Object.entries(text).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (withImage) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="contentImage1"; filename="a.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      PNG,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Issue 11 IDOR: every inquiry of one customer is "not found" (404, the same answer as a missing id) and absent from
 * the list for anyone else: another member, a guest, a guest who confirmed another phone. A guest reads the
 * inquiries of guest sessions that confirmed the same phone (its history across visits, as its orders), and
 * nothing of a member's even with the member's phone.
 */
describeOnDatabases('inquiry IDOR', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    await seedDatabase(database.current.db, seedData);
    app = await buildServer({
      database: database.current,
      authKey: TEST_AUTH_KEY,
      routes: [inquiryRoutes],
      now: () => NOW,
    });
  });
  afterAll(async () => {
    await app.close();
  });

  /** The bearer header of owner `name` of this database (a guest's phone, when given, is recorded as confirmed). */
  async function caller(name: string, type: SessionType, confirmedPhone?: string) {
    const sub = `${name}-${database.kind}`;
    if (confirmedPhone !== undefined) await keepGuestPhone(database.current.db, sub, confirmedPhone, NOW);
    return { authorization: `Bearer ${await signAccessToken({ sub, type }, TEST_AUTH_KEY, 3600)}` };
  }

  async function file(headers: Record<string, string>, title: string, withImage = false): Promise<number> {
    const { payload, contentType } = inquiryBody(title, withImage);
    const response = await app.inject({
      method: 'POST',
      url: INQUIRY,
      payload,
      headers: { ...headers, 'content-type': contentType },
    });
    expect(response.statusCode).toBe(201);
    return inquiryCreatedSchema.parse(response.json()).id;
  }

  async function listed(headers: Record<string, string>): Promise<number[]> {
    const response = await app.inject({ method: 'GET', url: QNA, headers });
    expect(response.statusCode).toBe(200);
    return qnaListResponseSchema.parse(response.json()).map((entry) => entry.id);
  }

  async function expectHidden(ids: readonly number[], headers: Record<string, string>): Promise<void> {
    const list = await listed(headers);
    for (const id of ids) {
      expect(list).not.toContain(id);
      const response = await app.inject({ method: 'GET', url: `${QNA}/${id}`, headers });
      expect(response.statusCode).toBe(404);
      expect(errorBodySchema.parse(response.json())).toEqual(NOT_FOUND);
    }
  }

  it('every inquiry of a member is 404 and unlisted for another member and for guests; the owner reads each', async () => {
    const alice = await caller('idor-alice', 'member');
    const ids = [
      await file(alice, '첫 문의', true),
      await file(alice, '두 번째 문의'),
      await file(alice, '세 번째 문의', true),
    ];
    expect(await listed(alice)).toEqual(expect.arrayContaining(ids));
    for (const id of ids) {
      const own = await app.inject({ method: 'GET', url: `${QNA}/${id}`, headers: alice });
      expect(qnaEntrySchema.parse(own.json()).id).toBe(id);
    }
    await expectHidden(ids, await caller('idor-bob', 'member'));
    await expectHidden(ids, await caller('idor-guest', 'guest'));
    // A guest who proved the member's own phone still reads nothing of the member's.
    await expectHidden(ids, await caller('idor-guest-same-phone', 'guest', '01012345678'));
  });

  it('a guest reads the inquiries of guest sessions that confirmed the same phone, and nobody else does', async () => {
    const phone = `010${String(randomBytes(4).readUInt32BE(0) % 100_000_000).padStart(8, '0')}`;
    const firstVisit = await caller('idor-guest-first-visit', 'guest', phone);
    const ids = [await file(firstVisit, '비회원 문의', true), await file(firstVisit, '비회원 두 번째 문의')];
    const nextVisit = await caller('idor-guest-next-visit', 'guest', phone);
    expect(await listed(nextVisit)).toEqual([...ids].reverse());
    const detail = await app.inject({ method: 'GET', url: `${QNA}/${ids[0]}`, headers: nextVisit });
    expect(detail.statusCode).toBe(200);
    await expectHidden(ids, await caller('idor-guest-other-phone', 'guest', '01000000001'));
    await expectHidden(ids, await caller('idor-guest-unconfirmed', 'guest'));
    await expectHidden(ids, await caller('idor-member', 'member'));
  });
});
