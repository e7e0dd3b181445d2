import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildServer } from '../../../server/app';
import { seedData } from '../../../server/db/seed/data/index';
import { seedDatabase } from '../../../server/db/seed/seed';
import { contentRoutes } from '../../../server/routes/content';
import { noticeNeighboursSchema, postPageResponseSchema } from '../../../src/contract/content';
import { errorBodySchema } from '../../../src/contract/errors';
import { describeOnDatabases } from '../support/databases';
import { TEST_AUTH_KEY } from '../support/test-server';

const CONTENT = '/api/delivery/content';
const NOT_FOUND = {
  code: 'ELEMENT_NOT_FOUND',
  message: '요청하신 정보를 찾을 수 없습니다.',
  requestId: expect.any(String),
};
const AFTER_EVERYTHING = new Date(Math.max(...seedData.notices.map((n) => Date.parse(n.publishedAt))) + 86_400_000);

/** The seed's newest unpinned notice: unpublished before its instant. */
const newestUnpinned = [...seedData.notices]
  .filter((n) => !n.fixed)
  .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt))[0]!;

describeOnDatabases('GET /content/notice/{id}/neighbours', (database) => {
  let app: FastifyInstance;
  let now = AFTER_EVERYTHING;
  beforeAll(async () => {
    await seedDatabase(database.current.db, seedData);
    app = await buildServer({
      database: database.current,
      authKey: TEST_AUTH_KEY,
      routes: [contentRoutes],
      now: () => now,
    });
  });
  afterAll(async () => {
    await app.close();
  });

  async function board() {
    const response = await app.inject({ method: 'GET', url: `${CONTENT}/notice?size=100` });
    return postPageResponseSchema.parse(response.json()).list;
  }

  async function neighbours(id: number | string) {
    return app.inject({ method: 'GET', url: `${CONTENT}/notice/${id}/neighbours` });
  }

  it('every notice gets the rows just above and below it on the board (pinned first, then newest)', async () => {
    now = AFTER_EVERYTHING;
    const list = await board();
    expect(list.length).toBe(seedData.notices.length);
    for (const [index, notice] of list.entries()) {
      const response = await neighbours(notice.id);
      expect(response.statusCode).toBe(200);
      expect(noticeNeighboursSchema.parse(response.json())).toEqual({
        previous: list[index - 1] ?? null,
        next: list[index + 1] ?? null,
      });
    }
  });

  it('a notice not yet published is neither a neighbour nor has neighbours', async () => {
    now = new Date(Date.parse(newestUnpinned.publishedAt) - 1);
    const list = await board();
    expect(list.map((n) => n.id)).not.toContain(newestUnpinned.id);
    for (const [index, notice] of list.entries()) {
      const body = noticeNeighboursSchema.parse((await neighbours(notice.id)).json());
      expect([body.previous?.id ?? null, body.next?.id ?? null]).toEqual([
        list[index - 1]?.id ?? null,
        list[index + 1]?.id ?? null,
      ]);
    }
    const hidden = await neighbours(newestUnpinned.id);
    expect(hidden.statusCode).toBe(404);
    expect(errorBodySchema.parse(hidden.json())).toEqual(NOT_FOUND);
    now = AFTER_EVERYTHING;
  });

  it('an unknown notice is 404; a malformed id is 400 naming it', async () => {
    const unknown = await neighbours(9999);
    expect(unknown.statusCode).toBe(404);
    expect(errorBodySchema.parse(unknown.json())).toEqual(NOT_FOUND);
    const bad = await neighbours('abc');
    expect(bad.statusCode).toBe(400);
    expect(errorBodySchema.parse(bad.json())).toMatchObject({ code: 'BAD_REQUEST', field: 'params.id' });
  });
});
