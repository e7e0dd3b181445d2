import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { formatWon } from '../../../../domain/money/format';
import { Button } from '../../components/button/button';
import { TextField } from '../../components/phone-verification/text-field';
import type { CheckoutViewModel } from './checkout.view-model';
import styles from './checkout-page.module.css';
import { CheckoutSection } from './checkout-sections';
import { CHECKOUT_TEXT as T } from './checkout-text';

/**
 * Spec §2 item 8 (only when something is left to pay): the payment methods as radios; CARD asks for a sandbox card
 * number, the local payment sandbox standing in for the payment window.
 */
export const PaymentSection = observer(function PaymentSection({ vm }: { readonly vm: CheckoutViewModel }) {
  const name = useId();
  const methods = vm.checkout?.availablePaymentMethodList ?? [];
  return (
    <CheckoutSection title={T.payment}>
      <fieldset className={styles.methods}>
        <legend className="visually-hidden">{T.payment}</legend>
        {methods.map((method) => (
          <label key={method.paymentMethod} className={styles.method}>
            <input
              type="radio"
              name={name}
              value={method.paymentMethod}
              checked={vm.paymentMethod === method.paymentMethod}
              onChange={() => vm.choosePaymentMethod(method.paymentMethod)}
            />
            <span>{method.paymentMethodName}</span>
          </label>
        ))}
      </fieldset>
      {vm.cardRequired ? (
        <TextField
          label={T.cardNumber}
          value={vm.cardNumber}
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={19}
          placeholder={T.cardNumberPlaceholder}
          hint={T.cardHint}
          error={vm.cardError ?? undefined}
          onChange={(text) => vm.typeCardNumber(text)}
        />
      ) : null}
    </CheckoutSection>
  );
});

/** The summary (spec §2): each amount, 최종 결제금액 and the pay button. */
export const CheckoutSummary = observer(function CheckoutSummary({ vm }: { readonly vm: CheckoutViewModel }) {
  const titleId = useId();
  const pricing = vm.pricing;
  const total = pricing.total;
  return (
    <section className={styles.summary} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {T.summary}
      </h2>
      <dl className={styles.amounts}>
        {pricing.summary.map((row) => (
          <div key={row.key} className={styles.amount}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
        <div className={`${styles.amount} ${styles.totalRow}`} aria-busy={pricing.confirmation.pending || undefined}>
          <dt>{T.total}</dt>
          <dd className={styles.total} aria-live="polite">
            {total === null ? '-' : formatWon(total)}
          </dd>
        </div>
      </dl>
      {pricing.error === null ? null : (
        <div className={styles.priceError} role="alert">
          <p>{pricing.error}</p>
          {pricing.errorOffersReinit ? (
            <Button size="sm" variant="secondary" onClick={() => void vm.reinit()}>
              {T.reinit}
            </Button>
          ) : null}
        </div>
      )}
      <Button size="lg" fullWidth loading={vm.submit.busy} disabled={!vm.canPay} onClick={() => void vm.submit.pay()}>
        {vm.payLabel}
      </Button>
    </section>
  );
});
