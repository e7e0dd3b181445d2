import { Link } from 'react-router';
import { buttonClassName } from '../../components/button/button';
import styles from './customer-center.module.css';
import { INQUIRY_PATH } from './customer-center-tabs';
import { CENTER_TEXT } from './customer-center-text';

/** 1:1 문의: what it is for and the way to the inquiry form on /mypage/inquiry. */
export function InquirySection() {
  return (
    <section className={styles.section} aria-labelledby="inquiry-title">
      <h2 id="inquiry-title" className={styles.sectionTitle}>
        {CENTER_TEXT.inquiryTitle}
      </h2>
      <div className={styles.inquiryCard}>
        <p>{CENTER_TEXT.inquiryLead}</p>
        <p className={styles.muted}>{CENTER_TEXT.inquiryMine}</p>
        <Link to={INQUIRY_PATH} className={buttonClassName({ variant: 'primary', size: 'lg' })}>
          {CENTER_TEXT.inquiryAction}
        </Link>
      </div>
    </section>
  );
}
