'use client';

import { type ReactNode, useId } from 'react';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps {
  /** What is progressing, e.g. "Raised so far". Names the bar for assistive technology. */
  label: ReactNode;
  /** Current value between `min` and `max`. */
  value: number;
  min?: number;
  max?: number;
  /** How the value is said and shown; defaults to a whole percentage ("63%"). */
  valueLabel?: string;
  /** Hide the label visually (it is still the bar's accessible name). */
  hideLabel?: boolean;
}

/** A native progressbar: role, name and value are all exposed, with no script beyond React. */
export function ProgressBar({
  label,
  value,
  min = 0,
  max = 100,
  valueLabel,
  hideLabel = false,
}: ProgressBarProps) {
  const labelId = useId();
  const clamped = Math.min(max, Math.max(min, value));
  const percent = max === min ? 0 : ((clamped - min) / (max - min)) * 100;
  const text = valueLabel ?? `${Math.round(percent)}%`;
  return (
    <div className={styles.root}>
      <div className={styles.header} hidden={hideLabel}>
        <span id={labelId}>{label}</span>
        <span aria-hidden="true">{text}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuenow={clamped}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuetext={text}
        className={styles.track}
      >
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
