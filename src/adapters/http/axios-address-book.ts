import type { AxiosInstance } from 'axios';
import type {
  AddressBook,
  AddressChanges,
  AddressRejection,
  AddressRemovalResult,
  AddressSaveResult,
  AddressUpdateResult,
  NewAddress,
} from '../../application/ports/address-book';
import {
  addressEndpoints,
  addressListResponseSchema,
  addressSchema,
  addressToCoordResponseSchema,
  coordToAddressResponseSchema,
} from '../../contract/address';
import type { Address, PickedAddress } from '../../domain/address/types';
import type { Coordinates } from '../../domain/shared/geo';
import { type HttpError, isHttpStatus } from './http-error';
import { callEndpoint, nullIfNotFound, sendEndpoint } from './wire';

const TEXT_FIELDS: ReadonlySet<string> = new Set(['deliveryName', 'fullAddress', 'detailAddress']);

/**
 * A 400 names the refused field; the port knows the three text fields. Coordinates and anything else come from
 * the address search, so they are reported against fullAddress.
 */
function rejectionOf(error: HttpError): AddressRejection {
  const field = error.field !== null && TEXT_FIELDS.has(error.field) ? error.field : 'fullAddress';
  return {
    kind: 'rejected',
    code: 'INVALID_ADDRESS',
    field: field as AddressRejection['field'],
    message: error.message,
  };
}

/** The geocoder reads a refused query (400) like an unknown place (404): nothing found. */
async function nullIfUngeocodable<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await nullIfNotFound(read);
  } catch (error) {
    if (isHttpStatus(error, 400)) return null;
    throw error;
  }
}

/**
 * AddressBook over the spec §7 Account address calls. No default address (404 ELEMENT_NOT_FOUND) reads null; a
 * 400 is `rejected` with the server's Korean message; an address that is not the caller's (404) is `not-found`.
 */
export class AxiosAddressBook implements AddressBook {
  constructor(private readonly http: AxiosInstance) {}

  async list(): Promise<readonly Address[]> {
    return callEndpoint(this.http, addressEndpoints.list, addressListResponseSchema);
  }

  async defaultAddress(): Promise<Address | null> {
    return nullIfNotFound(() => callEndpoint(this.http, addressEndpoints.defaultAddress, addressSchema));
  }

  /** Spec §7 add body: isDefault is sent false. */
  async create(address: NewAddress): Promise<AddressSaveResult> {
    try {
      const saved = await callEndpoint(this.http, addressEndpoints.create, addressSchema, {
        body: { ...address, isDefault: false },
      });
      return { kind: 'saved', address: saved };
    } catch (error) {
      if (isHttpStatus(error, 400)) return rejectionOf(error);
      throw error;
    }
  }

  async update(id: number, changes: AddressChanges): Promise<AddressUpdateResult> {
    try {
      const saved = await callEndpoint(this.http, addressEndpoints.update, addressSchema, {
        path: { id },
        body: { ...changes },
      });
      return { kind: 'saved', address: saved };
    } catch (error) {
      if (isHttpStatus(error, 404)) return { kind: 'not-found' };
      if (isHttpStatus(error, 400)) return rejectionOf(error);
      throw error;
    }
  }

  async remove(id: number): Promise<AddressRemovalResult> {
    try {
      await sendEndpoint(this.http, addressEndpoints.remove, { path: { id } });
      return { kind: 'removed' };
    } catch (error) {
      if (isHttpStatus(error, 404)) return { kind: 'not-found' };
      throw error;
    }
  }

  async addressToCoord(address: string): Promise<Coordinates | null> {
    const found = await nullIfUngeocodable(() =>
      callEndpoint(this.http, addressEndpoints.addressToCoord, addressToCoordResponseSchema, { query: { address } }),
    );
    return found === null ? null : { lat: found.lat, lng: found.lng };
  }

  async coordToAddress(position: Coordinates): Promise<PickedAddress | null> {
    const found = await nullIfUngeocodable(() =>
      callEndpoint(this.http, addressEndpoints.coordToAddress, coordToAddressResponseSchema, {
        query: { lng: position.lng, lat: position.lat },
      }),
    );
    return found === null ? null : { jibunAddress: found.jibunAddress, roadAddress: found.roadAddress };
  }
}
