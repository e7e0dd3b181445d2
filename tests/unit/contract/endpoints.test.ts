import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { Endpoint } from '../../../src/contract/common';
import { listEndpoints } from '../../contract/support/api-endpoints';

const endpoints = listEndpoints();

/** The `:name` segments of a Fastify path. */
function pathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z]\w*)/g)].map((match) => match[1]!);
}

function shapeKeys(schema: z.ZodMiniType | undefined): string[] {
  return schema instanceof z.ZodMiniObject ? Object.keys(schema.shape) : [];
}

describe('the endpoints tables', () => {
  it('list every call of spec §7 built so far once (40 of issue 3, 28 account and member calls of issue 4, 29 order, coupon and quick-order calls of issue 6, the order status events and the tracking link of issue 14)', () => {
    expect(endpoints).toHaveLength(107);
    const routes = endpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it.each(endpoints.map((e) => [e.key, e]))('%s: its params schema names exactly the path parameters', (_key, e) => {
    const endpoint = e as Endpoint;
    expect(shapeKeys(endpoint.params).sort()).toEqual(pathParams(endpoint.path).sort());
  });

  it('every path is under /api and every row documents a 2xx answer (the OAuth connects answer 501 by design)', () => {
    const notSupported = ['account.connectOauth', 'account.connectOauthCi'];
    for (const endpoint of endpoints) {
      expect(endpoint.path.startsWith('/api/')).toBe(true);
      const answers = Object.keys(endpoint.response);
      expect(answers.some((status) => status.startsWith('2'))).toBe(!notSupported.includes(endpoint.key));
    }
  });

  it('every session and phone-order line endpoint documents 401 and none of the public reads do', () => {
    for (const endpoint of endpoints) {
      expect(401 in endpoint.response).toBe(endpoint.auth !== 'public');
    }
  });

  it('cart, addresses, Q&A, relay and the inquiry need a session; menu, family, district and posts do not', () => {
    const sessionKeys = endpoints.filter((e) => e.auth === 'session').map((e) => e.key.split('.')[0]);
    expect([...new Set(sessionKeys)].sort()).toEqual([
      'account',
      'address',
      'bulkPurchase',
      'cart',
      'content',
      'coupon',
      'inquiry',
      'member',
      'order',
      'orderEvents',
      'quickOrder',
    ]);
    const publicContent = endpoints.filter((e) => e.key.startsWith('content.') && e.auth === 'public');
    expect(publicContent.map((e) => e.key.split('.')[1]).sort()).toEqual(
      [
        'event',
        'eventBanners',
        'events',
        'faq',
        'notice',
        'noticeNeighbours',
        'notices',
        'popupBanners',
        'storyVideos',
      ].sort(),
    );
  });
});

describe('the tables drive a Fastify server with the zod type provider', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    // What the server's error handler should say for a schema refusal: the contract's Korean message and field.
    app.setErrorHandler((error: { validation?: { message?: string; instancePath?: string }[] }, _request, reply) => {
      const issue = error.validation?.[0];
      return reply.code(400).send({ code: 'BAD_REQUEST', message: issue?.message, field: issue?.instancePath });
    });
    await app.register(swagger, {
      openapi: { openapi: '3.0.3', info: { title: 'chicken', version: '1' } },
      transform: jsonSchemaTransform,
    });
    for (const endpoint of endpoints) {
      const { params, querystring, body, response, summary, tags, consumes } = endpoint;
      app.withTypeProvider<ZodTypeProvider>().route({
        method: endpoint.method,
        url: endpoint.path,
        schema: { params, querystring, body, response, summary, tags: [...tags], consumes: consumes && [...consumes] },
        // 418 has no response schema: the echo is sent as is, naming the row that answered.
        handler: async (request, reply) => reply.code(418).send({ key: endpoint.key, input: request.body ?? null }),
      });
    }
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
  });

  it('the OpenAPI document has every path and method', () => {
    const document = app.swagger() as { paths: Record<string, Record<string, unknown>> };
    for (const endpoint of endpoints) {
      const openApiPath = endpoint.path.replace(/:([A-Za-z]\w*)/g, '{$1}');
      expect(document.paths[openApiPath]?.[endpoint.method.toLowerCase()], endpoint.key).toBeDefined();
    }
  });

  it('the inquiry is documented as multipart with its file fields', () => {
    const document = app.swagger() as {
      paths: Record<
        string,
        { post?: { requestBody?: { content: Record<string, { schema: { properties: object } }> } } }
      >;
    };
    const content = document.paths['/api/post-delivery-content-qna']?.post?.requestBody?.content;
    expect(Object.keys(content ?? {})).toEqual(['multipart/form-data']);
    expect(Object.keys(content?.['multipart/form-data']?.schema.properties ?? {})).toEqual(
      expect.arrayContaining(['name', 'phoneNumber', 'title', 'content', 'contentImage1', 'contentImage3']),
    );
  });

  it('static menu paths win over /menu/:categoryId', async () => {
    const category = await app.inject({ method: 'GET', url: '/api/delivery/menu/category' });
    const recommend = await app.inject({ method: 'GET', url: '/api/delivery/menu/recommend?type=new' });
    const menus = await app.inject({ method: 'GET', url: '/api/delivery/menu/3?branchId=2' });
    expect([category.json().key, recommend.json().key, menus.json().key]).toEqual([
      'catalog.categories',
      'catalog.recommend',
      'catalog.menusOfCategory',
    ]);
  });

  it('a refused body answers the contract’s Korean message naming the field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/delivery/cart',
      payload: { mainMenuId: 1, quantity: 0, subOptionItemIdSet: [] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'BAD_REQUEST',
      message: '수량은 1~99 사이로 입력해주세요.',
      field: '/quantity',
    });
  });

  it('a valid body reaches the handler parsed (defaults applied, text trimmed)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/account/address',
      payload: {
        deliveryName: ' 집 ',
        fullAddress: '서울 송파구 중대로 64',
        detailAddress: '101호',
        latitude: 37.5,
        longitude: 127.1,
      },
    });
    expect(response.json()).toMatchObject({ key: 'address.create', input: { deliveryName: '집', isDefault: false } });
  });
});
