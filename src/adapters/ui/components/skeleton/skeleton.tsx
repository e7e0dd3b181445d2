import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  /** CSS width (number = px); defaults to the full width. */
  readonly width?: number | string;
  /** CSS height (number = px); defaults to one line of text. */
  readonly height?: number | string;
  readonly radius?: number | string;
  readonly circle?: boolean;
  readonly className?: string;
}

/** A grey shimmering box holding the place of content still loading; hidden from assistive technology. */
export function Skeleton({ width = '100%', height = '1em', radius, circle = false, className }: SkeletonProps) {
  const style: CSSProperties = { width, height, borderRadius: circle ? '50%' : radius };
  return <span aria-hidden="true" className={[styles.skeleton, className ?? ''].join(' ')} style={style} />;
}
