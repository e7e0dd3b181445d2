import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Button } from '../../../components/button/button';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { PinIcon, PlusIcon } from '../../../components/icons/icons';
import { AlertModal } from '../../../components/modal/alert-modal';
import { ConfirmModal } from '../../../components/modal/confirm-modal';
import { Skeleton } from '../../../components/skeleton/skeleton';
import { useViewModel } from '../../../di/services';
import { ADDRESS_TEXT } from '../../address/address-messages';
import { addressPageDeps } from '../../address/address-page-deps';
import { AddressRegistrationModal } from '../../address/registration/address-registration-modal';
import { MypageAddressViewModel } from './mypage-address.view-model';
import styles from './mypage-address-page.module.css';

const AddressList = observer(function AddressList({ page }: { readonly page: MypageAddressViewModel }) {
  if (page.status === 'loading') {
    return (
      <ul className={styles.list} aria-hidden="true">
        {[0, 1].map((i) => (
          <li key={i} className={styles.item}>
            <Skeleton width="30%" height={20} />
            <Skeleton width="75%" />
          </li>
        ))}
      </ul>
    );
  }
  if (page.status === 'failed') {
    return (
      <EmptyState
        title={ADDRESS_TEXT.loadFailed}
        action={
          <Button variant="secondary" onClick={() => void page.retry()}>
            다시 시도
          </Button>
        }
      />
    );
  }
  if (page.addresses.length === 0) {
    return (
      <EmptyState
        icon={<PinIcon size={32} />}
        title="등록된 배송지가 없어요"
        description="자주 쓰는 주소를 등록해두면 더 빠르게 주문할 수 있어요."
      />
    );
  }
  return (
    <ul className={styles.list}>
      {page.addresses.map((address) => (
        <li key={address.id} className={styles.item} data-default={address.isDefault || undefined}>
          <div className={styles.itemHead}>
            <h2 className={styles.itemName}>{address.deliveryName}</h2>
            {address.isDefault ? <span className={styles.defaultTag}>{ADDRESS_TEXT.defaultBadge}</span> : null}
          </div>
          <p className={styles.itemAddress}>{address.fullAddress}</p>
          <p className={styles.itemDetail}>{address.detailAddress}</p>
          <div className={styles.itemActions}>
            {address.isDefault ? null : (
              <Button
                size="sm"
                variant="ghost"
                loading={page.busyId === address.id && page.removing === null}
                disabled={page.busyId !== null}
                aria-label={`${address.deliveryName} 기본 배송지로 설정`}
                onClick={() => void page.makeDefault(address)}
              >
                기본 배송지로
              </Button>
            )}
            <Button
              size="sm"
              variant="secondary"
              aria-label={`${address.deliveryName} 수정`}
              onClick={() => page.openEdit(address)}
            >
              수정
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`${address.deliveryName} 삭제`}
              disabled={page.busyId !== null}
              onClick={() => page.askRemove(address)}
            >
              삭제
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
});

/** Spec §2 /mypage/address 배송지 관리: list, add, edit, delete and the default address. */
export const MypageAddressPage = observer(function MypageAddressPage() {
  const page = useViewModel((get) => new MypageAddressViewModel(addressPageDeps(get, () => undefined)));
  useEffect(() => {
    void page.load();
  }, [page]);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>배송지 관리</h1>
          <p className={styles.lead}>기본 배송지로 배달 매장과 메뉴를 찾아드려요.</p>
        </div>
        <Button icon={<PlusIcon size={18} />} onClick={() => page.openAdd()}>
          배송지 추가
        </Button>
      </header>
      <AddressList page={page} />
      <AddressRegistrationModal form={page.form} onClose={() => page.closeForm()} />
      <ConfirmModal
        open={page.removing !== null}
        title="배송지 삭제"
        confirmLabel="삭제"
        busy={page.busyId !== null}
        onConfirm={() => void page.confirmRemove()}
        onCancel={() => page.cancelRemove()}
      >
        {page.removing === null ? '' : ADDRESS_TEXT.removeConfirm(page.removing.deliveryName)}
      </ConfirmModal>
      <AlertModal open={page.message !== null} onConfirm={() => page.dismissMessage()}>
        {page.message}
      </AlertModal>
    </div>
  );
});

export { MypageAddressPage as Component };
