import { observer } from 'mobx-react-lite';
import { Button } from '../../../components/button/button';
import { TextField } from '../../../components/phone-verification/text-field';
import type { CheckoutPricing } from '../checkout-pricing';
import { CheckoutSection } from '../checkout-sections';
import { CHECKOUT_TEXT as T } from '../checkout-text';
import type { PointFieldViewModel } from './point-field.view-model';
import styles from './point-sections.module.css';

/** A points input: digits only, clamped while typing, rounded to 100 P on blur (spec §5). */
const PointInput = observer(function PointInput({
  field,
  label,
  hint,
  onBlur,
}: {
  readonly field: PointFieldViewModel;
  readonly label: string;
  readonly hint: string;
  readonly onBlur: () => void;
}) {
  return (
    <TextField
      label={label}
      value={field.text}
      inputMode="numeric"
      placeholder="0"
      adornment="P"
      disabled={field.disabled}
      hint={field.disabled ? T.pointDisabled : hint}
      onChange={(text) => field.type(text)}
      onBlur={onBlur}
    />
  );
});

/** Spec §2 item 6 (members): the balance, the points to use and the 전액 사용 toggle (spec §4). */
export const PointSection = observer(function PointSection({ pricing }: { readonly pricing: CheckoutPricing }) {
  const field = pricing.points;
  return (
    <CheckoutSection title={T.points} aside={<p className={styles.balance}>{T.pointBalance(pricing.pointBalance)}</p>}>
      <div className={styles.inputRow}>
        <div className={styles.input}>
          <PointInput field={field} label={T.pointInput} hint={T.pointHint} onBlur={() => pricing.blurPoints()} />
        </div>
        <Button
          variant={field.wholeUsed ? 'primary' : 'secondary'}
          className={styles.whole}
          aria-pressed={field.wholeUsed}
          disabled={field.disabled}
          onClick={() => pricing.toggleWholePoints()}
        >
          {T.useAll}
        </Button>
      </div>
    </CheckoutSection>
  );
});

/**
 * Spec §2 item 7, §4 (members, when the partner state exists): the Happy Point row text; a linked (SUCCESS) member
 * may enter points to use, in 100 P units within the partner balance and what is left to pay.
 */
export const HappyPointSection = observer(function HappyPointSection({
  pricing,
}: {
  readonly pricing: CheckoutPricing;
}) {
  const balance = pricing.happyPointBalance;
  return (
    <CheckoutSection title={T.happyPoint} aside={<p className={styles.status}>{pricing.happyPointText}</p>}>
      {balance === null ? null : (
        <>
          <p className={styles.balance}>{T.happyPointBalance(balance)}</p>
          <PointInput
            field={pricing.happy}
            label={T.happyPointInput}
            hint={T.pointHint}
            onBlur={() => pricing.blurPoints()}
          />
        </>
      )}
    </CheckoutSection>
  );
});
