import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { TOKENS } from '../../../../../tokens';
import { Button } from '../../../components/button/button';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { PlusIcon } from '../../../components/icons/icons';
import { AlertModal } from '../../../components/modal/alert-modal';
import { GuestPhoneCard } from '../../../components/phone-verification/guest-phone-card';
import { Skeleton } from '../../../components/skeleton/skeleton';
import { useRootStore, useViewModel } from '../../../di/services';
import { InquiryFormPopup } from './inquiry-form-popup';
import type { PreviewUrls } from './inquiry-images.view-model';
import { INQUIRY_TEXT as T } from './inquiry-text';
import styles from './mypage-inquiry.module.css';
import { MypageInquiryViewModel } from './mypage-inquiry.view-model';
import { QnaCardList } from './qna-card-list';

/** Previews of chosen images as object URLs (each revoked by the form when its image goes). */
const browserPreviews: PreviewUrls = {
  create: (file) => (file instanceof Blob ? URL.createObjectURL(file) : ''),
  revoke: (url) => {
    if (url !== '') URL.revokeObjectURL(url);
  },
};

const Inquiries = observer(function Inquiries({ page }: { readonly page: MypageInquiryViewModel }) {
  if (page.listStatus === 'loading') {
    return (
      <div className={styles.loading} aria-busy="true">
        <span className="visually-hidden">불러오는 중</span>
        <Skeleton height={96} />
        <Skeleton height={96} />
      </div>
    );
  }
  if (page.listStatus === 'failed') {
    return (
      <EmptyState
        title={T.loadFailed}
        action={
          <Button variant="secondary" onClick={() => void page.load()}>
            {T.retry}
          </Button>
        }
      />
    );
  }
  if (page.cards.length === 0) return <EmptyState title={T.empty} description={T.emptyDescription} />;
  return <QnaCardList page={page} />;
});

/**
 * Spec §2 /mypage/inquiry (나의 문의, everyone): a guest confirms a phone first, then the Q&A cards and the inquiry
 * popup (spec §5 form with its branch-search view); "문의가 접수됐습니다." once an inquiry is taken.
 */
export const MypageInquiryPage = observer(function MypageInquiryPage() {
  const root = useRootStore();
  const page = useViewModel(
    (get) =>
      new MypageInquiryViewModel({
        session: root.session,
        listInquiries: get(TOKENS.ListMyInquiries),
        submitInquiry: get(TOKENS.SubmitInquiry),
        searchStores: get(TOKENS.SearchStoresByName),
        previews: browserPreviews,
      }),
  );
  useEffect(() => page.start(), [page]);
  const view = page.view;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        {view === 'loading' ? <Skeleton width="40%" height={32} /> : <h1 className={styles.title}>{page.title}</h1>}
        {view === 'inquiries' ? (
          <Button
            icon={<PlusIcon size={18} />}
            disabled={!page.canOpenForm}
            onClick={() => page.openForm()}
            className={styles.openForm}
          >
            {T.open}
          </Button>
        ) : null}
      </header>
      {view === 'loading' ? (
        <div className={styles.loading} aria-busy="true">
          <span className="visually-hidden">불러오는 중</span>
          <Skeleton height={96} />
        </div>
      ) : view === 'guest-unconfirmed' ? (
        <GuestPhoneCard
          id="inquiry-guest-title"
          lead={T.guestLead}
          onConfirmed={(outcome) => page.confirmed(outcome)}
        />
      ) : (
        <>
          {page.maskedPhone === null ? null : (
            <p className={styles.confirmed}>
              <span className={styles.confirmedLabel}>{T.confirmedPhone}</span> {page.maskedPhone}
            </p>
          )}
          <p className={styles.lead}>{T.lead}</p>
          <Inquiries page={page} />
        </>
      )}
      {page.form === null ? null : <InquiryFormPopup form={page.form} onClose={() => page.closeForm()} />}
      <AlertModal open={page.notice !== null} onConfirm={() => page.dismissNotice()}>
        {page.notice}
      </AlertModal>
    </div>
  );
});

export { MypageInquiryPage as Component };
