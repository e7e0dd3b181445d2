/** Spec §3 Address. Coordinates are WGS-84 degrees. */
export interface Address {
  readonly id: number;
  readonly deliveryName: string;
  readonly fullAddress: string;
  readonly detailAddress: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly isDefault: boolean;
}

/** The address picker's result (spec §3): jibun and road forms. */
export interface PickedAddress {
  readonly jibunAddress: string;
  readonly autoJibunAddress?: string;
  readonly roadAddress: string;
}
