import type { CSSProperties, ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Skeleton.css';

export interface SkeletonProps {
  shape?: 'text' | 'rectangle' | 'circle';
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** Several text lines; the last is shorter so it reads as a paragraph. */
  lines?: number;
}

/** A placeholder while content loads. Decorative: pair it with a status message (see Spinner). */
export function Skeleton({ shape = 'text', width = '100%', height, lines = 1 }: SkeletonProps) {
  const className = `${styles.skeleton} ${styles.shape[shape]}`;
  if (lines > 1) {
    return (
      <span className={styles.group} aria-hidden="true">
        {Array.from({ length: lines }, (_, i) => `line-${i + 1}`).map((line, i) => (
          <span
            key={line}
            className={className}
            style={{ width: i === lines - 1 ? '60%' : width, height }}
          />
        ))}
      </span>
    );
  }
  return <span className={className} style={{ width, height }} aria-hidden="true" />;
}

/** Skeletons plus the announcement that content is loading. */
export function SkeletonGroup({
  label = 'Loading…',
  children,
}: {
  label?: string;
  children: ReactNode;
}) {
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      {children}
    </div>
  );
}
