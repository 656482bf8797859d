import { type ComponentType, createElement, type SVGProps } from 'react';
import * as styles from './Icon.css';

export const iconSizes = ['small', 'medium', 'large', 'xlarge'] as const;
export type IconSize = (typeof iconSizes)[number];

/**
 * An icon's drawing: the elements inside a 24 × 24 `<svg>`, as `[tag, attributes]` pairs. The
 * `lucide` package exports every icon in this form (`import { Heart } from 'lucide'`), one module
 * per icon, so only the icons used are bundled and no icon code runs.
 */
export type IconNode = readonly (readonly [
  tag: string,
  attributes: Readonly<Record<string, string | number | undefined>>,
])[];

/**
 * An icon component that renders its own `<svg>`, such as a lucide-react icon. Still accepted so
 * apps written against earlier versions keep working; a drawing (`IconNode`) is lighter.
 */
export type IconComponent = ComponentType<Omit<SVGProps<SVGSVGElement>, 'ref'>>;

/** What `Icon` draws: a drawing (preferred) or an icon component. */
export type IconSource = IconNode | IconComponent;

export interface IconProps {
  /**
   * The icon: a drawing imported by name from `lucide` (`import { Heart } from 'lucide'`), or,
   * for compatibility, an icon component such as a lucide-react icon.
   */
  icon: IconSource;
  size?: IconSize;
  /**
   * Say what the icon means when it stands alone. Without a label the icon is decorative and
   * hidden from assistive technology (the text beside it carries the meaning).
   */
  label?: string;
}

const isDrawing = (icon: IconSource): icon is IconNode => Array.isArray(icon);

/**
 * A drawing's `<svg>` with the attributes lucide's components gave it. Inside ui only: `Icon` is
 * the public way; a control that needs another size or line weight (the checkbox's tick) uses this.
 */
export function IconDrawing({
  node,
  className,
  width = 24,
  strokeWidth = 2,
  label,
}: {
  node: IconNode;
  className?: string;
  /** The width and height attributes; a size class, when given, sets the rendered size. */
  width?: number;
  strokeWidth?: number;
  /** As `Icon`'s: without one the drawing is decorative. */
  label?: string;
}) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={width}
      height={width}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      focusable="false"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {node.map(([tag, { key: _key, ...attributes }], index) =>
        createElement(tag, { ...attributes, key: index }),
      )}
    </svg>
  );
}

export function Icon({ icon, size = 'medium', label }: IconProps) {
  const className = `${styles.icon} ${styles.size[size]}`;
  if (isDrawing(icon)) return <IconDrawing node={icon} className={className} label={label} />;
  const Glyph = icon;
  return label ? (
    <Glyph className={className} role="img" aria-label={label} focusable="false" />
  ) : (
    <Glyph className={className} aria-hidden="true" focusable="false" />
  );
}
