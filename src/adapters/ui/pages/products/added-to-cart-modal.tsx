import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { ADDED_TO_CART_MESSAGE } from '../../../../application/use-cases/add-order-form-to-cart';
import { Button } from '../../components/button/button';
import { ALERT_TITLE } from '../../components/modal/alert-modal';
import { Modal } from '../../components/modal/modal';
import styles from './added-to-cart-modal.module.css';
import type { ProductViewModel } from './product.view-model';

/**
 * Spec §4/§8 add-to-cart success popup (title 알림): 장바구니에 추가했습니다. with 계속 쇼핑하기 / 장바구니로 이동하기.
 * Focus starts on 장바구니로 이동하기; Escape and the backdrop mean 계속 쇼핑하기. The two labels may wrap on a narrow
 * phone instead of overflowing the dialog.
 */
export const AddedToCartModal = observer(function AddedToCartModal({
  product,
}: {
  readonly product: ProductViewModel;
}) {
  const goRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={product.addedOpen}
      title={ALERT_TITLE}
      role="alertdialog"
      onClose={() => product.keepShopping()}
      initialFocusRef={goRef}
      footer={
        <>
          <Button variant="secondary" size="lg" className={styles.choice} onClick={() => product.keepShopping()}>
            계속 쇼핑하기
          </Button>
          <Button ref={goRef} size="lg" className={styles.choice} onClick={() => product.goToCart()}>
            장바구니로 이동하기
          </Button>
        </>
      }
    >
      {ADDED_TO_CART_MESSAGE}
    </Modal>
  );
});
