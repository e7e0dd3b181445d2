import { COPYRIGHT_YEAR, PHONE_ORDER_NUMBER } from '../../domain/shared/constants';

/** The minimal shell of the foundation issue; the real routes and pages arrive with the storefront issue. */
export function App() {
  return (
    <div className="shell">
      <header className="shell-header">
        <span className="shell-logo">치킨</span>
      </header>
      <main className="shell-main">
        <h1>온라인 주문</h1>
        <p>배달인지 포장인지 먼저 선택해주세요.</p>
      </main>
      <footer className="shell-footer">
        <p>
          전화주문 <a href={`tel:${PHONE_ORDER_NUMBER}`}>{PHONE_ORDER_NUMBER}</a>
        </p>
        <p>© {COPYRIGHT_YEAR}</p>
      </footer>
    </div>
  );
}
