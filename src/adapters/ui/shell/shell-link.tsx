import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ShellLink } from './shell.view-model';

export interface ShellAnchorProps {
  readonly link: Pick<ShellLink, 'href' | 'external' | 'active'>;
  readonly className?: string;
  readonly children: ReactNode;
  readonly onClick?: () => void;
}

/** A menu link: a router Link inside the app, a new-tab anchor for an external site (said to screen readers). */
export function ShellAnchor({ link, className, children, onClick }: ShellAnchorProps) {
  if (link.external) {
    return (
      <a href={link.href} className={className} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        {children}
        <span className="visually-hidden"> (새 창)</span>
      </a>
    );
  }
  return (
    <Link to={link.href} className={className} aria-current={link.active ? 'page' : undefined} onClick={onClick}>
      {children}
    </Link>
  );
}
