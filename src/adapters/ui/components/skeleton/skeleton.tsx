import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  /** CSS width (number = px); defaults to the full width (or the className's). */
  readonly width?: number | string;
  /** CSS height (number = px); defaults to one line of text (or the className's). */
  readonly height?: number | string;
  readonly radius?: number | string;
  readonly circle?: boolean;
  readonly className?: string;
}

/**
 * A grey shimmering box holding the place of content still loading; hidden from assistive technology. Without a size
 * it has no style attribute (the defaults and `className` size it): a server-rendered page may not carry inline
 * styles, which the CSP refuses (issue 13), so skeletons rendered on the server are sized by their class.
 */
export function Skeleton({ width, height, radius, circle = false, className }: SkeletonProps) {
  const style: CSSProperties = {};
  if (width !== undefined) style.width = width;
  if (height !== undefined) style.height = height;
  if (circle) style.borderRadius = '50%';
  else if (radius !== undefined) style.borderRadius = radius;
  const sized = Object.keys(style).length > 0;
  return (
    <span aria-hidden="true" className={[styles.skeleton, className ?? ''].join(' ')} {...(sized ? { style } : {})} />
  );
}
