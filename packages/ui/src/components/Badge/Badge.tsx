import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Badge.css';

/** `default` / `secondary` / `outline` are the admin's published / draft / archived page badges. */
export const badgeVariants = [
  'default',
  'secondary',
  'outline',
  'accent',
  'danger',
  'success',
] as const;
export type BadgeVariant = (typeof badgeVariants)[number];

export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'className'> {
  variant?: BadgeVariant;
  icon?: ReactNode;
  children: ReactNode;
}

/** A short status or label. Colour is never the only signal: the text says the status. */
export function Badge({ variant, icon, children, ...props }: BadgeProps) {
  return (
    <span className={styles.badge({ variant })} {...props}>
      {icon}
      {children}
    </span>
  );
}
