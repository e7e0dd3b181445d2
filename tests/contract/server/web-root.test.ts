import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeServer, unusedDatabase } from '../support/test-server';

const INDEX = '<!doctype html><title>storefront</title><div id="root"></div>';
const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const PRE_COMPRESSED_SHELL = `<!doctype html><title>shell</title><div id="root"></div>${'<p>메뉴</p>'.repeat(200)}`;
const PRE_COMPRESSED_SCRIPT = `console.log(${JSON.stringify('후라이드 '.repeat(300))});`;
const PRE_COMPRESSED: ReadonlyArray<readonly [string, string]> = [
  ['shell.html', PRE_COMPRESSED_SHELL],
  ['assets/entry-9c1d2e.js', PRE_COMPRESSED_SCRIPT],
  ['sw.js', PRE_COMPRESSED_SCRIPT],
];
const SOURCE_MAP = '{"version":3,"sources":["../../src/secret-source.ts"],"mappings":"AAAA"}';

describe('the storefront build and API docs', () => {
  let webRoot: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    webRoot = await mkdtemp(join(tmpdir(), 'web-root-'));
    await mkdir(join(webRoot, 'assets'));
    await mkdir(join(webRoot, 'images'));
    await writeFile(join(webRoot, 'index.html'), INDEX);
    await writeFile(join(webRoot, 'assets', 'index-3f2a1b.js'), 'console.log(1);');
    await writeFile(join(webRoot, 'assets', 'index-3f2a1b.js.map'), SOURCE_MAP);
    await writeFile(join(webRoot, 'sourcemap-at-root.map'), SOURCE_MAP);
    await writeFile(join(webRoot, 'images', 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    // What the build writes beside each text file (vite.config.ts compression): here with a marker, so a test can
    // tell the file sent from one compressed per request.
    for (const [file, content] of PRE_COMPRESSED) {
      await writeFile(join(webRoot, file), content);
      await writeFile(join(webRoot, `${file}.br`), brotliCompressSync(`${content}<!--br-->`));
      await writeFile(join(webRoot, `${file}.gz`), gzipSync(`${content}<!--gz-->`));
    }
    app = await probeServer(unusedDatabase(), { webRoot });
  });
  afterAll(async () => {
    await app.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('hashed assets are cached for a year as immutable', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-3f2a1b.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1);');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('the entry document is revalidated on every load', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: { accept: HTML } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('a client-side route loaded in the browser gets the SPA (history fallback), uncached', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/products/12?mealType=delivery',
      headers: { accept: HTML },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toBe(INDEX);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it("the build's .br and .gz copies are sent as they are to a client that accepts them, cached like the file itself", async () => {
    const cases = [
      { url: '/assets/entry-9c1d2e.js', content: PRE_COMPRESSED_SCRIPT, cache: 'public, max-age=31536000, immutable' },
      { url: '/shell.html', content: PRE_COMPRESSED_SHELL, cache: 'no-cache' },
      { url: '/sw.js', content: PRE_COMPRESSED_SCRIPT, cache: 'no-cache' },
    ];
    for (const { url, content, cache } of cases) {
      const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(`${content}<!--br-->`);
      expect(br.headers['vary']).toContain('accept-encoding');
      expect(br.headers['cache-control'], url).toBe(cache);
      const gzip = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(`${content}<!--gz-->`);
      expect(gzip.headers['cache-control'], url).toBe(cache);
      const plain = await app.inject({ method: 'GET', url });
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.body).toBe(content);
      expect(plain.headers['cache-control'], url).toBe(cache);
    }
  });

  it('public images are served under /images', async () => {
    const response = await app.inject({ method: 'GET', url: '/images/logo.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
  });

  it('a source map left in the web root is never served: 404, not the file and not the SPA (issue 15 finding 9)', async () => {
    for (const url of ['/assets/index-3f2a1b.js.map', '/sourcemap-at-root.map', '/assets/index-3f2a1b.js.MAP']) {
      for (const accept of ['*/*', HTML]) {
        const response = await app.inject({ method: 'GET', url, headers: { accept } });
        expect(response.statusCode, `${url} ${accept}`).toBe(404);
        expect(response.body).not.toContain('secret-source');
        expect(response.json()).toMatchObject({ code: 'ELEMENT_NOT_FOUND' });
      }
    }
    const encoded = await app.inject({ method: 'GET', url: '/assets/index-3f2a1b.js.%6dap' });
    expect(encoded.statusCode).toBe(404);
    expect(encoded.body).not.toContain('secret-source');
  });

  it('a missing asset is a 404, not the SPA', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/gone-000000.js', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'ELEMENT_NOT_FOUND' });
  });

  it('an unknown API path is a JSON 404 even when the client accepts HTML', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing', headers: { accept: HTML } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'ELEMENT_NOT_FOUND',
      message: '요청하신 정보를 찾을 수 없습니다.',
      requestId: response.headers['x-request-id'],
    });
  });

  it('a non-GET to a client-side route is a 404', async () => {
    const response = await app.inject({ method: 'POST', url: '/products/12', headers: { accept: HTML } });
    expect(response.statusCode).toBe(404);
  });

  it('the OpenAPI document describes the routes from their zod schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/test/lines']));
    const body = document.paths['/api/test/lines'].post.requestBody.content['application/json'].schema;
    expect(body.properties.quantity).toMatchObject({ minimum: 1, maximum: 99 });
  });

  it('the Swagger UI is served at /api/docs', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
