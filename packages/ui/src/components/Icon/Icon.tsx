import type { LucideIcon } from 'lucide-react';
import * as styles from './Icon.css';

export const iconSizes = ['small', 'medium', 'large', 'xlarge'] as const;
export type IconSize = (typeof iconSizes)[number];
export type { LucideIcon as IconComponent };

export interface IconProps {
  /** A lucide-react icon, imported by name so only the icons used are bundled. */
  icon: LucideIcon;
  size?: IconSize;
  /**
   * Say what the icon means when it stands alone. Without a label the icon is decorative and
   * hidden from assistive technology (the text beside it carries the meaning).
   */
  label?: string;
}

export function Icon({ icon: Glyph, size = 'medium', label }: IconProps) {
  const className = `${styles.icon} ${styles.size[size]}`;
  return label ? (
    <Glyph className={className} role="img" aria-label={label} focusable="false" />
  ) : (
    <Glyph className={className} aria-hidden="true" focusable="false" />
  );
}
