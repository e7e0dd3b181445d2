import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../server/app';
import { signAccessToken } from '../../../server/auth/access-token';
import { relays } from '../../../server/db/schema';
import { relayRoutes } from '../../../server/routes/relay';
import { relayListResponseSchema, relayPostSchema } from '../../../src/contract/content';
import { errorBodySchema } from '../../../src/contract/errors';
import { describeOnDatabases } from '../support/databases';
import { TEST_AUTH_KEY } from '../support/test-server';

const RELAY = '/api/delivery/content/relay';
const RELAY_WRITE = '/api/proxy-content-relay';
const NOW = new Date('2026-05-01T03:00:00.000Z');
const NOT_FOUND = {
  code: 'ELEMENT_NOT_FOUND',
  message: '요청하신 정보를 찾을 수 없습니다.',
  requestId: expect.any(String),
};
const UNAUTHORIZED = { code: 'UNAUTHORIZED', message: '로그인이 필요합니다.', requestId: expect.any(String) };

// Relay posts need no seed data: the owner rows are created by the session check itself.
describeOnDatabases('relay routes', (database) => {
  let app: FastifyInstance;
  let alice: Record<string, string>;
  let bob: Record<string, string>;
  beforeAll(async () => {
    app = await buildServer({
      database: database.current,
      authKey: TEST_AUTH_KEY,
      routes: [relayRoutes],
      now: () => NOW,
    });
    const bearer = async (sub: string) => ({
      authorization: `Bearer ${await signAccessToken({ sub, type: 'member' }, TEST_AUTH_KEY, 3600)}`,
    });
    alice = await bearer('alice');
    bob = await bearer('bob');
  });
  afterAll(async () => {
    await app.close();
  });

  describe('relay posts', () => {
    async function createRelay(headers: Record<string, string>, title = '제목', content = '내용') {
      const response = await app.inject({ method: 'POST', url: RELAY_WRITE, payload: { title, content }, headers });
      expect(response.statusCode).toBe(201);
      return relayPostSchema.parse(response.json());
    }

    it('a post is created, listed, read and edited by its owner', async () => {
      const post = await createRelay(alice, '  첫 글  ', '본문');
      expect(post).toEqual({ id: post.id, title: '첫 글', content: '본문', createdAt: NOW.toISOString() });
      const list = relayListResponseSchema.parse(
        (await app.inject({ method: 'GET', url: RELAY, headers: alice })).json(),
      );
      expect(list.map((item) => item.id)).toContain(post.id);
      const read = await app.inject({ method: 'GET', url: `${RELAY}/${post.id}`, headers: alice });
      expect(relayPostSchema.parse(read.json())).toEqual(post);
      const edited = await app.inject({
        method: 'PATCH',
        url: RELAY_WRITE,
        payload: { id: post.id, title: '고친 글', content: '고친 본문' },
        headers: alice,
      });
      expect(edited.statusCode).toBe(200);
      expect(relayPostSchema.parse(edited.json())).toMatchObject({
        id: post.id,
        title: '고친 글',
        content: '고친 본문',
      });
    });

    it("another session gets 404 on every one of the owner's posts and changes nothing", async () => {
      const post = await createRelay(alice, '앨리스의 글', '비밀');
      const bobList = relayListResponseSchema.parse(
        (await app.inject({ method: 'GET', url: RELAY, headers: bob })).json(),
      );
      expect(bobList.map((item) => item.id)).not.toContain(post.id);
      const attempts = [
        app.inject({ method: 'GET', url: `${RELAY}/${post.id}`, headers: bob }),
        app.inject({ method: 'DELETE', url: `${RELAY}/${post.id}`, headers: bob }),
        app.inject({
          method: 'PATCH',
          url: RELAY_WRITE,
          payload: { id: post.id, title: '가로채기', content: '가로채기' },
          headers: bob,
        }),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.statusCode).toBe(404);
        expect(errorBodySchema.parse(response.json())).toEqual(NOT_FOUND);
      }
      const still = await app.inject({ method: 'GET', url: `${RELAY}/${post.id}`, headers: alice });
      expect(relayPostSchema.parse(still.json())).toEqual(post);
    });

    it('the owner deletes a post; afterwards it is 404', async () => {
      const post = await createRelay(alice);
      const removed = await app.inject({ method: 'DELETE', url: `${RELAY}/${post.id}`, headers: alice });
      expect(removed.statusCode).toBe(204);
      expect(removed.body).toBe('');
      const [row] = await database.current.db.select().from(relays).where(eq(relays.id, post.id));
      expect(row).toBeUndefined();
      expect((await app.inject({ method: 'GET', url: `${RELAY}/${post.id}`, headers: alice })).statusCode).toBe(404);
      expect((await app.inject({ method: 'DELETE', url: `${RELAY}/${post.id}`, headers: alice })).statusCode).toBe(404);
    });

    it('a blank title, content over 1,000 characters or a missing id answer 400 naming the field', async () => {
      const cases: [string, 'POST' | 'PATCH', Record<string, unknown>, string][] = [
        ['blank title', 'POST', { title: '   ', content: '내용' }, 'title'],
        ['long content', 'POST', { title: '제목', content: '가'.repeat(1001) }, 'content'],
        ['missing id', 'PATCH', { title: '제목', content: '내용' }, 'id'],
      ];
      for (const [, method, payload, field] of cases) {
        const response = await app.inject({ method, url: RELAY_WRITE, payload, headers: alice });
        expect(response.statusCode).toBe(400);
        expect(errorBodySchema.parse(response.json())).toMatchObject({ code: 'BAD_REQUEST', field });
      }
    });

    it('without a session every relay call answers 401', async () => {
      const calls = [
        app.inject({ method: 'GET', url: RELAY }),
        app.inject({ method: 'GET', url: `${RELAY}/1` }),
        app.inject({ method: 'DELETE', url: `${RELAY}/1` }),
        app.inject({ method: 'POST', url: RELAY_WRITE, payload: { title: '제목', content: '내용' } }),
        app.inject({ method: 'PATCH', url: RELAY_WRITE, payload: { id: 1, title: '제목', content: '내용' } }),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.statusCode).toBe(401);
        expect(errorBodySchema.parse(response.json())).toEqual(UNAUTHORIZED);
      }
    });
  });
});
