import * as z from 'zod/mini';
import { BRANCH_SEARCH_PAGE_SIZE } from '../domain/shared/constants';
import {
  CONTROL_CHARACTERS_MESSAGE,
  countSchema,
  DELIVERY_PREFIX,
  defineEndpoints,
  idParamSchema,
  idSchema,
  latitudeSchema,
  longitudeSchema,
  PRINTABLE_TEXT,
  pageOf,
  pageQuerySchema,
  wonSchema,
} from './common';
import { publicReadErrors } from './errors';

/** Spec §7 Delivery › Family: one branch, search by name, delivery terms. */

/** Longest branch-name search text (ours: branch names are short; longer text cannot match). */
export const FAMILY_NAME_QUERY_MAX_LENGTH = 30;

export const FAMILY_MESSAGES = {
  nameRequired: '매장명을 입력해주세요.',
  nameTooLong: `매장명은 ${FAMILY_NAME_QUERY_MAX_LENGTH}자 이내로 입력해주세요.`,
} as const;

/** Spec §4 availability of a branch. */
export const availableTypeSchema = z.enum(['AVAILABLE', 'FAMILY_CLOSED', 'NOT_AVAILABLE', 'HIDDEN', 'SOLD_OUT']);

/**
 * Spec §3 Store / district card, plus the branch id and its position (WGS-84 degrees). unavailableProductName
 * names the sold-out or hidden menu for SOLD_OUT / HIDDEN branches, else null.
 */
export const storeSchema = z.object({
  branchId: idSchema,
  familyImageUrl: z.string(),
  familyName: z.string(),
  address: z.string(),
  tel: z.string(),
  availableType: availableTypeSchema,
  certifiedList: z.array(z.string()),
  unavailableProductName: z.nullable(z.string()),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
});

/** A branch card found from a position: `distanceMetres` is the straight-line distance, whole metres. */
export const storeWithDistanceSchema = z.extend(storeSchema, { distanceMetres: countSchema });

/** 'HH:mm', Asia/Seoul wall clock; closesAt earlier than opensAt means open past midnight. */
export const wallClockSchema = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/));

/** A branch's delivery terms: fee and minimum order integer won; isOpen at the moment of the answer. */
export const deliveryInfoSchema = z.object({
  branchId: idSchema,
  deliveryFee: wonSchema,
  minimumOrderAmount: wonSchema,
  opensAt: wallClockSchema,
  closesAt: wallClockSchema,
  isOpen: z.boolean(),
});

export const branchParamsSchema = z.object({ branchId: idParamSchema });

/** The search text (path segment, URL-decoded): trimmed, 1..30 characters; matched as "name contains". */
export const familyNameParamsSchema = z.object({
  name: z
    .string({ error: FAMILY_MESSAGES.nameRequired })
    .check(
      z.trim(),
      z.minLength(1, FAMILY_MESSAGES.nameRequired),
      z.maxLength(FAMILY_NAME_QUERY_MAX_LENGTH, FAMILY_MESSAGES.nameTooLong),
      z.regex(PRINTABLE_TEXT, CONTROL_CHARACTERS_MESSAGE),
    ),
});

/** Spec §7/§9: page 1-based, size 1..30, defaults 1 and 30. */
export const familySearchQuerySchema = pageQuerySchema(BRANCH_SEARCH_PAGE_SIZE, BRANCH_SEARCH_PAGE_SIZE);

export const familySearchResponseSchema = pageOf(storeSchema);

const tags = ['family'] as const;

export const familyEndpoints = defineEndpoints({
  family: {
    method: 'GET',
    path: `${DELIVERY_PREFIX}/family/:branchId`,
    operationId: 'getFamily',
    summary: '매장 정보',
    tags,
    auth: 'public',
    params: branchParamsSchema,
    response: { 200: storeSchema, ...publicReadErrors },
  },
  searchByName: {
    method: 'GET',
    path: `${DELIVERY_PREFIX}/family/search/by-name/:name`,
    operationId: 'searchFamiliesByName',
    summary: '매장명 검색 (이름 포함, 매장명 순; page 1부터, size 최대 30)',
    tags,
    auth: 'public',
    params: familyNameParamsSchema,
    querystring: familySearchQuerySchema,
    response: { 200: familySearchResponseSchema, 400: publicReadErrors[400] },
  },
  deliveryInfo: {
    method: 'GET',
    path: `${DELIVERY_PREFIX}/family/:branchId/delivery-info`,
    operationId: 'getFamilyDeliveryInfo',
    summary: '매장 배달 정보: 배달비, 최소 주문 금액, 영업 시간, 현재 영업 여부',
    tags,
    auth: 'public',
    params: branchParamsSchema,
    response: { 200: deliveryInfoSchema, ...publicReadErrors },
  },
});

export type StoreWire = z.infer<typeof storeSchema>;
export type StoreWithDistanceWire = z.infer<typeof storeWithDistanceSchema>;
export type DeliveryInfoWire = z.infer<typeof deliveryInfoSchema>;
