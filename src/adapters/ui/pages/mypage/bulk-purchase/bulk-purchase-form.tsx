import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { BULK_ORDER_RULES, BULK_ORDER_SUBMITTED_MESSAGE } from '../../../../../domain/validation/bulk-order';
import { Button } from '../../../components/button/button';
import { TextField } from '../../../components/phone-verification/text-field';
import { BranchPicker } from './branch-picker';
import type { BulkPurchaseViewModel } from './bulk-purchase.view-model';
import { dottedDate, BULK_PURCHASE_TEXT as TEXT } from './bulk-purchase-messages';
import styles from './bulk-purchase-page.module.css';

/** The filed request's summary under "단체 주문 문의가 접수됐습니다." (focused, so a screen reader reads it). */
const Confirmation = observer(function Confirmation({ page }: { readonly page: BulkPurchaseViewModel }) {
  const panel = useRef<HTMLDivElement>(null);
  const request = page.confirmed;
  useEffect(() => {
    if (request !== null) panel.current?.focus();
  }, [request]);
  if (request === null) return null;
  return (
    <div ref={panel} className={styles.confirmation} role="status" tabIndex={-1}>
      <p className={styles.confirmationTitle}>{BULK_ORDER_SUBMITTED_MESSAGE}</p>
      <dl className={styles.summary}>
        <dt>단체명</dt>
        <dd>{request.organisation}</dd>
        <dt>희망 날짜</dt>
        <dd>{dottedDate(request.desiredDate)}</dd>
        <dt>수량</dt>
        <dd>{request.quantity.toLocaleString('ko-KR')}개</dd>
        <dt>매장</dt>
        <dd>{request.branchName ?? '담당자 배정'}</dd>
        <dt>연락처</dt>
        <dd>{request.phoneNumber}</dd>
      </dl>
      <Button type="button" size="sm" variant="ghost" onClick={() => page.dismissConfirmation()}>
        확인
      </Button>
    </div>
  );
});

/** The 단체 주문 request form: every rule and message from BulkPurchaseViewModel (src/domain/validation/bulk-order). */
export const BulkPurchaseForm = observer(function BulkPurchaseForm({ page }: { readonly page: BulkPurchaseViewModel }) {
  const titleId = useId();
  const messageId = useId();
  const counterId = useId();
  const messageError = page.errorOf('message');
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {TEXT.formTitle}
      </h2>
      <Confirmation page={page} />
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void page.submit();
        }}
      >
        <div className={styles.grid}>
          <TextField
            label="이름"
            autoComplete="name"
            maxLength={BULK_ORDER_RULES.nameMaxLength}
            value={page.fields.name}
            error={page.errorOf('name')}
            onChange={(value) => page.set('name', value)}
            onBlur={() => page.leave('name')}
          />
          <TextField
            label="휴대폰 번호"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            placeholder="숫자만 입력 (01012345678)"
            maxLength={11}
            value={page.fields.phoneNumber}
            error={page.errorOf('phoneNumber')}
            onChange={(value) => page.set('phoneNumber', value)}
            onBlur={() => page.leave('phoneNumber')}
          />
          <TextField
            label="단체명"
            autoComplete="organization"
            placeholder="회사, 학교, 모임 이름"
            maxLength={BULK_ORDER_RULES.organisationMaxLength}
            value={page.fields.organisation}
            error={page.errorOf('organisation')}
            onChange={(value) => page.set('organisation', value)}
            onBlur={() => page.leave('organisation')}
          />
          <TextField
            label="희망 날짜"
            type="date"
            value={page.fields.desiredDate}
            error={page.errorOf('desiredDate')}
            hint={`${dottedDate(page.minDate)}부터 ${dottedDate(page.maxDate)}까지 선택할 수 있어요.`}
            onChange={(value) => page.set('desiredDate', value)}
            onBlur={() => page.leave('desiredDate')}
          />
          <TextField
            label="수량 (개)"
            inputMode="numeric"
            placeholder={`${BULK_ORDER_RULES.minQuantity}~${BULK_ORDER_RULES.maxQuantity.toLocaleString('ko-KR')}`}
            maxLength={4}
            value={page.fields.quantity}
            error={page.errorOf('quantity')}
            onChange={(value) => page.set('quantity', value)}
            onBlur={() => page.leave('quantity')}
          />
        </div>
        <BranchPicker picker={page.branch} />
        <div className={styles.messageField}>
          <label htmlFor={messageId} className={styles.legend}>
            요청 사항 (선택)
          </label>
          <textarea
            id={messageId}
            className={styles.textarea}
            rows={5}
            maxLength={BULK_ORDER_RULES.messageMaxLength}
            placeholder="메뉴 구성, 수령 방법, 포장 요청 등을 적어주세요."
            value={page.fields.message}
            aria-invalid={messageError === undefined ? undefined : true}
            aria-describedby={counterId}
            onChange={(event) => page.set('message', event.target.value)}
            onBlur={() => page.leave('message')}
          />
          <p id={counterId} className={messageError === undefined ? styles.counter : styles.formError}>
            {messageError ?? page.messageCounter}
          </p>
        </div>
        {page.formError === null ? null : (
          <p className={styles.formError} role="alert">
            {page.formError}
          </p>
        )}
        <Button type="submit" size="lg" fullWidth loading={page.submitting}>
          {TEXT.submit}
        </Button>
      </form>
    </section>
  );
});
