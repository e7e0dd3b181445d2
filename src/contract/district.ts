import * as z from 'zod/mini';
import { BRANCH_SEARCH_PAGE_SIZE } from '../domain/shared/constants';
import {
  CONTROL_CHARACTERS_MESSAGE,
  coordinatesBodySchema,
  countSchema,
  DELIVERY_PREFIX,
  defineEndpoints,
  latitudeSchema,
  longitudeSchema,
  PRINTABLE_TEXT,
} from './common';
import { errorBodySchema } from './errors';
import { storeSchema, storeWithDistanceSchema } from './family';

/** Spec §7 Delivery › district: where branches are and which serve a position. */

/** Longest search-family text (ours). */
export const DISTRICT_QUERY_MAX_LENGTH = 50;

/** Spec §9: a district search answers at most 30 branches (the branch search page size). */
export const DISTRICT_RESULT_LIMIT = BRANCH_SEARCH_PAGE_SIZE;

export const DISTRICT_MESSAGES = {
  queryTooLong: `검색어는 ${DISTRICT_QUERY_MAX_LENGTH}자 이내로 입력해주세요.`,
  queryOrPosition: '검색어 또는 위치를 입력해주세요.',
  positionIncomplete: '위도와 경도를 함께 입력해주세요.',
} as const;

/**
 * POST /district/search-family (the spec shows no body; ours): a text `query` (matched as "branch name or
 * address contains", blank counts as absent), a position (`latitude` and `longitude`, both or neither), or both.
 * With a position the answer is nearest first with `distanceMetres`; with text only it is by branch name with
 * `distanceMetres` null. At most 30 branches.
 */
export const searchFamilyBodySchema = z
  .object({
    query: z.pipe(
      z.optional(
        z
          .string()
          .check(
            z.trim(),
            z.maxLength(DISTRICT_QUERY_MAX_LENGTH, DISTRICT_MESSAGES.queryTooLong),
            z.regex(PRINTABLE_TEXT, CONTROL_CHARACTERS_MESSAGE),
          ),
      ),
      z.transform((text: string | undefined) => (text === '' ? undefined : text)),
    ),
    latitude: z.optional(latitudeSchema),
    longitude: z.optional(longitudeSchema),
  })
  .check(
    z.superRefine((body, ctx) => {
      if ((body.latitude === undefined) !== (body.longitude === undefined)) {
        const missing = body.latitude === undefined ? 'latitude' : 'longitude';
        ctx.addIssue({ code: 'custom', path: [missing], message: DISTRICT_MESSAGES.positionIncomplete });
      } else if (body.query === undefined && body.latitude === undefined) {
        ctx.addIssue({ code: 'custom', path: ['query'], message: DISTRICT_MESSAGES.queryOrPosition });
      }
    }),
  );

/** A search-family hit: distanceMetres is null when the search had no position. */
export const searchFamilyResultSchema = z.extend(storeSchema, { distanceMetres: z.nullable(countSchema) });

/** POST /district/delivery and /district/takeout: the customer's position. */
export const districtPositionBodySchema = coordinatesBodySchema;

export const searchFamilyResponseSchema = z.array(searchFamilyResultSchema);

/** Nearest first; each branch with its distance in whole metres. */
export const districtStoreListResponseSchema = z.array(storeWithDistanceSchema);

const tags = ['district'] as const;

export const districtEndpoints = defineEndpoints({
  searchFamily: {
    method: 'POST',
    path: `${DELIVERY_PREFIX}/district/search-family`,
    operationId: 'searchFamilies',
    summary: '매장 찾기: 검색어(매장명·주소 포함) 또는 위치(가까운 순), 최대 30곳',
    tags,
    auth: 'public',
    body: searchFamilyBodySchema,
    response: { 200: searchFamilyResponseSchema, 400: errorBodySchema },
  },
  delivery: {
    method: 'POST',
    path: `${DELIVERY_PREFIX}/district/delivery`,
    operationId: 'searchDeliveryFamilies',
    summary: '그 위치로 배달하는 매장 (배달 반경 안, 가까운 순)',
    tags,
    auth: 'public',
    body: districtPositionBodySchema,
    response: { 200: districtStoreListResponseSchema, 400: errorBodySchema },
  },
  takeout: {
    method: 'POST',
    path: `${DELIVERY_PREFIX}/district/takeout`,
    operationId: 'searchTakeoutFamilies',
    summary: '그 위치 근처의 포장 가능 매장 (영업 상태 포함, 가까운 순, 최대 30곳)',
    tags,
    auth: 'public',
    body: districtPositionBodySchema,
    response: { 200: districtStoreListResponseSchema, 400: errorBodySchema },
  },
});

export type SearchFamilyBody = z.infer<typeof searchFamilyBodySchema>;
export type DistrictPositionBody = z.infer<typeof districtPositionBodySchema>;
