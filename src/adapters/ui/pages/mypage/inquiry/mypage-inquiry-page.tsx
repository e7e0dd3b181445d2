import { observer } from 'mobx-react-lite';
import { useEffect, useLayoutEffect } from 'react';
import { TOKENS } from '../../../../../tokens';
import { Button } from '../../../components/button/button';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { PlusIcon } from '../../../components/icons/icons';
import { AlertModal } from '../../../components/modal/alert-modal';
import { GuestPhoneCard } from '../../../components/phone-verification/guest-phone-card';
import { useRootStore, useViewModel } from '../../../di/services';
import { UI_TOKENS } from '../../../di/ui-tokens';
import { type PageRetry, usePageData } from '../../../routes/page-data';
import { InquiryFormPopup } from './inquiry-form-popup';
import type { PreviewUrls } from './inquiry-images.view-model';
import { INQUIRY_TEXT as T } from './inquiry-text';
import type { InquiryPreload } from './mypage-inquiry.loader';
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

const Inquiries = observer(function Inquiries({
  page,
  data,
}: {
  readonly page: MypageInquiryViewModel;
  readonly data: PageRetry;
}) {
  if (page.listStatus === 'failed') {
    return (
      <EmptyState
        title={T.loadFailed}
        action={
          <Button variant="secondary" loading={data.pending} onClick={() => void page.retry()}>
            {T.retry}
          </Button>
        }
      />
    );
  }
  if (page.cards.length === 0) return <EmptyState title={T.empty} description={T.emptyDescription} />;
  return (
    // The list is read again after an inquiry is sent: the cards on screen are the previous list's meanwhile.
    <div aria-busy={data.pending}>
      <QnaCardList page={page} />
    </div>
  );
});

/**
 * Spec §2 /mypage/inquiry (나의 문의, everyone): a guest confirms a phone first, then the Q&A cards and the inquiry
 * popup (spec §5 form with its branch-search view); "문의가 접수됐습니다." once an inquiry is taken. Issue 13: the
 * list is the route loader's answer.
 */
export const MypageInquiryPage = observer(function MypageInquiryPage() {
  const root = useRootStore();
  const data = usePageData<InquiryPreload>();
  const page = useViewModel((get) => {
    const phones = get(UI_TOKENS.ConfirmedGuestPhones);
    return new MypageInquiryViewModel(
      {
        session: root.session,
        confirmPhone: (phoneNumber) => phones.confirmed(root.session.current, phoneNumber),
        readAgain: data.readAgain,
        submitInquiry: get(TOKENS.SubmitInquiry),
        searchStores: get(TOKENS.SearchStoresByName),
        previews: browserPreviews,
      },
      data.data,
    );
  });
  useLayoutEffect(() => page.present(data.data), [page, data.data]);
  // The popup's image previews are revoked when the page goes.
  useEffect(() => () => page.closeForm(), [page]);
  const view = page.view;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{page.title}</h1>
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
      {view === 'guest-unconfirmed' ? (
        <GuestPhoneCard
          id="inquiry-guest-title"
          lead={T.guestLead}
          onConfirmed={(outcome) => void page.confirmed(outcome)}
        />
      ) : (
        <>
          {page.maskedPhone === null ? null : (
            <p className={styles.confirmed}>
              <span className={styles.confirmedLabel}>{T.confirmedPhone}</span> {page.maskedPhone}
            </p>
          )}
          <p className={styles.lead}>{T.lead}</p>
          <Inquiries page={page} data={data} />
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
