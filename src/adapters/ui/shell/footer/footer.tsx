import { PHONE_ORDER_NUMBER } from '../../../../domain/shared/constants';
import { PhoneIcon } from '../../components/icons/icons';
import { EXTERNAL_LINKS } from '../external-links';
import { COPYRIGHT_YEAR } from '../site-info';
import { COMPANY_INFO } from './company-info';
import styles from './footer.module.css';

const POLICY_LINKS = [
  { label: '이용약관', href: EXTERNAL_LINKS.terms, strong: false },
  { label: '개인정보처리방침', href: EXTERNAL_LINKS.privacy, strong: true },
  { label: '위치기반서비스 이용약관', href: EXTERNAL_LINKS.locationTerms, strong: false },
  { label: '창업 문의', href: EXTERNAL_LINKS['franchise-info'], strong: false },
] as const;

const SOCIAL_LINKS = [
  { label: '인스타그램', href: EXTERNAL_LINKS.instagram },
  { label: '유튜브', href: EXTERNAL_LINKS.youtube },
  { label: '페이스북', href: EXTERNAL_LINKS.facebook },
] as const;

/** Spec §1/§2 footer: policies, company registration info, customer service, phone order 1588-9282, © 2019. */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav className={styles.policies} aria-label="약관 및 정책">
          <ul>
            {POLICY_LINKS.map((link) => (
              <li key={link.label}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={link.strong ? styles.strong : undefined}
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.columns}>
          <address className={styles.company}>
            <p>
              <span>{COMPANY_INFO.name}</span>
              <span>대표이사 {COMPANY_INFO.ceo}</span>
            </p>
            <p>
              <span>사업자등록번호 {COMPANY_INFO.registrationNumber}</span>
              <span>통신판매업신고 {COMPANY_INFO.mailOrderNumber}</span>
            </p>
            <p>{COMPANY_INFO.address}</p>
          </address>
          <div className={styles.contact}>
            <a href={`tel:${PHONE_ORDER_NUMBER}`} className={styles.phoneOrder}>
              <PhoneIcon size={20} />
              <span>
                전화주문 <strong>{PHONE_ORDER_NUMBER}</strong>
              </span>
            </a>
            <p className={styles.service}>
              고객센터 <a href={`tel:${COMPANY_INFO.customerServicePhone}`}>{COMPANY_INFO.customerServicePhone}</a>
              <span className={styles.hours}>{COMPANY_INFO.customerServiceHours}</span>
            </p>
          </div>
        </div>
        <div className={styles.bottom}>
          <p className={styles.copyright}>© {COPYRIGHT_YEAR} Chicken Storefront. All rights reserved.</p>
          <ul className={styles.social} aria-label="소셜 미디어">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.label}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
