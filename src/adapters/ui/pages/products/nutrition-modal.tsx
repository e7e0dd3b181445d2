import { observer } from 'mobx-react-lite';
import { Modal } from '../../components/modal/modal';
import styles from './nutrition-modal.module.css';
import type { ProductViewModel } from './product.view-model';

/** Spec §2/§3/§9 nutrition and origin popup: nutrients per 100 g, the origin of each ingredient, the allergy text. */
export const NutritionModal = observer(function NutritionModal({ product }: { readonly product: ProductViewModel }) {
  const detail = product.detail;
  return (
    <Modal
      open={product.nutritionOpen && detail !== null}
      title="영양성분 및 원산지"
      onClose={() => product.closeNutrition()}
    >
      {detail === null ? null : (
        <div className={styles.body}>
          <section className={styles.section} aria-labelledby="nutrition-heading">
            <h3 id="nutrition-heading" className={styles.heading}>
              영양성분 <span className={styles.basis}>(100g 기준)</span>
            </h3>
            <table className={styles.table}>
              <tbody>
                {product.nutrition.map((row) => (
                  <tr key={row.label}>
                    <th scope="row">{row.label}</th>
                    <td>{row.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <section className={styles.section} aria-labelledby="origin-heading">
            <h3 id="origin-heading" className={styles.heading}>
              원산지
            </h3>
            {detail.origin.length === 0 ? (
              <p className={styles.text}>원산지 표시 대상 원재료가 없습니다.</p>
            ) : (
              <ul className={styles.origins}>
                {detail.origin.map((origin) => (
                  <li key={`${origin.name}-${origin.region}`}>
                    <span className={styles.originName}>{origin.name}</span>
                    <span>{origin.region}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className={styles.section} aria-labelledby="allergy-heading">
            <h3 id="allergy-heading" className={styles.heading}>
              알레르기 유발 성분
            </h3>
            <p className={styles.text}>{detail.allergy === '' ? '없음' : detail.allergy}</p>
          </section>
        </div>
      )}
    </Modal>
  );
});
