import { observer } from 'mobx-react-lite';
import { type ReactNode, useId } from 'react';
import { REQUEST_MESSAGE_MAX } from '../../../../domain/checkout/order-request';
import { BagIcon, InfoIcon, ScooterIcon } from '../../components/icons/icons';
import { TextField } from '../../components/phone-verification/text-field';
import { Select } from '../../components/select/select';
import type { CheckoutViewModel } from './checkout.view-model';
import styles from './checkout-page.module.css';
import { CHECKOUT_TEXT as T } from './checkout-text';

/** One titled block of the checkout body (spec §2: each item has its heading). */
export function CheckoutSection({
  title,
  aside,
  children,
}: {
  readonly title: string;
  readonly aside?: ReactNode;
  readonly children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** Spec §2 item 1: 배달로 받을게요 / 포장할게요. */
export function MealTypeBanner({ delivery }: { readonly delivery: boolean }) {
  return (
    <section className={styles.banner}>
      {delivery ? <ScooterIcon size={28} /> : <BagIcon size={28} />}
      <h2 className={styles.bannerTitle}>{delivery ? T.banner.DELIVERY : T.banner.TAKEOUT}</h2>
    </section>
  );
}

/** Spec §2 item 2: delivery shows the departure branch and the arrival address; takeout the pickup branch only. */
export const AddressSection = observer(function AddressSection({ vm }: { readonly vm: CheckoutViewModel }) {
  const checkout = vm.checkout;
  if (checkout === null) return null;
  const { familyInfo, deliveryInfo } = checkout;
  const branch = (
    <dd className={styles.place}>
      <strong>{familyInfo.branchName}</strong>
      <span>{familyInfo.branchAddress}</span>
      <a href={`tel:${familyInfo.branchTel.replace(/\D/g, '')}`}>{familyInfo.branchTel}</a>
    </dd>
  );
  return (
    <CheckoutSection title={T.address}>
      <dl className={styles.places}>
        <div className={styles.placeRow}>
          <dt className={styles.placeLabel}>{vm.delivery ? T.departure : T.pickup}</dt>
          {branch}
        </div>
        {vm.delivery && deliveryInfo !== null ? (
          <div className={styles.placeRow}>
            <dt className={styles.placeLabel}>{T.arrival}</dt>
            <dd className={styles.place}>
              <strong>{deliveryInfo.deliveryFullAddress}</strong>
              <span>{deliveryInfo.deliveryDetailAddress}</span>
            </dd>
          </div>
        ) : null}
      </dl>
    </CheckoutSection>
  );
});

/** Spec §2 item 3, §4: the order message, the exclusions and (delivery) the delivery message. */
export const OrderRequestSection = observer(function OrderRequestSection({ vm }: { readonly vm: CheckoutViewModel }) {
  const request = vm.request;
  return (
    <CheckoutSection title={T.request}>
      <TextField
        label={T.orderMessage}
        value={request.state.orderMessage}
        maxLength={REQUEST_MESSAGE_MAX}
        placeholder={T.orderMessagePlaceholder}
        onChange={(text) => request.typeOrderMessage(text)}
      />
      <fieldset className={styles.exclusions}>
        <legend className={styles.legend}>{T.exclusions}</legend>
        {request.exclusions.map((exclusion) => (
          <label key={exclusion.key} className={styles.check}>
            <input type="checkbox" checked={exclusion.checked} onChange={() => request.toggle(exclusion.key)} />
            <span>{exclusion.label}</span>
          </label>
        ))}
      </fieldset>
      {vm.delivery ? (
        <>
          <Select
            label={T.deliveryMessage}
            options={request.deliveryOptions}
            value={request.state.deliveryMessageSelectValue}
            onChange={(value) => request.selectDeliveryMessage(value)}
          />
          {request.showsDeliveryText ? (
            <TextField
              label={T.deliveryMessageText}
              value={request.state.deliveryMessage}
              maxLength={REQUEST_MESSAGE_MAX}
              placeholder={T.deliveryMessagePlaceholder}
              onChange={(text) => request.typeDeliveryMessage(text)}
            />
          ) : null}
        </>
      ) : null}
    </CheckoutSection>
  );
});

/** Spec §2 item 4: the ordered lines (and a product coupon's free menu), what changed since the cart first. */
export const OrderedProductsSection = observer(function OrderedProductsSection({
  vm,
}: {
  readonly vm: CheckoutViewModel;
}) {
  const changes = vm.checkout?.changes ?? [];
  return (
    <CheckoutSection title={T.products}>
      {changes.length === 0 ? null : (
        <div className={styles.notice} role="status">
          <InfoIcon size={18} />
          <div>
            <p className={styles.noticeTitle}>{T.changesTitle}</p>
            <ul>
              {changes.map((change) => (
                <li key={`${change.menuId}-${change.kind}`}>{change.message}</li>
              ))}
            </ul>
          </div>
        </div>
      )}
      <ul className={styles.lines} aria-label={T.products}>
        {vm.pricing.lines.map((line) => (
          <li key={line.key} className={styles.line}>
            <img className={styles.lineImage} src={line.imageUrl} alt="" width={64} height={64} loading="lazy" />
            <div className={styles.lineText}>
              <p className={styles.lineName}>{line.name}</p>
              {line.options.map((option) => (
                <p key={option.group} className={styles.lineOption}>
                  {option.group}: {option.items}
                </p>
              ))}
              <p className={styles.lineOption}>{line.quantity}</p>
            </div>
            <p className={styles.lineTotal}>{line.total}</p>
          </li>
        ))}
      </ul>
    </CheckoutSection>
  );
});
