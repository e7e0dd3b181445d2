import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const port = Number(process.env.PORT ?? 3000);
const webRoot = join(import.meta.dirname, '..', 'dist', 'web');

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });

app.get('/api/health', async () => ({ status: 'ok' }));

if (existsSync(webRoot)) {
  await app.register(fastifyStatic, { root: webRoot, wildcard: false });
  // History fallback: every non-API GET that is not a file gets the SPA.
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && !request.url.startsWith('/api/')) return reply.sendFile('index.html');
    return reply.code(404).send({ code: 'ELEMENT_NOT_FOUND', message: '요청하신 정보를 찾을 수 없습니다.' });
  });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
