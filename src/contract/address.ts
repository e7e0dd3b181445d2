import * as z from 'zod/mini';
import { ADDRESS_LABEL_MAX_LENGTH } from '../domain/shared/constants';
import { ADDRESS_MESSAGES } from '../domain/validation/address';
import {
  ACCOUNT_PREFIX,
  COMMON_MESSAGES,
  CONTROL_CHARACTERS_MESSAGE,
  defineEndpoints,
  idParamsSchema,
  idSchema,
  latitudeSchema,
  longitudeSchema,
  noContentSchema,
  PRINTABLE_TEXT,
} from './common';
import { errorBodySchema, sessionErrors } from './errors';

/** Spec §7 Account › address: the session owner's delivery addresses and the geocoder behind the picker. */

/** Longest full and detail address texts (ours: Korean road addresses are well under these). */
export const FULL_ADDRESS_MAX_LENGTH = 200;
export const DETAIL_ADDRESS_MAX_LENGTH = 100;

export const ADDRESS_WIRE_MESSAGES = {
  ...ADDRESS_MESSAGES,
  fullAddressTooLong: `주소는 ${FULL_ADDRESS_MAX_LENGTH}자 이내로 입력해주세요.`,
  detailTooLong: `상세 주소는 ${DETAIL_ADDRESS_MAX_LENGTH}자 이내로 입력해주세요.`,
  isDefaultInvalid: '기본 배송지 여부가 올바르지 않습니다.',
  queryAddressRequired: '주소를 입력해주세요.',
  controlCharacters: CONTROL_CHARACTERS_MESSAGE,
} as const;

/**
 * Address texts are printable: control characters (NUL above all, which PostgreSQL text cannot hold) are refused
 * as bad input instead of failing the insert.
 */

/** Spec §3 Address. */
export const addressSchema = z.object({
  id: idSchema,
  deliveryName: z.string(),
  fullAddress: z.string(),
  detailAddress: z.string(),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  isDefault: z.boolean(),
});

/** Spec §5: the label (배송지명) is non-blank and at most 10 characters, counted after trimming. */
export const deliveryNameSchema = z
  .string({ error: ADDRESS_WIRE_MESSAGES.labelRequired })
  .check(
    z.trim(),
    z.minLength(1, ADDRESS_WIRE_MESSAGES.labelRequired),
    z.maxLength(ADDRESS_LABEL_MAX_LENGTH, ADDRESS_WIRE_MESSAGES.labelTooLong),
    z.regex(PRINTABLE_TEXT, ADDRESS_WIRE_MESSAGES.controlCharacters),
  );

const fullAddressSchema = z
  .string({ error: ADDRESS_WIRE_MESSAGES.addressRequired })
  .check(
    z.trim(),
    z.minLength(1, ADDRESS_WIRE_MESSAGES.addressRequired),
    z.maxLength(FULL_ADDRESS_MAX_LENGTH, ADDRESS_WIRE_MESSAGES.fullAddressTooLong),
    z.regex(PRINTABLE_TEXT, ADDRESS_WIRE_MESSAGES.controlCharacters),
  );

const detailAddressSchema = z
  .string({ error: ADDRESS_WIRE_MESSAGES.detailRequired })
  .check(
    z.trim(),
    z.minLength(1, ADDRESS_WIRE_MESSAGES.detailRequired),
    z.maxLength(DETAIL_ADDRESS_MAX_LENGTH, ADDRESS_WIRE_MESSAGES.detailTooLong),
    z.regex(PRINTABLE_TEXT, ADDRESS_WIRE_MESSAGES.controlCharacters),
  );

const isDefaultSchema = z.boolean({ error: ADDRESS_WIRE_MESSAGES.isDefaultInvalid });

/**
 * Spec §7 address add body. isDefault defaults to false (the storefront sends false; the owner's first address
 * becomes the default); true makes it the default and clears the previous one.
 */
export const createAddressBodySchema = z.object({
  deliveryName: deliveryNameSchema,
  fullAddress: fullAddressSchema,
  detailAddress: detailAddressSchema,
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  isDefault: z._default(isDefaultSchema, false),
});

/**
 * Spec §7 address modify body, without id (the path names it; an `id` sent anyway is ignored). The full address
 * cannot change (spec §5: search is disabled when editing). isDefault true moves the default here; false on the
 * current default leaves the owner without one.
 */
export const updateAddressBodySchema = z.object({
  deliveryName: deliveryNameSchema,
  detailAddress: detailAddressSchema,
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  isDefault: isDefaultSchema,
});

/** GET /address/local-api/address-to-coord?address=: a road or jibun address of the dataset. */
export const addressToCoordQuerySchema = z.object({
  address: z
    .string({ error: ADDRESS_WIRE_MESSAGES.queryAddressRequired })
    .check(
      z.trim(),
      z.minLength(1, ADDRESS_WIRE_MESSAGES.queryAddressRequired),
      z.maxLength(FULL_ADDRESS_MAX_LENGTH, ADDRESS_WIRE_MESSAGES.fullAddressTooLong),
      z.regex(PRINTABLE_TEXT, ADDRESS_WIRE_MESSAGES.controlCharacters),
    ),
});

/** Spec §3: the account calls name coordinates lng and lat; the matched address forms come along. */
export const addressToCoordResponseSchema = z.object({
  lng: longitudeSchema,
  lat: latitudeSchema,
  roadAddress: z.string(),
  jibunAddress: z.string(),
});

/** GET /address/local-api/coord-to-address?lng&lat (WGS-84 degrees, text on the wire). */
export const coordToAddressQuerySchema = z.object({
  lng: z.coerce
    .number({ error: COMMON_MESSAGES.invalidLongitude })
    .check(z.minimum(-180, COMMON_MESSAGES.invalidLongitude), z.maximum(180, COMMON_MESSAGES.invalidLongitude)),
  lat: z.coerce
    .number({ error: COMMON_MESSAGES.invalidLatitude })
    .check(z.minimum(-90, COMMON_MESSAGES.invalidLatitude), z.maximum(90, COMMON_MESSAGES.invalidLatitude)),
});

/** The dataset address nearest to the point, in its road and jibun forms (spec §3 picker fields). */
export const coordToAddressResponseSchema = z.object({
  roadAddress: z.string(),
  jibunAddress: z.string(),
});

export const addressListResponseSchema = z.array(addressSchema);

const tags = ['address'] as const;

export const addressEndpoints = defineEndpoints({
  create: {
    method: 'POST',
    path: `${ACCOUNT_PREFIX}/address`,
    operationId: 'createAddress',
    summary: '배송지 등록',
    tags,
    auth: 'session',
    body: createAddressBodySchema,
    response: { 201: addressSchema, 400: sessionErrors[400], 401: sessionErrors[401] },
  },
  list: {
    method: 'GET',
    path: `${ACCOUNT_PREFIX}/address`,
    operationId: 'listAddresses',
    summary: '배송지 목록 (기본 배송지 먼저, 그다음 등록 순)',
    tags,
    auth: 'session',
    response: { 200: addressListResponseSchema, 401: sessionErrors[401] },
  },
  defaultAddress: {
    method: 'GET',
    path: `${ACCOUNT_PREFIX}/address/default`,
    operationId: 'getDefaultAddress',
    summary: '기본 배송지 (없으면 404 ELEMENT_NOT_FOUND)',
    tags,
    auth: 'session',
    response: { 200: addressSchema, 401: sessionErrors[401], 404: sessionErrors[404] },
  },
  update: {
    method: 'PATCH',
    path: `${ACCOUNT_PREFIX}/address/:id`,
    operationId: 'updateAddress',
    summary: '배송지 수정 (본문에 id 없음, 주소 자체는 바꿀 수 없음)',
    tags,
    auth: 'session',
    params: idParamsSchema,
    body: updateAddressBodySchema,
    response: { 200: addressSchema, ...sessionErrors },
  },
  remove: {
    method: 'DELETE',
    path: `${ACCOUNT_PREFIX}/address/:id`,
    operationId: 'removeAddress',
    summary: '배송지 삭제',
    tags,
    auth: 'session',
    params: idParamsSchema,
    response: { 204: noContentSchema, ...sessionErrors },
  },
  addressToCoord: {
    method: 'GET',
    path: `${ACCOUNT_PREFIX}/address/local-api/address-to-coord`,
    operationId: 'getCoordinatesOfAddress',
    summary: '주소 → 좌표 (없는 주소는 404)',
    tags,
    auth: 'public',
    querystring: addressToCoordQuerySchema,
    response: { 200: addressToCoordResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
  },
  coordToAddress: {
    method: 'GET',
    path: `${ACCOUNT_PREFIX}/address/local-api/coord-to-address`,
    operationId: 'getAddressOfCoordinates',
    summary: '좌표 → 가장 가까운 주소 (근처에 주소가 없으면 404)',
    tags,
    auth: 'public',
    querystring: coordToAddressQuerySchema,
    response: { 200: coordToAddressResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
  },
});

export type AddressWire = z.infer<typeof addressSchema>;
export type CreateAddressBody = z.infer<typeof createAddressBodySchema>;
export type UpdateAddressBody = z.infer<typeof updateAddressBodySchema>;
