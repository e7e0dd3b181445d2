import { franchiseInquiryHref, isOwnPage } from '../../../../franchise/profile-links';
import { PhoneIcon } from '../../components/icons/icons';
import { useFranchiseProfile } from '../franchise-profile-context';
import { ShellAnchor } from '../shell-link';
import styles from './footer.module.css';

/** A profile link: a page of ours opens in place, another site in a new tab. */
function linkTo(href: string) {
  return { href, external: !isOwnPage(href), active: false };
}

/**
 * Spec §1/§2 footer: policies, company registration info, customer service, the phone-order line and the
 * copyright, every value from the franchise profile (src/franchise/profile.ts).
 */
export function Footer() {
  const profile = useFranchiseProfile();
  const { company, links } = profile;
  const policies = [
    { label: '이용약관', href: links.terms, strong: false },
    { label: '개인정보처리방침', href: links.privacy, strong: true },
    { label: '위치기반서비스 이용약관', href: links.locationTerms, strong: false },
    { label: '창업 문의', href: franchiseInquiryHref(profile), strong: false },
  ];
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav className={styles.policies} aria-label="약관 및 정책">
          <ul>
            {policies.map((policy) => (
              <li key={policy.label}>
                <ShellAnchor link={linkTo(policy.href)} className={policy.strong ? styles.strong : undefined}>
                  {policy.label}
                </ShellAnchor>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.columns}>
          <address className={styles.company}>
            <p>
              <span>{company.name}</span>
              <span>대표이사 {company.ceo}</span>
            </p>
            <p>
              <span>사업자등록번호 {company.registrationNumber}</span>
              <span>통신판매업신고 {company.mailOrderNumber}</span>
            </p>
            <p>{company.address}</p>
            <p>개인정보관리책임자 {company.privacyOfficer}</p>
          </address>
          <div className={styles.contact}>
            <a href={`tel:${profile.phoneOrder.number}`} className={styles.phoneOrder}>
              <PhoneIcon size={20} />
              <span>
                전화주문 <strong>{profile.phoneOrder.number}</strong>
              </span>
            </a>
            <p className={styles.service}>
              <ShellAnchor link={linkTo('/faq')}>고객센터</ShellAnchor>{' '}
              <a href={`tel:${profile.customerCenter.phone}`}>{profile.customerCenter.phone}</a>
              <span className={styles.hours}>{profile.customerCenter.hours}</span>
            </p>
          </div>
        </div>
        <div className={styles.bottom}>
          <p className={styles.copyright}>
            © {profile.brand.copyright.year} {profile.brand.copyright.holder}. All rights reserved.
          </p>
          <ul className={styles.social} aria-label="소셜 미디어">
            {profile.links.social.map((link) => (
              <li key={link.label}>
                <ShellAnchor link={linkTo(link.href)}>{link.label}</ShellAnchor>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
