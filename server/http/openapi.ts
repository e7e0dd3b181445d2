import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { authJsEndpoints } from '../../src/contract/auth';
import { FRANCHISE_PROFILE } from '../../src/franchise/profile';
import { finishDocument } from './openapi-document';

export const DOCS_PREFIX = '/api/docs';

/** The tags of the document, each with what a client finds under it (Swagger UI groups operations by tag). */
const TAGS = [
  { name: 'auth', description: 'Sign-in helper (Auth.js): session, CSRF token, sign-in, refresh and sign-out.' },
  { name: 'account', description: 'Phone verification, registration, account recovery.' },
  { name: 'member', description: "The signed-in member's information, grade and points." },
  { name: 'menu', description: 'Menu categories, menus, options and recommendations.' },
  { name: 'family', description: 'Branches (가맹점): details, delivery information, search by name.' },
  { name: 'district', description: 'Branches near a position: delivery and takeout.' },
  { name: 'cart', description: "The caller's cart." },
  { name: 'address', description: 'Delivery addresses and address ↔ coordinate look-ups.' },
  { name: 'content', description: 'Banners, events, FAQ, notices, and the caller’s inquiries and relay posts.' },
  { name: 'inquiry', description: '1:1 inquiries and relay posts (writes).' },
  { name: 'coupon', description: 'Membership coupons, e-coupons, price coupons and vouchers.' },
  { name: 'order', description: 'Checkout, payment, order history and adult verification.' },
  { name: 'quick-order', description: 'Saved orders to reorder in one step.' },
  { name: 'bulk-purchase', description: "Bulk (group) order requests: file one, read the caller's own." },
  { name: 'health', description: 'Liveness and readiness for load balancers (README "Operations").' },
  { name: 'ars', description: 'The phone-order line (IVR): visible-ARS links, signed per caller line.' },
];

/**
 * Collects every route registered afterwards into an OpenAPI 3.1 document built from its zod schemas; the Swagger
 * UI is at /api/docs and the JSON at /api/docs/json. Register before the routes. 3.1 because its schemas are JSON
 * Schema 2020-12, what zod emits as is (3.0's `nullable` cannot express zod's nullable unions faithfully).
 * Every operation states its security: `bearerAuth` (or the `accessToken` header) for session calls, none for
 * public ones (server/routes/endpoint-route.ts); Redocly's recommended rules pass (tests/contract/openapi).
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${FRANCHISE_PROFILE.brand.name} storefront API`,
        version: '1.0.0',
        description:
          'The delivery storefront API (spec §7). Session calls take the access token of GET /api/auth/session as ' +
          '`Authorization: Bearer`. Errors answer `{ code, message, field? }` with a Korean message to show as is.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      // Relative: the document is served by the API it describes, behind whatever host and scheme the client used.
      servers: [{ url: '/', description: 'This server' }],
      tags: TAGS,
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          accessTokenHeader: { type: 'apiKey', in: 'header', name: 'accessToken' },
          // The phone-order line's service-to-service authentication (README "Phone-order line"): all three at once.
          arsKeyId: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Ars-Key-Id',
            description: 'The caller line key id (ARS_LINES).',
          },
          arsTimestamp: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Ars-Timestamp',
            description: "Unix seconds; refused more than 5 minutes from the server's clock.",
          },
          arsSignature: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Ars-Signature',
            description:
              'Hex HMAC-SHA256 with the line secret over timestamp + "\\n" + the exact request body; a signature is accepted once.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (input) => finishDocument(jsonSchemaTransformObject(input), Object.values(authJsEndpoints)),
  });
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX });
}
