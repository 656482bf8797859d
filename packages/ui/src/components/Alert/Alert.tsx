import { CircleCheck, CircleX, Info, TriangleAlert } from 'lucide';
import type { ReactNode } from 'react';
import { Icon } from '../Icon';
import * as styles from './Alert.css';

export const alertTones = ['info', 'success', 'warning', 'danger'] as const;
export type AlertTone = (typeof alertTones)[number];

const icons = { info: Info, success: CircleCheck, warning: TriangleAlert, danger: CircleX };

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /**
   * Announce the alert when it appears: `polite` (status) or `assertive` (alert). Leave unset
   * for an alert that is part of the page from the start, which must not interrupt.
   */
  announce?: 'polite' | 'assertive';
}

/** A message box inline in the page (e.g. "Setup Failed" with the reason). */
export function Alert({ tone = 'info', title, children, announce }: AlertProps) {
  const role = announce === 'assertive' ? 'alert' : announce === 'polite' ? 'status' : undefined;
  return (
    <div className={styles.alert({ tone })} role={role}>
      <span className={styles.icon}>
        <Icon icon={icons[tone]} />
      </span>
      <div className={styles.body}>
        {title ? <strong className={styles.title}>{title}</strong> : null}
        {children ? <div>{children}</div> : null}
      </div>
    </div>
  );
}
