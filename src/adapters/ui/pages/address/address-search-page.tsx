import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/button/button';
import { EmptyState } from '../../components/empty-state/empty-state';
import { PinIcon } from '../../components/icons/icons';
import { Skeleton } from '../../components/skeleton/skeleton';
import { useViewModel } from '../../di/services';
import { ADDRESS_TEXT } from './address-messages';
import { addressPageDeps } from './address-page-deps';
import styles from './address-pages.module.css';
import { AddressSearchViewModel } from './address-search.view-model';
import { AddressRegistrationModal } from './registration/address-registration-modal';

const SavedAddresses = observer(function SavedAddresses({ page }: { readonly page: AddressSearchViewModel }) {
  if (page.status === 'loading') {
    return (
      <ul className={styles.list} aria-hidden="true">
        {[0, 1].map((i) => (
          <li key={i} className={styles.item}>
            <div className={styles.itemText}>
              <Skeleton width="30%" height={20} />
              <Skeleton width="80%" />
            </div>
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
          <Button variant="secondary" onClick={() => void page.load()}>
            다시 시도
          </Button>
        }
      />
    );
  }
  if (page.addresses.length === 0) {
    return <EmptyState title="저장된 배송지가 없어요" description="주소를 검색해 배송지를 등록해주세요." />;
  }
  return (
    <ul className={styles.list}>
      {page.addresses.map((address) => (
        <li key={address.id} className={styles.item} data-default={address.isDefault || undefined}>
          <div className={styles.itemText}>
            <p className={styles.itemName}>
              {address.deliveryName}
              {address.isDefault ? <span className={styles.defaultTag}>{ADDRESS_TEXT.defaultBadge}</span> : null}
            </p>
            <p className={styles.itemAddress}>
              {address.fullAddress} {address.detailAddress}
            </p>
          </div>
          <Button
            size="sm"
            variant={address.isDefault ? 'secondary' : 'primary'}
            loading={page.choosingId === address.id}
            disabled={page.choosingId !== null && page.choosingId !== address.id}
            aria-label={`${address.deliveryName} 주소로 배달받기`}
            onClick={() => void page.choose(address)}
          >
            {address.isDefault ? '이 주소로' : '선택'}
          </Button>
        </li>
      ))}
    </ul>
  );
});

/**
 * Spec §2 /address/search (a default address exists): the saved addresses to deliver to (the chosen one becomes
 * the default) and a search to add one; then back to redirect_to.
 */
export const AddressSearchPage = observer(function AddressSearchPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const page = useViewModel((get) => {
    const viewModel = new AddressSearchViewModel(addressPageDeps(get, (to) => void navigate(to)));
    viewModel.setSearch(location.search);
    return viewModel;
  });
  useEffect(() => page.setSearch(location.search), [page, location.search]);
  useEffect(() => {
    void page.load();
  }, [page]);

  return (
    <div className={styles.page}>
      <div className={styles.panel}>
        <div className={styles.panelHeader}>
          <h1 className={styles.title}>배달 주소 선택</h1>
          <p className={styles.lead}>배달받을 주소를 고르면 기본 배송지로 설정돼요.</p>
        </div>
        <Button variant="secondary" fullWidth icon={<PinIcon size={18} />} onClick={() => page.openSearch()}>
          새 주소 검색
        </Button>
        {page.error === null ? null : (
          <p className={styles.notice} role="alert">
            {page.error}
          </p>
        )}
        <h2 className={styles.subheading}>저장된 배송지</h2>
        <SavedAddresses page={page} />
      </div>
      <AddressRegistrationModal form={page.form} onClose={() => page.closeForm()} />
    </div>
  );
});

export { AddressSearchPage as Component };
