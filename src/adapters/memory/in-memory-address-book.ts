import type {
  AddressBook,
  AddressChanges,
  AddressRejection,
  AddressRemovalResult,
  AddressSaveResult,
  AddressUpdateResult,
  NewAddress,
} from '../../application/ports/address-book';
import type { Address, PickedAddress } from '../../domain/address/types';
import type { Coordinates } from '../../domain/shared/geo';
import { distanceMetres } from '../../domain/store/distance';
import { type AddressDraft, type AddressField, addressFormState } from '../../domain/validation/address';
import type { MemoryBackend } from './memory-backend';

/** How far from a known address a position may be and still be named by it (the geocoder's reach), metres. */
const REVERSE_GEOCODE_REACH_METRES = 300;

/**
 * The customer's addresses with the spec §5 field rules, and a geocoder over the fixture address list. The first
 * address becomes the default; choosing a default clears the others; removing the default promotes the latest.
 */
export class InMemoryAddressBook implements AddressBook {
  constructor(private readonly backend: MemoryBackend) {}

  /** The default first, then the rest in the order they were added (as the server lists them). */
  async list(): Promise<readonly Address[]> {
    const { addresses } = this.backend.requireOwner();
    return [...addresses.filter((a) => a.isDefault), ...addresses.filter((a) => !a.isDefault)];
  }

  async defaultAddress(): Promise<Address | null> {
    return this.backend.requireOwner().addresses.find((a) => a.isDefault) ?? null;
  }

  async create(input: NewAddress): Promise<AddressSaveResult> {
    const owner = this.backend.requireOwner();
    const rejection = rejectionOf({ ...input, isDefault: false });
    if (rejection !== null) return rejection;
    const address: Address = {
      id: this.backend.nextId(),
      deliveryName: input.deliveryName.trim(),
      fullAddress: input.fullAddress.trim(),
      detailAddress: input.detailAddress.trim(),
      latitude: input.latitude,
      longitude: input.longitude,
      isDefault: owner.addresses.length === 0,
    };
    owner.addresses = [...owner.addresses, address];
    return { kind: 'saved', address };
  }

  async update(id: number, changes: AddressChanges): Promise<AddressUpdateResult> {
    const owner = this.backend.requireOwner();
    const current = owner.addresses.find((a) => a.id === id);
    if (current === undefined) return { kind: 'not-found' };
    const rejection = rejectionOf({ ...changes, fullAddress: current.fullAddress });
    if (rejection !== null) return rejection;
    const address: Address = {
      ...current,
      deliveryName: changes.deliveryName.trim(),
      detailAddress: changes.detailAddress.trim(),
      latitude: changes.latitude,
      longitude: changes.longitude,
      isDefault: changes.isDefault,
    };
    owner.addresses = owner.addresses.map((a) =>
      a.id === id ? address : changes.isDefault ? { ...a, isDefault: false } : a,
    );
    return { kind: 'saved', address };
  }

  async remove(id: number): Promise<AddressRemovalResult> {
    const owner = this.backend.requireOwner();
    const removed = owner.addresses.find((a) => a.id === id);
    if (removed === undefined) return { kind: 'not-found' };
    const rest = owner.addresses.filter((a) => a.id !== id);
    // A customer with addresses keeps a default (spec §4 guard): the most recently added one takes over, as on the server.
    const heir = removed.isDefault ? rest.at(-1) : undefined;
    owner.addresses = rest.map((a) => (a === heir ? { ...a, isDefault: true } : a));
    return { kind: 'removed' };
  }

  async addressToCoord(address: string): Promise<Coordinates | null> {
    const text = address.trim();
    if (text === '') return null;
    const found = this.backend.fixtures.geocoder.find(
      (g) => g.roadAddress === text || g.jibunAddress === text || text.startsWith(g.roadAddress),
    );
    return found === undefined ? null : { lat: found.latitude, lng: found.longitude };
  }

  async coordToAddress(position: Coordinates): Promise<PickedAddress | null> {
    const nearest = this.backend.fixtures.geocoder
      .map((g) => ({ g, metres: distanceMetres(position, { lat: g.latitude, lng: g.longitude }) }))
      .sort((a, b) => a.metres - b.metres)[0];
    if (nearest === undefined || nearest.metres > REVERSE_GEOCODE_REACH_METRES) return null;
    return { roadAddress: nearest.g.roadAddress, jibunAddress: nearest.g.jibunAddress };
  }
}

/** The first field the spec §5 address rules refuse, as the server's 400 would name it. */
function rejectionOf(draft: AddressDraft): AddressRejection | null {
  const { errors } = addressFormState(draft, null);
  const fields: readonly AddressField[] = ['deliveryName', 'fullAddress', 'detailAddress'];
  const field = fields.find((f) => errors[f] !== undefined);
  return field === undefined
    ? null
    : { kind: 'rejected', code: 'INVALID_ADDRESS', field, message: errors[field] ?? '' };
}
