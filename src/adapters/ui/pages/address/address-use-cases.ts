import type { DeleteAddress } from '../../../../application/use-cases/delete-address';
import type { FindAddressAt } from '../../../../application/use-cases/find-address-at';
import type { ListAddresses } from '../../../../application/use-cases/list-addresses';
import type { SaveAddress } from '../../../../application/use-cases/save-address';
import type { SetDefaultAddress } from '../../../../application/use-cases/set-default-address';

/** The address flows the address pages run (spec §2 /address/*, /mypage/address). */
export interface AddressUseCases {
  readonly list: Pick<ListAddresses, 'execute'>;
  readonly save: Pick<SaveAddress, 'execute'>;
  readonly setDefault: Pick<SetDefaultAddress, 'execute'>;
  readonly remove: Pick<DeleteAddress, 'execute'>;
  readonly findAt: Pick<FindAddressAt, 'execute'>;
}
