import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Text.css';

export const textSizes = ['xsmall', 'small', 'standard', 'large'] as const;
export const textTones = ['neutral', 'muted', 'brand', 'danger', 'success', 'inherit'] as const;
export type TextSize = (typeof textSizes)[number];
export type TextTone = (typeof textTones)[number];

export interface TextProps extends Omit<HTMLAttributes<HTMLElement>, 'className'> {
  /** `p` by default; `span` inside other text, `div` around block content. */
  as?: 'p' | 'span' | 'div' | 'strong' | 'small';
  size?: TextSize;
  tone?: TextTone;
  weight?: 'regular' | 'medium' | 'strong';
  align?: 'left' | 'center' | 'right';
  children: ReactNode;
}

export function Text({ as: Element = 'p', size, tone, weight, align, ...props }: TextProps) {
  return <Element className={styles.text({ size, tone, weight, align })} {...props} />;
}
