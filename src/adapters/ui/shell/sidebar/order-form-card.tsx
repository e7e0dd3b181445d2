import { observer } from 'mobx-react-lite';
import { formatWon } from '../../../../domain/money/format';
import { showsOrderFormCard } from '../../../../domain/navigation/sidebar-cards';
import { CloseIcon } from '../../components/icons/icons';
import { useService } from '../../di/services';
import { UI_TOKENS } from '../../di/ui-tokens';
import { useShell } from '../shell-context';
import styles from './order-form-card.module.css';
import { orderFormLines } from './order-form-lines';
import sidebar from './sidebar.module.css';

/**
 * Spec §2 Sidebar order-form card: on /products/{id} when the local order form has items, each with its options,
 * quantity, line total and a remove button, and the form's total.
 */
export const OrderFormCard = observer(function OrderFormCard() {
  const shell = useShell();
  const form = useService(UI_TOKENS.OrderFormStore);
  if (!showsOrderFormCard(shell.pathname, form.items.length)) return null;

  return (
    <section className={`${sidebar.card} ${styles.orderForm}`} aria-labelledby="sidebar-order-form">
      <h2 id="sidebar-order-form" className={sidebar.title}>
        주문표 <span className={styles.count}>{form.items.length}</span>
      </h2>
      <ul className={styles.lines}>
        {orderFormLines(form.items).map((line) => (
          <li key={`${line.index}-${line.name}`} className={styles.line}>
            <img src={line.imageUrl} alt="" width={56} height={56} className={styles.image} />
            <div className={styles.text}>
              <p className={styles.name}>{line.name}</p>
              {line.options === '' ? null : <p className={styles.options}>{line.options}</p>}
              <p className={styles.meta}>
                <span>{line.quantity}</span>
                <strong>{line.total}</strong>
              </p>
            </div>
            <button
              type="button"
              className={styles.remove}
              aria-label={`${line.name} 주문표에서 삭제`}
              onClick={() => form.remove(line.index)}
            >
              <CloseIcon size={16} />
            </button>
          </li>
        ))}
      </ul>
      <p className={styles.total}>
        <span>합계</span>
        <strong>{formatWon(form.total)}</strong>
      </p>
    </section>
  );
});
