import { observer } from 'mobx-react-lite';
import { useLayoutEffect, useRef } from 'react';
import { Link, Outlet } from 'react-router';
import { useShell } from '../../../shell/shell-context';
import styles from './my-page-frame.module.css';
import { MyPageFrameViewModel } from './my-page-frame.view-model';

/** The current entry scrolls into view in the mobile tab list (a long list scrolls sideways). */
function useCurrentInView(key: string | null) {
  const list = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    if (key === null) return;
    const current = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (current === null || current === undefined || typeof current.scrollIntoView !== 'function') return;
    const parent = list.current;
    if (parent === null || parent.scrollWidth <= parent.clientWidth) return;
    parent.scrollLeft = current.offsetLeft - (parent.clientWidth - current.offsetWidth) / 2;
  }, [key]);
  return list;
}

/**
 * Spec §2 my-page layout: the my-page menu beside every /mypage page on desktop and as a sideways-scrolling tab
 * list above it on mobile (one markup, the layout switches at 800 px in CSS), the current entry marked with
 * aria-current. The page itself renders in the Outlet.
 */
export const MyPageFrame = observer(function MyPageFrame() {
  const shell = useShell();
  const frame = useRef<MyPageFrameViewModel | null>(null);
  frame.current ??= new MyPageFrameViewModel(shell);
  const entries = frame.current.entries;
  const list = useCurrentInView(frame.current.currentLabel);
  return (
    <div className={styles.frame}>
      <nav className={styles.menu} aria-label="마이 페이지 메뉴">
        <p className={styles.menuTitle} aria-hidden="true">
          마이 페이지
        </p>
        <ul ref={list} className={styles.list}>
          {entries.map((entry) => (
            <li key={entry.key} className={styles.item}>
              <Link
                to={entry.href}
                className={entry.active ? styles.activeLink : styles.link}
                aria-current={entry.active ? 'page' : undefined}
              >
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
});

export { MyPageFrame as Component };
