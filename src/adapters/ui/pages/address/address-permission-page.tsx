import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/button/button';
import { PinIcon } from '../../components/icons/icons';
import { useViewModel } from '../../di/services';
import { addressPageDeps } from './address-page-deps';
import styles from './address-pages.module.css';
import { AddressPermissionViewModel } from './address-permission.view-model';
import { AddressRegistrationModal } from './registration/address-registration-modal';

/**
 * Spec §2 /address/permission (no default address yet): why an address is needed, 현재 위치로 찾기 (the device's
 * position) and 주소 검색 (the picker); the first address registered becomes the default and the customer goes
 * back to redirect_to.
 */
export const AddressPermissionPage = observer(function AddressPermissionPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const page = useViewModel((get) => {
    const viewModel = new AddressPermissionViewModel(addressPageDeps(get, (to) => void navigate(to)));
    viewModel.setSearch(location.search);
    return viewModel;
  });
  useEffect(() => page.setSearch(location.search), [page, location.search]);

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="address-permission-title">
        <div className={styles.heroIcon} aria-hidden="true">
          <PinIcon size={36} />
        </div>
        <h1 id="address-permission-title" className={styles.title}>
          배달받을 주소를 알려주세요
        </h1>
        <p className={styles.lead}>
          주소를 등록하면 배달 가능한 매장과 메뉴를 바로 보여드려요.
          <br />
          처음 등록한 주소는 기본 배송지가 돼요.
        </p>
        <div className={styles.heroActions}>
          <Button
            size="lg"
            fullWidth
            icon={<PinIcon size={20} />}
            loading={page.locating}
            onClick={() => void page.locate()}
          >
            현재 위치로 찾기
          </Button>
          <Button size="lg" variant="secondary" fullWidth onClick={() => page.openSearch()}>
            주소 검색
          </Button>
        </div>
        {page.notice === null ? null : (
          <p className={styles.notice} role="alert">
            {page.notice}
          </p>
        )}
        <p className={styles.fineprint}>위치 정보는 주소를 찾는 데에만 쓰이고 저장되지 않아요.</p>
      </section>
      <AddressRegistrationModal form={page.form} onClose={() => page.closeForm()} />
    </div>
  );
});

export { AddressPermissionPage as Component };
