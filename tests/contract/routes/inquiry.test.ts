import { randomBytes } from 'node:crypto';
import { asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../server/app';
import { signAccessToken } from '../../../server/auth/access-token';
import { qnaAttachments, qnaInquiries } from '../../../server/db/schema';
import { seedData } from '../../../server/db/seed/data/index';
import { seedDatabase } from '../../../server/db/seed/seed';
import { inquiryRoutes } from '../../../server/routes/inquiry';
import { qnaEntrySchema, qnaListResponseSchema } from '../../../src/contract/content';
import { errorBodySchema } from '../../../src/contract/errors';
import { INQUIRY_FILE_LIMITS, INQUIRY_WIRE_MESSAGES, inquiryCreatedSchema } from '../../../src/contract/inquiry';
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
const UNAUTHORIZED = { code: 'UNAUTHORIZED', message: '로그인이 필요합니다.', requestId: expect.any(String) };

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(64)]);
/** Text bytes under an image name: refused by content whatever the name and the declared type say. */
const FAKE_PNG = Buffer.from('this is not an image, only named like one');

type Part =
  | { readonly name: string; readonly value: string }
  | { readonly name: string; readonly filename: string; readonly type: string; readonly data: Buffer };

/** A multipart/form-data body as a browser sends it (CRLF line ends, one boundary). */
function multipart(parts: readonly Part[]) {
  const boundary = `----contract${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('data' in part) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.type}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const FIELDS = {
  name: '홍길동',
  phoneNumber: '01012345678',
  title: '[이물질] 튀김옷에 이물질이 있었어요',
  content: '주문한 치킨에서 이물질이 나왔습니다.',
};

function textParts(overrides: Partial<Record<keyof typeof FIELDS | 'branchId', string>> = {}): Part[] {
  return Object.entries({ ...FIELDS, ...overrides }).map(([name, value]) => ({ name, value }));
}

const image = (name: string, data: Buffer, filename = `${name}.png`, type = 'image/png'): Part => ({
  name,
  filename,
  type,
  data,
});

describeOnDatabases('inquiry routes', (database) => {
  let app: FastifyInstance;
  let alice: Record<string, string>;
  let bob: Record<string, string>;
  beforeAll(async () => {
    await seedDatabase(database.current.db, seedData);
    app = await buildServer({
      database: database.current,
      authKey: TEST_AUTH_KEY,
      routes: [inquiryRoutes],
      now: () => NOW,
    });
    const bearer = async (sub: string) => ({
      authorization: `Bearer ${await signAccessToken({ sub, type: 'member' }, TEST_AUTH_KEY, 3600)}`,
    });
    alice = await bearer(`alice-${database.kind}`);
    bob = await bearer(`bob-${database.kind}`);
  });
  afterAll(async () => {
    await app.close();
  });

  async function submit(parts: readonly Part[], headers: Record<string, string> = alice) {
    const { payload, contentType } = multipart(parts);
    return app.inject({ method: 'POST', url: INQUIRY, payload, headers: { ...headers, 'content-type': contentType } });
  }

  async function inquiryCount(): Promise<number> {
    const [row] = await database.current.db.select({ value: count() }).from(qnaInquiries);
    return row?.value ?? 0;
  }

  async function expectRefused(parts: readonly Part[], field: string, message?: string) {
    const before = await inquiryCount();
    const response = await submit(parts);
    expect(response.statusCode).toBe(400);
    const body = errorBodySchema.parse(response.json());
    expect(body).toMatchObject({ code: 'BAD_REQUEST', field });
    expect(body.message).toMatch(/[가-힣]/);
    if (message !== undefined) expect(body.message).toBe(message);
    expect(await inquiryCount()).toBe(before);
  }

  describe('inquiry submission', () => {
    it('an inquiry with a jpg and a png is stored for the session owner with both images', async () => {
      const branch = seedData.branches[0]!;
      const response = await submit([
        ...textParts({ branchId: String(branch.branchId) }),
        image('contentImage1', JPEG, 'photo.jpg', 'image/jpeg'),
        image('contentImage2', PNG),
      ]);
      expect(response.statusCode).toBe(201);
      const { id } = inquiryCreatedSchema.parse(response.json());
      const db = database.current.db;
      const [stored] = await db.select().from(qnaInquiries).where(eq(qnaInquiries.id, id));
      expect(stored).toMatchObject({
        ownerId: `alice-${database.kind}`,
        type: '이물질',
        title: '튀김옷에 이물질이 있었어요',
        name: FIELDS.name,
        phone: FIELDS.phoneNumber,
        branchId: branch.branchId,
        createdAt: NOW,
      });
      const files = await db
        .select({ position: qnaAttachments.position, mime: qnaAttachments.mime, size: qnaAttachments.size })
        .from(qnaAttachments)
        .where(eq(qnaAttachments.inquiryId, id))
        .orderBy(asc(qnaAttachments.position));
      expect(files).toEqual([
        { position: 1, mime: 'image/jpeg', size: JPEG.length },
        { position: 2, mime: 'image/png', size: PNG.length },
      ]);
    });

    it('an inquiry without images or branch is accepted; an empty file input is ignored', async () => {
      const response = await submit([
        ...textParts(),
        image('contentImage1', Buffer.alloc(0), '', 'application/octet-stream'),
      ]);
      expect(response.statusCode).toBe(201);
      const { id } = inquiryCreatedSchema.parse(response.json());
      const files = await database.current.db.select().from(qnaAttachments).where(eq(qnaAttachments.inquiryId, id));
      expect(files).toEqual([]);
    });

    it('a file named .png whose bytes are not an image is refused naming its field', async () => {
      await expectRefused(
        [...textParts(), image('contentImage1', FAKE_PNG)],
        'contentImage1',
        INQUIRY_WIRE_MESSAGES.imageType,
      );
    });

    it('a fourth file is refused: at most 3 images', async () => {
      await expectRefused(
        [
          ...textParts(),
          image('contentImage1', PNG),
          image('contentImage2', PNG),
          image('contentImage3', PNG),
          image('contentImage4', PNG),
        ],
        'contentImage4',
        INQUIRY_WIRE_MESSAGES.tooManyImages,
      );
    });

    it('an image of exactly 2 MB is accepted and one byte more is refused', async () => {
      const exact = Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(INQUIRY_FILE_LIMITS.maxBytes - 8, 1)]);
      const accepted = await submit([...textParts(), image('contentImage1', exact)]);
      expect(accepted.statusCode).toBe(201);
      const tooLarge = Buffer.concat([exact, Buffer.from([1])]);
      await expectRefused(
        [...textParts(), image('contentImage2', tooLarge)],
        'contentImage2',
        INQUIRY_WIRE_MESSAGES.imageTooLarge,
      );
    });

    it('content of 1,000 characters is accepted and 1,001 refused naming content', async () => {
      expect((await submit(textParts({ content: '가'.repeat(1000) }))).statusCode).toBe(201);
      await expectRefused(textParts({ content: '가'.repeat(1001) }), 'content', INQUIRY_WIRE_MESSAGES.contentTooLong);
    });

    it('a phone that is not 11 digits, a title without a known [type], a blank name are refused naming the field', async () => {
      await expectRefused(textParts({ phoneNumber: '0101234567' }), 'phoneNumber', INQUIRY_WIRE_MESSAGES.phoneInvalid);
      await expectRefused(textParts({ phoneNumber: '010-1234-5678' }), 'phoneNumber');
      await expectRefused(textParts({ title: '[칭찬] 맛있어요' }), 'title', INQUIRY_WIRE_MESSAGES.typeRequired);
      await expectRefused(textParts({ title: '[이물질] ' }), 'title', INQUIRY_WIRE_MESSAGES.titleRequired);
      await expectRefused(textParts({ name: '  ' }), 'name', INQUIRY_WIRE_MESSAGES.nameRequired);
      await expectRefused(
        textParts().filter((part) => part.name !== 'content'),
        'content',
      );
    });

    it('every one of the ten inquiry types is accepted', async () => {
      const types = [
        '주문 거부',
        '멤버십 쿠폰/E-쿠폰 주문 거부',
        '제품 품질 불만',
        '이물질',
        '품목 미제공(치킨무 등)',
        '자사앱/온라인 주문 불편',
        '매장/고객센터 응대 불만',
        '현금영수증 미발급',
        '기타 불만',
        '문의사항(메뉴, 매장, 가맹, 기타)',
      ];
      for (const type of types) {
        expect((await submit(textParts({ title: `[${type}] 제목` }))).statusCode).toBe(201);
      }
    });

    it('an unknown branch is refused naming branchId', async () => {
      await expectRefused(textParts({ branchId: '9999' }), 'branchId', INQUIRY_WIRE_MESSAGES.invalidBranch);
      await expectRefused(textParts({ branchId: 'abc' }), 'branchId');
    });

    it('a JSON body is refused: the form is multipart', async () => {
      const response = await app.inject({ method: 'POST', url: INQUIRY, payload: FIELDS, headers: alice });
      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.parse(response.json())).toMatchObject({ code: 'BAD_REQUEST', field: 'body' });
    });

    it('without a session the upload answers 401 and stores nothing', async () => {
      const before = await inquiryCount();
      const response = await submit([...textParts(), image('contentImage1', PNG)], {});
      expect(response.statusCode).toBe(401);
      expect(errorBodySchema.parse(response.json())).toEqual(UNAUTHORIZED);
      expect(await inquiryCount()).toBe(before);
    });
  });

  describe("the owner's Q&A", () => {
    it('lists only the caller own inquiries, newest first, with the title as submitted', async () => {
      const created = inquiryCreatedSchema.parse((await submit(textParts({ content: '가장 최근 문의' }))).json());
      const response = await app.inject({ method: 'GET', url: QNA, headers: alice });
      expect(response.statusCode).toBe(200);
      const list = qnaListResponseSchema.parse(response.json());
      expect(list[0]).toEqual({
        id: created.id,
        title: FIELDS.title,
        content: '가장 최근 문의',
        createdAt: NOW.toISOString(),
        adminAnswer: null,
        answeredAt: null,
      });
      const bobs = qnaListResponseSchema.parse((await app.inject({ method: 'GET', url: QNA, headers: bob })).json());
      expect(bobs).toEqual([]);
    });

    it('an inquiry is found by its owner and is 404 for anyone else', async () => {
      const { id } = inquiryCreatedSchema.parse((await submit(textParts())).json());
      const own = await app.inject({ method: 'GET', url: `${QNA}/${id}`, headers: alice });
      expect(qnaEntrySchema.parse(own.json()).id).toBe(id);
      const other = await app.inject({ method: 'GET', url: `${QNA}/${id}`, headers: bob });
      expect(other.statusCode).toBe(404);
      expect(errorBodySchema.parse(other.json())).toEqual(NOT_FOUND);
      expect((await app.inject({ method: 'GET', url: QNA })).statusCode).toBe(401);
    });
  });
});
