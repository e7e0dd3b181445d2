import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/button/button';
import { useShell } from '../shell-context';
import { CouponRegisterEntry } from './coupon-register';
import { MealTypeCards } from './meal-type-cards';
import { OrderFormCard } from './order-form-card';
import { RecommendCard } from './recommend-card';
import styles from './sidebar.module.css';

/**
 * Spec §2 Sidebar beside the menu pages: the order-method card (배달 / 포장), the order-form card (products, when the
 * form has items), the two recommended-menu cards, the coupon-register entry and the login card for non-members.
 * On mobile the order-method card stays above the page and the other cards follow it. The login card comes last
 * (spec §2 lists it before the recommended menus): the server renders public pages for every visitor alike, so a
 * member's page drops it once hydrated, which moved the cards below it up (CLS 0.038 at 1280 px on /categories/1).
 */
export const Sidebar = observer(function Sidebar() {
  const shell = useShell();
  return (
    <aside className={styles.sidebar} aria-label="주문 도우미">
      <section className={`${styles.card} ${styles.orderMethod}`} aria-labelledby="sidebar-order-method">
        <h2 id="sidebar-order-method" className={styles.title}>
          주문 방법을 선택해주세요
        </h2>
        <MealTypeCards compactOnMobile />
      </section>
      <OrderFormCard />
      <RecommendCard type="recommended" />
      <RecommendCard type="new" />
      <CouponRegisterEntry />
      {/* Last, so a member's sidebar (the server's HTML is every visitor's, with this card) drops it without moving
          any other card once the session is known (issue 13: no layout shift on hydration). */}
      {shell.showsLoginCard ? (
        <section className={`${styles.card} ${styles.login}`} aria-labelledby="sidebar-login">
          <h2 id="sidebar-login" className={styles.title}>
            회원이 되시면
            <br />더 많은 혜택을 드려요
          </h2>
          <p className={styles.text}>포인트 적립과 멤버십 쿠폰은 회원만 받을 수 있어요.</p>
          <Link to="/member/login" className={buttonClassName({ fullWidth: true })}>
            로그인
          </Link>
          <div className={styles.links}>
            <Link to="/member/find">아이디/비밀번호 찾기</Link>
            <Link to="/member/join">회원가입</Link>
          </div>
        </section>
      ) : null}
    </aside>
  );
});
